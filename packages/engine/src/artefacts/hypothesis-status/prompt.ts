import type {
  AnalysisEntry,
  GenerationRequest,
  HypothesisNode,
  HypothesisStatus,
  HypothesisStatusResult,
} from '@caseboard/contracts';
import { analysesText, hasFinding, treeOutline } from '../../llm/context.js';
import type { ListShape } from '../../llm/list-parts.js';
import type { ObjectShape } from '../../llm/object-parts.js';
import { answerShape, assemble, example, fence, problemData, systemPrompt, task } from '../../llm/prompt-kit.js';
import { readingDigest } from '../../llm/reading.js';
import { isRecord, listOf, text } from '../../llm/rekey.js';
import type { LlmShape } from '../../llm/shapes.js';
import { ModelStatusesSchema } from './schema.js';

export const PROMPT_VERSION = 'hypothesis-status/2';

const RULES = [
  'Status: supported, refuted or inconclusive only on the team’s own findings and results (marked FINDING or RESULT), judged against the analysis’s decision rule; untested when no finding bears on it; parked only if the team parked it.',
  'A simulated result is never a finding: a hypothesis with only simulated results stays untested (you may say in the rationale what the simulation suggests).',
  'A parent follows from its children (statuses already judged are listed).',
  'The rationale in one or two sentences, citing the measured value against the threshold; a confidence from 0 to 1; the analysis ids used in "evidenceUsed".',
  'Name each hypothesis in "hypothesisId" exactly as listed.',
];

const STATUSES = new Set<HypothesisStatus>(['untested', 'supported', 'refuted', 'inconclusive', 'parked']);

/**
 * Statuses in batches, the bottom of the tree first so a parent is judged after its children. A status
 * the team's own evidence cannot carry (only simulations, or nothing) is set back to untested by the
 * engine: simulated data is never a finding, whatever the model says.
 */
export function statusShape(request: GenerationRequest): LlmShape {
  const digest = readingDigest(request);
  const tree = request.context?.hypothesisTree;
  const analyses = request.context?.analyses ?? [];
  const rows = request.context?.workplan ?? [];
  const system = systemPrompt(request.locale);
  const data = assemble([
    problemData(request, digest),
    tree && fence('hypothesis tree', treeOutline(tree.root, 6_000)),
    analyses.length > 0
      ? fence('analyses and the team’s findings', analysesText(analyses, rows))
      : fence('analyses', 'No analysis has reported yet.'),
  ]);
  if (!tree) return wholeStatuses(system, data);
  // Asked bottom-up (children before their parent), listed top-down as the offline engine lists them.
  const order: HypothesisNode[] = [];
  const listed: HypothesisNode[] = [];
  const visit = (node: HypothesisNode) => {
    listed.push(node);
    node.children.forEach(visit);
    order.push(node);
  };
  visit(tree.root);
  const evidenced = evidencedIds(tree.root, analyses);
  const shape: ListShape<HypothesisNode, HypothesisStatusResult> = {
    type: 'list',
    system,
    units: order,
    unitId: (node) => node.id,
    unitLabel: (node) => node.label,
    itemKeys: ['results', 'statuses'],
    refOf: (item) => item['hypothesisId'] ?? item['hypothesis_id'] ?? item['id'],
    tokensPerUnit: 120,
    maxBatch: 10,
    what: 'a status for',
    ask: (batch, done) => ({
      prompt: assemble([
        data,
        done.size > 0 &&
          fence(
            'statuses judged so far',
            [...done.values()].map(([r]) => `${r!.hypothesisId} [${r!.status}]: ${r!.rationale}`).join('\n'),
          ),
        fence(
          'hypotheses to judge now',
          batch.map((h) => `${h.id}: ${h.label}${h.notes ? ` (decides: ${h.notes})` : ''}`).join('\n'),
        ),
        task(
          'Judge each hypothesis listed in <project_content name="hypotheses to judge now"> against the team’s findings.',
          RULES,
        ),
        example('A bakery chain’s margin fell from 9% to 4%', {
          results: [
            {
              hypothesisId: 'h.2.1',
              status: 'supported',
              rationale:
                'The team measured a 21% rise in ingredient cost per loaf (a.3), above the 15% threshold of the rule.',
              confidence: 0.8,
              evidenceUsed: ['a.3'],
            },
          ],
        }),
        answerShape({
          results: [
            { hypothesisId: batch[0]!.id, status: 'untested', rationale: '...', confidence: 0, evidenceUsed: [] },
          ],
        }),
      ]),
      schema: ModelStatusesSchema,
    }),
    read: (item, node) => guard(readStatus(item, node.id), node, evidenced),
    assemble: (done) => ({ results: listed.flatMap((node) => done.get(node.id) ?? []) }),
  };
  return shape;
}

