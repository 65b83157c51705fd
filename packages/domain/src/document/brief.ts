import { BRIEF_FIELDS, type Brief, type BriefField } from '@caseboard/contracts';

/**
 * The brief as a generated draft meets it: empty fields take the draft, fields the team already wrote are
 * only ever replaced by choice (per field, or all at once). Comparisons ignore surrounding spaces and the
 * blank line the editor keeps while someone types a list.
 */

export type BriefValue = Brief[BriefField];

function lines(value: BriefValue): string[] {
  return (Array.isArray(value) ? value : [value]).map((line) => line.trim()).filter((line) => line.length > 0);
}

export function isBriefFieldEmpty(value: BriefValue): boolean {
  return lines(value).length === 0;
}

export function isBriefEmpty(brief: Brief): boolean {
  return BRIEF_FIELDS.every((field) => isBriefFieldEmpty(brief[field]));
}

function same(a: BriefValue, b: BriefValue): boolean {
  const left = lines(a);
  const right = lines(b);
  return left.length === right.length && left.every((line, i) => line === right[i]);
}

/** A field where the draft would change what the team wrote: the two versions side by side. */
export interface BriefProposalField {
  field: BriefField;
  current: BriefValue;
  proposed: BriefValue;
}

/** The fields a draft would change that already hold the team's words (in the brief's order). */
export function briefProposals(brief: Brief, draft: Brief): BriefProposalField[] {
  return BRIEF_FIELDS.filter(
    (field) =>
      !isBriefFieldEmpty(brief[field]) && !isBriefFieldEmpty(draft[field]) && !same(brief[field], draft[field]),
  ).map((field) => ({ field, current: brief[field], proposed: draft[field] }));
}

/**
 * Takes the draft's value for the chosen fields (all by default), or only where the brief is empty. A
 * draft never blanks a field, and a brief that would not change is returned as it was.
 */
export function mergeBrief(
  brief: Brief,
  draft: Brief,
  options: { fields?: Iterable<BriefField>; onlyEmpty?: boolean } = {},
): Brief {
  const chosen = new Set<BriefField>(options.fields ?? BRIEF_FIELDS);
  let next = brief;
  for (const field of BRIEF_FIELDS) {
    if (!chosen.has(field) || isBriefFieldEmpty(draft[field]) || same(brief[field], draft[field])) continue;
    if (options.onlyEmpty && !isBriefFieldEmpty(brief[field])) continue;
    const value = draft[field];
    next = { ...next, [field]: Array.isArray(value) ? [...value] : value };
  }
  return next;
}

export function isBriefField(value: string): value is BriefField {
  return (BRIEF_FIELDS as readonly string[]).includes(value);
}
