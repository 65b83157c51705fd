import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Archetype } from '@caseboard/contracts';

/**
 * One problem statement to evaluate on: its kind, words a relevant issue tree would use and, optionally,
 * what the rubric must find in the chain: archetypes also accepted, the industries it may be read as, the
 * words the subject must be named by, one key phrase per named option and per constraint. Without options
 * or constraints the rubric reads them from the statement itself.
 */
export const EvalCaseSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  problemStatement: z.string().min(1).max(4_000),
  expectTerms: z.array(z.string().min(1)).default([]),
  accept: z.array(z.string().min(1)).optional(),
  industries: z.array(z.string().min(1)).optional(),
  subject: z.array(z.string().min(1)).optional(),
  options: z.array(z.string().min(1)).optional(),
  constraints: z.array(z.string().min(1)).optional(),
});
export type EvalCase = z.infer<typeof EvalCaseSchema>;

const CaseFileSchema = z.object({ cases: z.array(EvalCaseSchema) });

/**
 * The case kinds of older case files, mapped to the archetypes that read them right; a case file may also
 * name an archetype directly.
 */
const ACCEPTED: Readonly<Record<string, readonly Archetype[]>> = {
  profitability: ['profitability', 'unit-economics', 'turnaround'],
  growth: ['revenue-growth'],
  operations: ['service-operations', 'process-operations', 'supply-chain'],
  'new-product': ['new-offer'],
  'public-sector': ['public-service'],
  sustainability: ['regulation-carbon'],
  customer: ['churn-retention'],
  retention: ['churn-retention'],
  investment: ['investment-case', 'investment-portfolio'],
  channel: ['channel-shift'],
  digital: ['digital-transformation', 'channel-shift'],
  capacity: ['capacity-location'],
  location: ['capacity-location'],
  organization: ['organisation'],
};

/** Whether the archetype read fits the case's kind (or one of the archetypes the case also accepts). */
export function archetypeFits(caseType: string, archetype: Archetype, accept: readonly string[] = []): boolean {
  return caseType === archetype || accept.includes(archetype) || (ACCEPTED[caseType]?.includes(archetype) ?? false);
}

/** The archetypes a case accepts, for reports: its own kind mapped, plus its `accept` list. */
export function acceptedArchetypes(evalCase: Pick<EvalCase, 'type' | 'accept'>): string[] {
  return [...new Set([...(ACCEPTED[evalCase.type] ?? [evalCase.type]), ...(evalCase.accept ?? [])])];
}

/**
 * Where the public case file is: `--cases`/EVAL_CASES when given; else the team's shared file beside the
 * repository (`../shared/cases/public-cases.json` from the working directory or from the repository root);
 * else the copy the repository keeps in this folder, so a clone anywhere still runs the public cases.
 */
export function publicCasesPath(explicit?: string): string {
  if (explicit) return resolve(explicit);
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const candidates = [
    resolve('../shared/cases/public-cases.json'),
    resolve(root, '../shared/cases/public-cases.json'),
    // From src/eval and from dist/eval alike.
    fileURLToPath(new URL('../../src/eval/public-cases.json', import.meta.url)),
  ];
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!;
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
