import {
  artefactSchemas,
  emptyDocument,
  type AnalysisInstructions,
  type AnalysisSimulations,
  type ArtefactKind,
  type ArtefactOf,
  type Brief,
  type GenerationContext,
  type HypothesisStatusResults,
  type HypothesisTree,
  type IssueTree,
  type ProblemReading,
  type ProjectDocument,
  type Storyline,
  type Workplan,
} from '@caseboard/contracts';
import { applyArtefact } from '@caseboard/domain';
import type { Engine } from '../engine.js';
import { isEngineError } from '../errors.js';

/**
 * The whole chain for one statement, generated the way the web app does it: each step's result is taken
 * into the project document, and the next request carries what the document holds so far (the reading,
 * the brief, the trees, the plan, the analyses with their instructions and illustrations). No team results
 * are entered, so statuses and storyline see illustrations only.
 */
export const CHAIN_STEPS = [
  'reading',
  'brief',
  'issue-tree',
  'hypothesis-tree',
  'psw',
  'analysis-instructions',
  'analysis-simulation',
  'hypothesis-status',
  'storyline',
] as const satisfies readonly ArtefactKind[];
export type ChainStep = (typeof CHAIN_STEPS)[number];

export interface ChainRun {
  statement: string;
  reading?: ProblemReading;
  brief?: Brief;
  issueTree?: IssueTree;
  hypothesisTree?: HypothesisTree;
  workplan?: Workplan;
  instructions?: AnalysisInstructions;
  /** The simulated results: illustrations to rehearse an analysis, never evidence. */
  illustrations?: AnalysisSimulations;
  statuses?: HypothesisStatusResults;
  storyline?: Storyline;
  /** The project document after every step was taken in. */
  document: ProjectDocument;
  /** In-process time of each step, in milliseconds. */
  ms: Partial<Record<ChainStep, number>>;
  /** Steps whose artefact does not satisfy its contract, with the first issue. */
  contractErrors: string[];
  /** The step that failed, when one did; later steps are not run. */
  error?: { step: ChainStep; message: string };
}

/** What each step's request carries from the document, as the web app sends it (plus the reading). */
export function contextFor(step: ChainStep, document: ProjectDocument): GenerationContext {
  const { reading, brief, issueTree, hypothesisTree, workplan, analyses, storyline } = document;
  const context: GenerationContext = { brief };
  if (reading && step !== 'reading') context.reading = reading;
  if ((step === 'brief' || step === 'hypothesis-tree') && issueTree) context.issueTree = issueTree;
  if (step !== 'issue-tree' && step !== 'hypothesis-tree' && step !== 'reading' && hypothesisTree)
    context.hypothesisTree = hypothesisTree;
  if (
    ['analysis-instructions', 'analysis-simulation', 'hypothesis-status', 'storyline'].includes(step) &&
    workplan.length > 0
  )
    context.workplan = workplan;
  if ((step === 'hypothesis-status' || step === 'storyline') && analyses.length > 0) context.analyses = analyses;
  if (step === 'storyline' && storyline) context.storyline = storyline;
  return context;
}

function take(run: ChainRun, step: ChainStep, artefact: unknown): void {
  const document = run.document;
  switch (step) {
    case 'reading':
      run.reading = artefact as ProblemReading;
      run.document = { ...document, reading: run.reading };
      return;
    case 'brief':
      run.brief = artefact as Brief;
      run.document = applyArtefact(document, { kind: 'brief', artefact: run.brief });
      return;
    case 'issue-tree':
      run.issueTree = artefact as IssueTree;
      run.document = applyArtefact(document, { kind: 'issue-tree', artefact: run.issueTree });
      return;
    case 'hypothesis-tree':
      run.hypothesisTree = artefact as HypothesisTree;
      run.document = applyArtefact(document, { kind: 'hypothesis-tree', artefact: run.hypothesisTree });
      return;
    case 'psw':
      run.workplan = artefact as Workplan;
      run.document = applyArtefact(document, { kind: 'psw', artefact: run.workplan });
      return;
    case 'analysis-instructions':
      run.instructions = artefact as AnalysisInstructions;
      run.document = applyArtefact(document, { kind: 'analysis-instructions', artefact: run.instructions });
      return;
    case 'analysis-simulation':
      run.illustrations = artefact as AnalysisSimulations;
      run.document = applyArtefact(document, { kind: 'analysis-simulation', artefact: run.illustrations });
      return;
    case 'hypothesis-status':
      run.statuses = artefact as HypothesisStatusResults;
      run.document = applyArtefact(document, { kind: 'hypothesis-status', artefact: run.statuses });
      return;
    case 'storyline':
      run.storyline = artefact as Storyline;
      run.document = applyArtefact(document, { kind: 'storyline', artefact: run.storyline });
      return;
  }
}

/** Runs the chain for a statement with one engine and model, step by step, until a step fails. */
export async function runChain(
  engine: Engine,
  statement: string,
  model: string,
  steps: readonly ChainStep[] = CHAIN_STEPS,
): Promise<ChainRun> {
  const run: ChainRun = { statement, document: emptyDocument(), ms: {}, contractErrors: [] };
  for (const step of steps) {
    const request = { problemStatement: statement, model, context: contextFor(step, run.document) };
    const started = performance.now();
    try {
      const { artefact } = await engine.generate(step, request);
      run.ms[step] = performance.now() - started;
      const parsed = (
        artefactSchemas[step] as { safeParse(v: unknown): { success: boolean; error?: unknown } }
      ).safeParse(artefact);
      if (!parsed.success) run.contractErrors.push(`${step}: ${contractIssue(parsed.error)}`);
      take(run, step, artefact as ArtefactOf<typeof step>);
    } catch (error) {
      run.ms[step] = performance.now() - started;
      run.error = {
        step,
        message: isEngineError(error) ? `${error.code}: ${error.message}` : String(error),
      };
      break;
    }
  }
  return run;
}

function contractIssue(error: unknown): string {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> } | undefined)?.issues;
  const first = issues?.[0];
  return first ? `${first.path.map(String).join('.')}: ${first.message}` : 'does not match its contract';
}
