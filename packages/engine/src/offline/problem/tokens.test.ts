import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine.js';
import { lowerFirst, namesIn } from './tokens.js';

describe('continuing a sentence with a generated claim', () => {
  it('finds the names a statement capitalises mid-sentence', () => {
    const names = namesIn(
      'Northwind, a grocery chain in Europe, lost margin. How can Northwind recover 150 bp within 18 months?',
    );
    expect([...names].sort()).toEqual(['Europe', 'Northwind']);
  });

  it('lower-cases the first word, but not a name, an acronym or "I"', () => {
    const names = new Set(['Northwind']);
    expect(lowerFirst('The market is still growing', names)).toBe('the market is still growing');
    expect(lowerFirst("Northwind's prices are below what customers pay", names)).toBe(
      "Northwind's prices are below what customers pay",
    );
    expect(lowerFirst('EBIT fell', names)).toBe('EBIT fell');
    expect(lowerFirst('I think so')).toBe('I think so');
  });

  it('keeps a named client capitalised in the work plan', async () => {
    const engine = createEngine({ provider: 'offline', timeoutMs: 60_000, maxOutputTokens: 8_000, maxRetries: 0 });
    const problemStatement =
      'Northwind’s EBIT margin fell from 4.1% to 2.3% in two years. How can Northwind recover 150 bp within 18 months without losing market share?';
    const { artefact } = await engine.generate('psw', { problemStatement });
    const analyses = artefact.rows.map((row) => row.analysis);
    expect(analyses.some((analysis) => analysis.includes('Northwind'))).toBe(true);
    expect(analyses.filter((analysis) => analysis.includes('northwind'))).toEqual([]);
  });
});
