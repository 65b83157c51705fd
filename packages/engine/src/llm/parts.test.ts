import type { AnalysisEntry, HypothesisNode, HypothesisTree, WorkplanRow } from '@caseboard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine, type EngineConfig } from '../engine.js';
import { startFakeModel, type FakeModel, type FakeModelOptions } from '../testing/fake-model.js';
import type { RecordedRequest } from '../testing/loopback-server.js';

/**
 * Large artefacts in parts under a small output cap, over real HTTP to the fake small model: every call
 * fits the cap, a cut-off answer keeps what it finished and only the rest is asked for, lists with holes
 * are completed, references are repaired, and the tree streams branch by branch.
 */
const STATEMENT =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";

let fake: FakeModel | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function engineWith(
  options: FakeModelOptions,
  overrides: Partial<EngineConfig> = {},
  onRequest?: (request: RecordedRequest) => void,
) {
  fake = await startFakeModel(options, onRequest);
  const engine = createEngine({
    provider: 'openai',
    baseUrl: fake.baseUrl,
    model: 'small-model',
    timeoutMs: 5_000,
    maxOutputTokens: 1_000,
    maxRetries: 0,
    ...overrides,
  });
  return { engine, fake };
}

function count(node: { children: unknown[] }): number {
  return 1 + node.children.reduce<number>((sum, child) => sum + count(child as typeof node), 0);
}

/** A hypothesis tree with 5 branches of 5 leaves (25 hypotheses to test) and two analyses for each. */
function bigPlan(): { hypothesisTree: HypothesisTree; workplan: WorkplanRow[] } {
  const node = (id: string, label: string, children: HypothesisNode[] = []): HypothesisNode => ({
    id,
    label,
    status: 'untested',
    evidence: [],
    children,
  });
  const areas = ['Revenue', 'Fuel', 'Crew', 'Fleet', 'Network'];
  const levers = ['pricing', 'volume', 'mix', 'contracts', 'productivity'];
  const root = node(
    'h',
    'The airline restores an 8% margin within 24 months',
    areas.map((area, i) =>
      node(
        `h.${i + 1}`,
        `${area} levers close part of the gap`,
        levers.map((lever, j) => node(`h.${i + 1}.${j + 1}`, `${area} ${lever} adds at least one point of margin`)),
      ),
    ),
  );
  const leaves = root.children.flatMap((branch) => branch.children);
  const workplan = leaves.flatMap((leaf, i) =>
    [0, 1].map((k): WorkplanRow => ({
      id: `a.${i * 2 + k + 1}`,
      hypothesisId: leaf.id,
      analysis: `${leaf.label}: ${k === 0 ? 'benchmark' : 'trend'}`,
      dataSources: ['Finance ledger'],
      method: 'Compare with peers',
      owner: 'Analyst',
      due: 'Week 1',
      status: 'planned',
      priority: 'high',
    })),
  );
  return { hypothesisTree: { root }, workplan };
}

