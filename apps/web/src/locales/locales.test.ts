import { LOCALES } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { loadNamespace, NAMESPACES } from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]!).sort();
}

describe('translations', () => {
  it.each(NAMESPACES)('%s has the same keys and placeholders in every language', async (namespace) => {
    const english = await loadNamespace('en', namespace);
    for (const locale of LOCALES) {
      const other = await loadNamespace(locale, namespace);
      expect(keys(other).sort(), `${locale}/${namespace}`).toEqual(keys(english).sort());
      for (const key of keys(english)) {
        const read = (root: unknown) =>
          key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
        expect(placeholders(read(other)), `${locale}/${namespace}:${key}`).toEqual(placeholders(read(english)));
        expect(read(other).trim(), `${locale}/${namespace}:${key} is empty`).not.toBe('');
      }
    }
  });
});