/** The hypotheses whose subtree holds real evidence: the team's findings, results or evidence entries. */
function evidencedIds(root: HypothesisNode, analyses: readonly AnalysisEntry[]): Set<string> {
  const found = new Set(analyses.filter(hasFinding).map((a) => a.hypothesisId));
  const out = new Set<string>();
  const visit = (node: HypothesisNode): boolean => {
    let any = node.evidence.length > 0 || found.has(node.id);
    for (const child of node.children) any = visit(child) || any;
    if (any) out.add(node.id);
    return any;
  };
  visit(root);
  return out;
}

function readStatus(item: Record<string, unknown>, hypothesisId: string): HypothesisStatusResult | undefined {
  const status = text(item['status'])?.toLowerCase() as HypothesisStatus | undefined;
  const rationale = text(item['rationale'] ?? item['reason']);
  if (!status || !STATUSES.has(status) || !rationale) return undefined;
  const raw = Number(item['confidence']);
  const confidence = Number.isFinite(raw) ? Math.min(1, Math.max(0, raw > 1 && raw <= 100 ? raw / 100 : raw)) : 0.5;
  const used = Array.isArray(item['evidenceUsed']) ? item['evidenceUsed'] : [];
  return {
    hypothesisId,
    status,
    rationale,
    confidence: Math.round(confidence * 100) / 100,
    evidenceUsed: used
      .map((u) => text(u, 1_000))
      .filter((u): u is string => u !== undefined)
      .slice(0, 30),
  };
}

/** Without the team's evidence, a judged status is a simulation read as a finding: back to untested. */
function guard(result: HypothesisStatusResult | undefined, node: HypothesisNode, evidenced: ReadonlySet<string>) {
  if (!result || evidenced.has(node.id) || result.status === 'untested' || result.status === 'parked') return result;
  return {
    ...result,
    status: 'untested' as const,
    confidence: 0,
    rationale: `No finding of the team bears on this yet; simulated results do not count. ${result.rationale}`.slice(
      0,
      4_000,
    ),
  };
}

function wholeStatuses(system: string, data: string): ObjectShape {
  return {
    type: 'object',
    system,
    groups: [{ part: 'whole', fields: ['results'] }],
    what: 'statuses',
    ask: () => ({
      prompt: assemble([data, task('Judge each hypothesis the analyses test.', RULES), answerShape({ results: [] })]),
      schema: ModelStatusesSchema,
    }),
    read: (_field, value) => {
      const read = (listOf(value, ['results']) ?? [])
        .filter(isRecord)
        .map((item) => {
          const id = text(item['hypothesisId'], 64)?.replace(/[^A-Za-z0-9_.:-]+/g, '.');
          return id ? readStatus(item, id) : undefined;
        })
        .filter((r): r is HypothesisStatusResult => r !== undefined);
      return read.length > 0 ? read : undefined;
    },
    assemble: (sofar) => ({ results: (sofar['results'] as HypothesisStatusResult[] | undefined) ?? [] }),
  };
}
