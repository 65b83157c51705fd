import { describe, expect, it } from 'vitest';
import { contentDisposition } from './filename.js';

describe('contentDisposition', () => {
  it('names a plain project as it is', () => {
    expect(contentDisposition('Margin recovery 2026', 'pptx')).toBe('attachment; filename="Margin recovery 2026.pptx"');
  });

  it('gives names beyond ASCII an ASCII fallback and the exact name in UTF-8 (RFC 6266 / 8187)', () => {
    expect(contentDisposition('Marge – Süd', 'pdf')).toBe(
      `attachment; filename="Marge _ Sud.pdf"; filename*=UTF-8''Marge%20%E2%80%93%20S%C3%BCd.pdf`,
    );
    expect(contentDisposition('利润', 'md')).toBe(
      `attachment; filename="__.md"; filename*=UTF-8''%E5%88%A9%E6%B6%A6.md`,
    );
  });

  it('never lets quotes, separators or control characters through, nor a name that is empty or hidden', () => {
    expect(contentDisposition('a"b\\c/d:e\r\nf', 'md')).toBe('attachment; filename="a_b_c_d_ef.md"');
    expect(contentDisposition('  ', 'xlsx')).toBe('attachment; filename="project.xlsx"');
    expect(contentDisposition('..secret', 'xlsx')).toBe('attachment; filename="secret.xlsx"');
  });
});
