import { describe, expect, it } from 'vitest';
import { exampleInput } from '../../test/fixtures.js';
import { buildDeck } from '../deck/build-deck.js';
import { buildExport, exportToBuffer } from '../export.js';
import { pdfText } from './sanitize.js';

describe('the PDF', () => {
  it('has one 16:9 page per slide of the deck', async () => {
    const input = exampleInput();
    const pdf = (await exportToBuffer(await buildExport('pdf', input))).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect([...pdf.matchAll(/\/Type \/Page\b/g)]).toHaveLength(buildDeck(input).slides.length);
    expect(pdf).toMatch(/\/MediaBox \[0 0 959\.9\d* 540\]/);
  });

  it('keeps Western European text and replaces what its built-in fonts cannot draw', () => {
    expect(pdfText('Marge – Süd: 5 € ≥ 3 → ok ✓ 利')).toBe('Marge – Süd: 5 € >= 3 -> ok v ?');
  });
});
