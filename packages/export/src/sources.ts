import type { Source } from '@caseboard/contracts';
import type { Labels } from './labels.js';

/** A cited source as a source line prints it: "Annual report 2025, 2026-03, p. 12 (https://...)". */
export function sourceText(source: Source, labels: Labels): string {
  const parts = [
    source.title.trim(),
    source.date.trim(),
    source.page.trim() ? `${labels.notes.page} ${source.page.trim()}` : '',
  ];
  const text = parts.filter(Boolean).join(', ');
  return source.url ? `${text} (${source.url})` : text;
}

/** Several sources in one line, in the order cited. */
export function sourceLine(sources: Source[] | undefined, labels: Labels): string {
  return (sources ?? []).map((source) => sourceText(source, labels)).join('; ');
}
