import { contentStems } from '@caseboard/domain';

/** The content words of a text as stems (the MECE checks' stemmer): for telling whether a label speaks of a thing. */
export function contentWords(text: string): string[] {
  return [...new Set(contentStems(text))];
}