describe('a 1,000-token output cap', () => {
  it('still gives a whole 60-node issue tree, every call under the cap', async () => {
    const { engine, fake } = await engineWith({});
    const { artefact } = await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(count(artefact.root)).toBeGreaterThanOrEqual(60);
    expect(artefact.root.children.every((branch) => branch.children.every((sub) => sub.children.length === 4))).toBe(
      true,
    );
    // In one call the tree would not have fitted: it is longer than 1,000 tokens (about 4,000 characters).
    expect(JSON.stringify(artefact).length).toBeGreaterThan(4_000);
    expect(fake.asked.every((ask) => ask.maxTokens <= 1_000)).toBe(true);
  });

  it('still gives instructions for 25 hypotheses with two analyses each, in batches that fit the cap', async () => {
    const { engine, fake } = await engineWith({});
    const context = bigPlan();
    const { artefact } = await engine.generate('analysis-instructions', { problemStatement: STATEMENT, context });

    expect(artefact.instructions.map((i) => i.analysisId)).toEqual(context.workplan.map((row) => row.id));
    expect(artefact.instructions.every((i) => i.steps.length === 5 && i.objective.length > 0)).toBe(true);
    expect(fake.asked.every((ask) => ask.maxTokens <= 1_000 && !ask.cut)).toBe(true);
    // About 80,000 characters: some 20,000 tokens asked for in parts of at most 1,000.
    expect(JSON.stringify(artefact).length).toBeGreaterThan(50 * 1_000);
  });

  it('keeps the finished items of a batch the cap cut off and asks for fewer at a time', async () => {
    const { engine, fake } = await engineWith({ longItems: true });
    const context = bigPlan();
    const { artefact } = await engine.generate('analysis-instructions', { problemStatement: STATEMENT, context });

    expect(artefact.instructions.map((i) => i.analysisId)).toEqual(context.workplan.map((row) => row.id));
    const asks = fake.asked.filter((ask) => ask.part === 'analysis-instructions');
    expect(asks[0]).toMatchObject({ cut: true });
    expect(asks[0]!.target).toHaveLength(2);
    // The first of the cut batch was kept; only the second was asked again, and one at a time from then on.
    expect(asks[1]!.target).toEqual([asks[0]!.target[1]]);
    expect(asks.slice(1).every((ask) => ask.target.length === 1 && !ask.cut)).toBe(true);
  });
});

describe('an answer cut off at the cap', () => {
  it('keeps the sub-issues it finished and asks only for the rest of the branch', async () => {
    const { engine, fake } = await engineWith({}, { maxOutputTokens: 300 });
    const { artefact } = await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(fake.asked.some((ask) => ask.cut)).toBe(true);
    const followUps = fake.requests.filter((r) => JSON.stringify(r.body['messages']).includes('already has'));
    expect(followUps.length).toBeGreaterThan(0);
    // Whole all the same: 4 branches x 3 sub-issues x 4 below them, named by path.
    expect(count(artefact.root)).toBe(65);
    expect(artefact.root.children[3]!.children[2]!.children.map((n) => n.id)).toEqual([
      'i.4.3.1',
      'i.4.3.2',
      'i.4.3.3',
      'i.4.3.4',
    ]);
  });

  it('asks one level at a time when not even one sub-issue with its own fits the cap', async () => {
    const { engine, fake } = await engineWith({}, { maxOutputTokens: 100 });
    const { artefact } = await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(count(artefact.root)).toBe(65);
    expect(fake.asked.some((ask) => ask.part === 'issue-tree.branch' && ask.target[0] === 'i.1.1')).toBe(true);
  });
});

describe('streaming a tree', () => {
  it('gives the caller the first branch before the last branch is asked for', async () => {
    const events: string[] = [];
    const { engine } = await engineWith({}, {}, (request) => {
      const text = JSON.stringify(request.body['messages']);
      const branch = /Write the sub-issues under branch (\S+) /.exec(text)?.[1];
      events.push(branch ? `asked ${branch}` : 'asked top');
    });
    await engine.generate(
      'issue-tree',
      { problemStatement: STATEMENT },
      {
        onPartial: (partial) => {
          const first = (partial as { root: { children: Array<{ children: unknown[] }> } }).root.children[0];
          if (first && first.children.length > 0 && !events.includes('first branch seen'))
            events.push('first branch seen');
        },
      },
    );

    expect(events.indexOf('asked i.4')).toBeGreaterThan(0);
    expect(events.indexOf('first branch seen')).toBeGreaterThan(events.indexOf('asked i.1'));
    expect(events.indexOf('first branch seen')).toBeLessThan(events.indexOf('asked i.4'));
  });
});

