import {
  artefactSchemas,
  type GenerationRequest,
  type HypothesisTree,
  type IssueTree,
  type TreeDiffRequest,
  type TreeNode,
  type Workplan,
} from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.js';
import { EngineError } from './errors.js';
import { ANALYSIS_LIBRARY } from './offline/analyses/library.js';

const engine = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });
const AIRLINE =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";
const CHURN = 'A telecom operator’s mobile churn rose from 1.2% to 2% per month. How can it reduce churn?';

function ids(root: { id: string; children: Array<{ id: string; children: unknown[] }> }): string[] {
  const out: string[] = [];
  const visit = (node: { id: string; children: unknown[] }) => {
    out.push(node.id);
    (node.children as Array<{ id: string; children: unknown[] }>).forEach(visit);
  };
  visit(root);
  return out;
}

function collect(root: TreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    out.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  return out;
}

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('the offline engine', () => {
  it('answers every artefact kind with an artefact that passes its contract', async () => {
    const issueTree = (await engine.generate('issue-tree', { problemStatement: AIRLINE })).artefact;
    for (const kind of Object.keys(artefactSchemas) as Array<keyof typeof artefactSchemas>) {
      const request: GenerationRequest | TreeDiffRequest =
        kind === 'hypothesis-tree-diff'
          ? {
              before: (await engine.generate('hypothesis-tree', { problemStatement: AIRLINE })).artefact,
              after: { root: { id: 'h', label: 'x', status: 'untested' as const, evidence: [], children: [] } },
            }
          : { problemStatement: AIRLINE, context: { issueTree } };
      const result = await engine.generate(kind, request);
      expect(artefactSchemas[kind].safeParse(result.artefact).success).toBe(true);
      expect(result.meta).toMatchObject({ provider: 'offline', model: 'offline' });
    }
  });

  it('gives the same output for the same input, and different trees for different problems', async () => {
    const a = await engine.generate('storyline', { problemStatement: CHURN });
    const b = await engine.generate('storyline', { problemStatement: CHURN });
    expect(a.artefact).toEqual(b.artefact);
    const airline = await engine.generate('issue-tree', { problemStatement: AIRLINE });
    const churn = await engine.generate('issue-tree', { problemStatement: CHURN });
    expect(airline.artefact.root.label).not.toBe(churn.artefact.root.label);
    expect(airline.artefact.root.children[0]!.label).not.toBe(churn.artefact.root.children[0]!.label);
  });

  it('writes the issue tree in the problem’s own terms, MECE by its own lint', async () => {
    const { artefact } = await engine.generate('issue-tree', { problemStatement: AIRLINE });
    expect(artefact.root.label).toBe(
      'How can the airline restore its operating margin from 2% to 8% within 24 months?',
    );
    expect(artefact.root.notes).toContain('Metric: operating margin (today 2%, target 8%)');
    expect(artefact.root.notes).toContain('Gap: 6 percentage points');
    expect(JSON.stringify(artefact)).toContain('revenue per passenger');
    expect(lintTree(artefact).filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('streams a tree branch by branch and ends with the whole tree', async () => {
    const partials: unknown[] = [];
    const { artefact } = await engine.generate(
      'issue-tree',
      { problemStatement: AIRLINE },
      { onPartial: (p) => partials.push(p) },
    );
    expect(partials.length).toBe(artefact.root.children.length);
    const sizes = partials.map((p) => (p as IssueTree).root.children.length);
    expect(sizes).toEqual([...sizes].sort((x, y) => x - y));
    expect((partials[0] as IssueTree).root.label).toBe(artefact.root.label);
  });

  it('stops when the caller aborts, before or while streaming', async () => {
    const before = new AbortController();
    before.abort();
    expect((await failure(engine.generate('psw', { problemStatement: AIRLINE }, { signal: before.signal }))).code).toBe(
      'generation_cancelled',
    );
    const during = new AbortController();
    const error = await failure(
      engine.generate(
        'issue-tree',
        { problemStatement: AIRLINE },
        { signal: during.signal, onPartial: () => during.abort() },
      ),
    );
    expect(error).toMatchObject({ code: 'generation_cancelled', status: 499 });
  });

  it('regenerates only the focus node’s subtree and keeps every other id', async () => {
    const { artefact: tree } = await engine.generate('issue-tree', { problemStatement: AIRLINE });
    const edited = structuredClone(tree);
    const focus = edited.root.children[1]!;
    focus.label = 'Can the airline cut the cost of its regional routes?';
    focus.children = [];
    const { artefact } = await engine.generate('issue-tree', {
      problemStatement: AIRLINE,
      context: { issueTree: edited, focusNodeId: focus.id },
    });
    const regenerated = artefact.root.children[1]!;
    expect(regenerated.label).toBe(focus.label);
    expect(regenerated.children.length).toBeGreaterThanOrEqual(3);
    expect(regenerated.children.every((c) => c.id.startsWith(`${focus.id}.`))).toBe(true);
    expect(JSON.stringify(regenerated.children)).toMatch(/pay less|use less|productive/);
    const others = (t: IssueTree) => t.root.children.filter((_, i) => i !== 1);
    expect(others(artefact)).toEqual(others(tree));
  });

  it('regenerates the sub-hypotheses of one hypothesis only', async () => {
    const { artefact: tree } = await engine.generate('hypothesis-tree', { problemStatement: CHURN });
    const edited = structuredClone(tree);
    const focus = edited.root.children[2]!;
    focus.label = 'Price increases drive most of the churn';
    focus.children = [];
    const { artefact } = await engine.generate('hypothesis-tree', {
      problemStatement: CHURN,
      context: { hypothesisTree: edited, focusNodeId: focus.id },
    });
    const regenerated = artefact.root.children[2]!;
    expect(regenerated.label).toBe(focus.label);
    expect(regenerated.children.length).toBeGreaterThanOrEqual(3);
    expect(regenerated.children.every((c) => c.id.startsWith(`${focus.id}.`) && c.status === 'untested')).toBe(true);
    expect(artefact.root.children.filter((_, i) => i !== 2)).toEqual(tree.root.children.filter((_, i) => i !== 2));
  });

  it('generates again with another split, keeping the nodes the team wrote or edited', async () => {
    const first = (await engine.generate('issue-tree', { problemStatement: AIRLINE })).artefact;
    const edited = structuredClone(first);
    const mine = edited.root.children[1]!.children[0]!;
    mine.label = 'Has the airline lost corporate contracts to the low-cost carriers?';
    delete mine.generated;
    edited.root.children[2]!.children.push({ id: 'n7', label: 'Are the new routes losing money?', children: [] });
    const again = (await engine.generate('issue-tree', { problemStatement: AIRLINE, context: { issueTree: edited } }))
      .artefact;
    const labels = (root: TreeNode) => collect(root).map((n) => n.label);
    const before = new Set(labels(first.root));
    const shared = labels(again.root).filter((label) => before.has(label));
    expect(shared.length).toBeLessThan(before.size / 2);
    const kept = collect(again.root);
    expect(kept.find((n) => n.id === mine.id)?.label).toBe(mine.label);
    expect(kept.find((n) => n.id === 'n7')?.label).toBe('Are the new routes losing money?');
    expect(new Set(kept.map((n) => n.id)).size).toBe(kept.length);
    const third = (await engine.generate('issue-tree', { problemStatement: AIRLINE, context: { issueTree: again } }))
      .artefact;
    expect(third.root.children[0]!.label).toBe(first.root.children[0]!.label);
  });

  it('refuses a focus node that is not in the tree', async () => {
    const { artefact: tree } = await engine.generate('issue-tree', { problemStatement: AIRLINE });
    const error = await failure(
      engine.generate('issue-tree', { problemStatement: AIRLINE, context: { issueTree: tree, focusNodeId: 'nope' } }),
    );
    expect(error).toMatchObject({ code: 'invalid_request', status: 400 });
  });

  it('builds hypotheses as claims from the team’s own issue tree, linked by id', async () => {
    const issueTree: IssueTree = {
      root: {
        id: 'q',
        label: 'How can the operator bring churn back to 1.2%?',
        children: [
          { id: 'q1', label: 'Is churn highest among prepaid subscribers?', children: [] },
          { id: 'q2', label: 'Do competitors undercut our prices?', children: [] },
          { id: 'q3', label: 'Has network quality fallen in rural areas?', children: [] },
        ],
      },
    };
    const { artefact } = await engine.generate('hypothesis-tree', { problemStatement: CHURN, context: { issueTree } });
    expect(artefact.root.children.map((h) => [h.id, h.label])).toEqual([
      ['h:q1', 'Churn is highest among prepaid subscribers'],
      ['h:q2', 'Competitors undercut our prices'],
      ['h:q3', 'Network quality has fallen in rural areas'],
    ]);
    expect(lintTree(artefact, { treeKind: 'hypothesis' }).filter((f) => f.code === 'hypothesis_not_claim')).toEqual([]);
  });

  it('plans analyses from the library for every hypothesis of the given tree', async () => {
    const hypothesisTree = (await engine.generate('hypothesis-tree', { problemStatement: CHURN })).artefact;
    const { artefact } = await engine.generate('psw', { problemStatement: CHURN, context: { hypothesisTree } });
    const known = new Set(ids(hypothesisTree.root));
    const leaves = ids(hypothesisTree.root).filter((id) => id.split('.').length === 3);
    expect(artefact.rows.every((row) => known.has(row.hypothesisId))).toBe(true);
    expect(new Set(artefact.rows.map((r) => r.hypothesisId))).toEqual(new Set(leaves));
    const library = new Set<string>(ANALYSIS_LIBRARY.map((a) => a.id));
    expect(artefact.rows.every((row) => row.analysisType && library.has(row.analysisType))).toBe(true);
    expect(ANALYSIS_LIBRARY.length).toBeGreaterThanOrEqual(30);
  });

  it('writes instructions for exactly the analyses of the given plan', async () => {
    const workplan: Workplan['rows'] = (await engine.generate('psw', { problemStatement: CHURN })).artefact.rows.slice(
      0,
      3,
    );
    const { artefact } = await engine.generate('analysis-instructions', {
      problemStatement: CHURN,
      context: { workplan },
    });
    expect(artefact.instructions.map((i) => i.analysisId)).toEqual(workplan.map((r) => r.id));
    expect(artefact.instructions[0]!.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('labels simulations as illustrations that decide nothing and show the rule’s threshold', async () => {
    const { artefact } = await engine.generate('analysis-simulation', { problemStatement: AIRLINE });
    expect(artefact.disclaimer).toMatch(/illustrations only/i);
    expect(artefact.simulations.every((s) => s.simulated && s.finding.startsWith('Illustration, not data'))).toBe(true);
    expect(artefact.simulations.every((s) => s.implication.direction === 'inconclusive')).toBe(true);
    // Each illustration shows where its decision rule's threshold lies, so nobody reads it as a finding.
    const workplan = (await engine.generate('psw', { problemStatement: AIRLINE })).artefact.rows;
    for (const simulation of artefact.simulations) {
      const rule = workplan.find((row) => row.id === simulation.analysisId)?.decisionRule;
      if (!rule) continue;
      const values = simulation.dataset.rows.flatMap((row) => Object.values(row));
      expect(values).toContain(rule.threshold);
    }
  });

  it('sets statuses from the team’s results against the plan’s rules, never from illustrations or bare text', async () => {
    const hypothesisTree: HypothesisTree = (await engine.generate('hypothesis-tree', { problemStatement: CHURN }))
      .artefact;
    const workplan = (await engine.generate('psw', { problemStatement: CHURN, context: { hypothesisTree } })).artefact
      .rows;
    const [first, second] = [workplan[0]!, workplan.find((row) => row.hypothesisId !== workplan[0]!.hypothesisId)!];
    const rule = first.decisionRule!;
    const beyond =
      rule.comparator === 'above' || rule.comparator === 'at-least' ? rule.threshold + 5 : rule.threshold - 5;
    const illustrations = (
      await engine.generate('analysis-simulation', { problemStatement: CHURN, context: { hypothesisTree, workplan } })
    ).artefact.simulations;
    const { artefact } = await engine.generate('hypothesis-status', {
      problemStatement: CHURN,
      context: {
        hypothesisTree,
        workplan,
        analyses: [
          {
            id: first.id,
            hypothesisId: first.hypothesisId,
            title: first.analysis,
            findings: '',
            result: { value: beyond, reason: '', source: '' },
          },
          {
            id: second.id,
            hypothesisId: second.hypothesisId,
            title: second.analysis,
            findings: 'Clearly confirmed by the data.',
            simulation: illustrations.find((s) => s.analysisId === second.id)!,
          },
        ],
      },
    });
    const decided = artefact.results.find((r) => r.hypothesisId === first.hypothesisId)!;
    expect(decided).toMatchObject({ status: 'supported', evidenceUsed: [first.id] });
    expect(decided.rationale).toContain(`${first.id} measured ${beyond}`);
    const undecided = artefact.results.find((r) => r.hypothesisId === second.hypothesisId)!;
    expect(undecided.status).toBe('untested');
    expect(artefact.results.map((r) => r.hypothesisId)).toEqual(ids(hypothesisTree.root));
    const verdict = (
      await engine.generate('hypothesis-status', {
        problemStatement: CHURN,
        context: {
          hypothesisTree,
          workplan,
          analyses: [
            {
              id: second.id,
              hypothesisId: second.hypothesisId,
              title: second.analysis,
              findings: '',
              result: { verdict: 'refutes', reason: 'Flat across segments', source: '' },
            },
          ],
        },
      })
    ).artefact.results.find((r) => r.hypothesisId === second.hypothesisId)!;
    expect(verdict.status).toBe('refuted');
    expect(verdict.rationale).toContain('Flat across segments');
    const none = (await engine.generate('hypothesis-status', { problemStatement: CHURN })).artefact;
    expect(none.results.every((r) => r.status === 'untested')).toBe(true);
  });

  it('tells a storyline led by the evidence, citing hypotheses that exist', async () => {
    const hypothesisTree = (await engine.generate('hypothesis-tree', { problemStatement: AIRLINE })).artefact;
    const { artefact } = await engine.generate('storyline', { problemStatement: AIRLINE, context: { hypothesisTree } });
    const known = new Set(ids(hypothesisTree.root));
    const cited = artefact.keyLines.flatMap((k) => k.supportingPoints.flatMap((p) => p.hypothesisIds));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((id) => known.has(id))).toBe(true);
    expect(artefact.slides[0]!.actionTitle).toBe(artefact.governingThought);
    expect(artefact.keyLines.length).toBeGreaterThanOrEqual(3);
  });

  it('diffs two hypothesis trees: an added and a changed node', async () => {
    const before = (await engine.generate('hypothesis-tree', { problemStatement: CHURN })).artefact;
    const after = structuredClone(before);
    after.root.children[0]!.label = 'Churn is concentrated among prepaid subscribers on old plans';
    after.root.children[1]!.children.push({
      id: 'h.new',
      label: 'Roaming fees drive churn',
      status: 'untested',
      evidence: [],
      children: [],
    });
    const { artefact } = await engine.generate('hypothesis-tree-diff', { before, after });
    expect(artefact.added.map((a) => a.id)).toEqual(['h.new']);
    expect(artefact.changed.map((c) => c.id)).toEqual([before.root.children[0]!.id]);
    expect(artefact.summary.text).toBe('1 added, 1 changed');
  });

  it('refuses unknown models and requests that break the contract', async () => {
    expect((await failure(engine.generate('issue-tree', { problemStatement: AIRLINE, model: 'gpt-x' }))).code).toBe(
      'unknown_model',
    );
    expect((await failure(engine.generate('issue-tree', { problemStatement: '' }))).code).toBe('invalid_request');
    expect(engine.models()).toEqual([{ id: 'offline', label: 'Caseboard offline engine', provider: 'offline' }]);
  });

  it('keeps ids valid and unique in every tree it writes', async () => {
    const { artefact } = await engine.generate('hypothesis-tree', { problemStatement: AIRLINE });
    const all = ids(artefact.root);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => /^[A-Za-z0-9_.:-]+$/.test(id))).toBe(true);
    const node: TreeNode = artefact.root;
    expect(node.label).toMatch(/^The airline can restore its operating margin from 2% to 8% within 24 months/);
  });
});
