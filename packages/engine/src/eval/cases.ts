import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { ProblemType } from '../offline/problem/types.js';

/** One problem statement to evaluate on: its kind and words a relevant issue tree would use. */
export const EvalCaseSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  problemStatement: z.string().min(1).max(4_000),
  expectTerms: z.array(z.string().min(1)).default([]),
});
export type EvalCase = z.infer<typeof EvalCaseSchema>;

const CaseFileSchema = z.object({ cases: z.array(EvalCaseSchema) });

/** The case kinds used in case files, mapped to the engine's problem types. */
const TYPE_ALIASES: Readonly<Record<string, ProblemType>> = {
  growth: 'revenue-growth',
  'revenue-growth': 'revenue-growth',
  customer: 'customer-retention',
  'customer-retention': 'customer-retention',
  retention: 'customer-retention',
  investment: 'investment',
  'm-and-a': 'm-and-a',
  channel: 'channel-digital',
  digital: 'channel-digital',
  'channel-digital': 'channel-digital',
  capacity: 'capacity-location',
  location: 'capacity-location',
  'capacity-location': 'capacity-location',
  organisation: 'organisation',
  organization: 'organisation',
};

export function problemTypeOf(caseType: string): string {
  return TYPE_ALIASES[caseType] ?? caseType;
}

export type LoadedCases = { ok: true; cases: EvalCase[] } | { ok: false; reason: string };

/** Reads a case file; a missing or malformed file is reported, not thrown. */
export async function loadCases(path: string): Promise<LoadedCases> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: code === 'ENOENT' ? `no case file at ${path}` : `cannot read ${path} (${code})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: `${path} is not valid JSON` };
  }
  const parsed = CaseFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `${path} does not hold { cases: [...] }: ${parsed.error.message}` };
  return { ok: true, cases: parsed.data.cases };
}
