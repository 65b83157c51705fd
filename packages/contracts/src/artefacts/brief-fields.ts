import type { Brief } from './brief.js';

/** The fields of a brief, in the order the Problem step shows them. */
export const BRIEF_FIELDS = [
  'situation',
  'complication',
  'keyQuestion',
  'decisionMakers',
  'successCriteria',
  'scopeIn',
  'scopeOut',
  'constraints',
  'timeFrame',
] as const satisfies ReadonlyArray<keyof Brief>;
export type BriefField = (typeof BRIEF_FIELDS)[number];