describe('an answer that is not complete', () => {
  it('asks for the statuses the model left out, not for the whole list', async () => {
    const { engine, fake } = await engineWith({ missLastItem: true }, { maxOutputTokens: 4_000 });
    const { hypothesisTree } = bigPlan();
    const { artefact } = await engine.generate('hypothesis-status', {
      problemStatement: STATEMENT,
      context: { hypothesisTree },
    });

    expect(artefact.results).toHaveLength(31);
    expect(new Set(artefact.results.map((r) => r.hypothesisId)).size).toBe(31);
    // Each answer left one hypothesis out; only those were asked for again, once each.
    const asked = fake.asked.filter((ask) => ask.part === 'hypothesis-status').flatMap((ask) => ask.target);
    const repeats = asked.length - 31;
    expect(repeats).toBeGreaterThan(0);
    expect(repeats).toBeLessThan(fake.asked.length);
    expect(new Set(asked).size).toBe(31);
  });

  it('asks again for a branch the model left empty', async () => {
    const { engine, fake } = await engineWith({ emptyAnswers: 2, emptyPart: 'issue-tree.branch' });
    const { artefact } = await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(fake.asked.slice(0, 4).map((a) => `${a.part} ${a.target.join()}`)).toEqual([
      'issue-tree.top ',
      'issue-tree.branch i.1',
      'issue-tree.branch i.1',
      'issue-tree.branch i.1',
    ]);
    expect(count(artefact.root)).toBe(65);
  });
});

describe('references a model writes loosely', () => {
  it('are taken to the real hypothesis or analysis, and what matches nothing is dropped with a note', async () => {
    const { engine } = await engineWith({ looseRefs: true }, { maxOutputTokens: 4_000 });
    const { hypothesisTree, workplan } = bigPlan();

    const plan = await engine.generate('psw', { problemStatement: STATEMENT, context: { hypothesisTree } });
    expect(plan.artefact.rows).toHaveLength(50);
    expect(plan.artefact.rows.map((r) => r.id).slice(0, 3)).toEqual(['a.1', 'a.2', 'a.3']);
    expect(plan.artefact.rows[0]).toMatchObject({ hypothesisId: 'h.1.1', decisionRule: { comparator: 'at-least' } });

    const instructions = await engine.generate('analysis-instructions', {
      problemStatement: STATEMENT,
      context: { hypothesisTree, workplan },
    });
    expect(instructions.artefact.instructions.map((i) => i.analysisId)).toEqual(workplan.map((r) => r.id));

    const story = await engine.generate('storyline', { problemStatement: STATEMENT, context: { hypothesisTree } });
    const cited = story.artefact.keyLines.flatMap((k) => k.supportingPoints.flatMap((p) => p.hypothesisIds));
    expect(cited).not.toContain('h.99');
    expect(cited.length).toBeGreaterThan(0);
    expect(story.notes).toEqual(expect.arrayContaining([expect.stringContaining('matched no node')]));
    expect(story.artefact.slides.every((s) => ['k1', 'k2', 'k3'].includes(s.keyLineId!))).toBe(true);
  });
});

describe('simulated results', () => {
  it('are never read as findings: a status only simulations support goes back to untested', async () => {
    const { engine } = await engineWith({ claimSupported: true }, { maxOutputTokens: 4_000 });
    const { hypothesisTree, workplan } = bigPlan();
    const simulation = (row: WorkplanRow): AnalysisEntry => ({
      id: row.id,
      hypothesisId: row.hypothesisId,
      title: row.analysis,
      findings: row.id === 'a.1' ? 'The benchmark confirms the gap: fares are 6% below peers.' : '',
      simulation: {
        analysisId: row.id,
        hypothesisId: row.hypothesisId,
        simulated: true,
        dataset: { columns: [{ key: 'x', label: 'x' }], rows: [] },
        chart: { type: 'bar', title: 't', x: 'x', y: ['x'] },
        finding: 'Simulated support',
        implication: { hypothesisId: row.hypothesisId, direction: 'supports', text: 'Supports' },
      },
    });
    const analyses = workplan.map(simulation);
    const { artefact } = await engine.generate('hypothesis-status', {
      problemStatement: STATEMENT,
      context: { hypothesisTree, workplan, analyses },
    });
    const status = (id: string) => artefact.results.find((r) => r.hypothesisId === id)!;

    expect(status('h.1.1')).toMatchObject({ status: 'supported' });
    expect(status('h.1')).toMatchObject({ status: 'supported' });
    expect(status('h.1.2')).toMatchObject({ status: 'untested', confidence: 0 });
    expect(status('h.2')).toMatchObject({ status: 'untested' });
    expect(status('h.2').rationale).toContain('simulated results do not count');
  });
});
