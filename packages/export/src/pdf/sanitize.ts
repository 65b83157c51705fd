import { WIN_ANSI_EXTRAS } from '../text/measure.js';

const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '−': '-',
  '×': 'x',
  '✓': 'v',
  '\u00A0': ' ',
};

/**
 * The PDF uses PDF's built-in fonts (no font files on the server), whose encoding covers Western
 * European text. Other characters become a near equivalent, or "?" rather than a wrong glyph.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 && char !== '\n') continue;
    if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) out += char;
    else out += REPLACEMENTS[char] ?? '?';
  }
  return out;
}
