import { COST } from './cost.js';
import { CUSTOMERS } from './customers.js';
import { DECISIONS } from './decisions.js';
import { GENERAL } from './general.js';
import { ANALYSIS_IDS, type AnalysisTypeId } from './ids.js';
import { OPERATIONS } from './operations.js';
import { ORGANISATION } from './organisation.js';
import { PUBLIC } from './public.js';
import { REVENUE } from './revenue.js';
import type { AnalysisType, Entry, Family } from './types.js';

/**
 * The analysis library: the analyses consultants run to prove or kill a hypothesis, with how to do each
 * well, in the client's words (see ./types.ts for the placeholders). Entries live in one file per family;
 * this file assembles them in the order of ANALYSIS_IDS, and the compiler checks that every id has one.
 */
export { fill, type AnalysisType, type SimulationShape } from './types.js';
export type { AnalysisTypeId } from './ids.js';

/** The families, by name: each id in exactly one of them (the tests check there is no overlap). */
export const FAMILIES: Readonly<Record<string, Family>> = {
  revenue: REVENUE,
  customers: CUSTOMERS,
  cost: COST,
  operations: OPERATIONS,
  decisions: DECISIONS,
  organisation: ORGANISATION,
  public: PUBLIC,
  general: GENERAL,
};

/** Every id of ANALYSIS_IDS, and nothing else: a missing or misspelt entry does not compile. */
const ENTRIES: Record<AnalysisTypeId, Entry> = {
  ...REVENUE,
  ...CUSTOMERS,
  ...COST,
  ...OPERATIONS,
  ...DECISIONS,
  ...ORGANISATION,
  ...PUBLIC,
  ...GENERAL,
};

export const ANALYSIS_LIBRARY: readonly AnalysisType[] = ANALYSIS_IDS.map((id) => ({ id, ...ENTRIES[id] }));

const BY_ID = new Map<string, AnalysisType>(ANALYSIS_LIBRARY.map((a) => [a.id, a]));

export function analysisType(id: string): AnalysisType | undefined {
  return BY_ID.get(id);
}
