import { BriefDraftSchema, type ArtefactOf } from '@caseboard/contracts';

export const schema = BriefDraftSchema;

/** What a model is asked for: the draft's own shape (every field, descriptions included). */
export const BriefAnswerSchema = BriefDraftSchema;

type Draft = ArtefactOf<'brief'>;

const LISTS = ['decisionMakers', 'successCriteria', 'scopeIn', 'scopeOut', 'constraints'] as const;

/** What the schema cannot see: a key question that is not a question, repeated lines, scope both in and out. */
export function check(brief: Draft): string[] {
  const issues: string[] = [];
  if (!brief.keyQuestion.trim().endsWith('?')) issues.push('keyQuestion must be one question ending with "?"');
  const key = (item: string) =>
    item
      .trim()
      .toLowerCase()
      .replace(/[.;]+$/, '');
  for (const list of LISTS) {
    const seen = new Set<string>();
    for (const item of brief[list]) {
      if (seen.has(key(item))) issues.push(`${list} lists "${item}" twice`);
      seen.add(key(item));
    }
  }
  const scopeIn = new Set(brief.scopeIn.map(key));
  for (const item of brief.scopeOut) if (scopeIn.has(key(item))) issues.push(`"${item}" is both in and out of scope`);
  return issues;
}
