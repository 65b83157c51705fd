import { emptyDocument, type HypothesisNode, type ProjectDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { applyArtefact, isTargetEmpty } from './apply-artefact.js';

const h = (id: string, label: string, children: HypothesisNode[] = []): HypothesisNode => ({
  id,
  label,
  status: 'untested',
  evidence: [],
  children,
});
const withPlan = (): ProjectDocument => ({
  ...emptyDocument(),
  hypothesisTree: { root: h('g', 'G', [h('a', 'A'), h('b', 'B')]) },
  workplan: [
    {
      id: 'w1',
      hypothesisId: 'a',
      analysis: 'Benchmark',
      dataSources: [],
      method: '',
      owner: '',
      due: '',
      status: 'planned',
      priority: 'high',
    },
    {
      id: 'w2',
      hypothesisId: 'b',
      analysis: 'Survey',
      dataSources: [],
      method: '',
      owner: '',
      due: '',
      status: 'planned',
      priority: 'low',
    },
  ],
  analyses: [{ id: 'w1', hypothesisId: 'a', title: 'Benchmark', findings: 'Our own finding' }],
});

describe('taking generated artefacts into the document', () => {
  it('knows which steps are empty', () => {
    const doc = withPlan();
    expect(isTargetEmpty(doc, 'issue-tree')).toBe(true);
    expect(isTargetEmpty(doc, 'hypothesis-tree')).toBe(false);
    expect(isTargetEmpty(doc, 'psw')).toBe(false);
    expect(isTargetEmpty(doc, 'analysis-simulation')).toBe(true);
    expect(isTargetEmpty(doc, 'hypothesis-status')).toBe(false);
  });

  it('replaces only the focused node’s children when expanding a node', () => {
    const generated = { root: h('g', 'Other root', [h('a', 'A', [h('a1', 'A1'), h('a2', 'A2')]), h('x', 'X')]) };
    const doc = applyArtefact(withPlan(), { kind: 'hypothesis-tree', artefact: generated }, { focusNodeId: 'a' });
    expect(doc.hypothesisTree!.root.label).toBe('G');
    expect(doc.hypothesisTree!.root.children.map((c) => c.id)).toEqual(['a', 'b']);
    expect(doc.hypothesisTree!.root.children[0]!.children.map((c) => c.id)).toEqual(['a1', 'a2']);
  });

  it('adds instructions to their analyses and keeps the team’s findings', () => {
    const instruction = {
      analysisId: 'w1',
      objective: 'O',
      dataNeeded: [],
      steps: ['s'],
      method: 'm',
      expectedOutput: 'e',
      pitfalls: [],
    };
    const doc = applyArtefact(withPlan(), { kind: 'analysis-instructions', artefact: { instructions: [instruction] } });
    expect(doc.analyses).toHaveLength(2);
    expect(doc.analyses[0]).toMatchObject({ id: 'w1', findings: 'Our own finding', instructions: instruction });
    expect(doc.analyses[1]).toMatchObject({ id: 'w2', findings: '' });
  });

  it('updates the statuses it is told to, and only those when asked', () => {
    const results = [
      { hypothesisId: 'a', status: 'supported' as const, rationale: 'r', confidence: 0.8, evidenceUsed: [] },
      { hypothesisId: 'b', status: 'refuted' as const, rationale: 'r', confidence: 0.7, evidenceUsed: [] },
      { hypothesisId: 'gone', status: 'refuted' as const, rationale: 'r', confidence: 0.7, evidenceUsed: [] },
    ];
    const all = applyArtefact(withPlan(), { kind: 'hypothesis-status', artefact: { results } });
    expect(all.hypothesisTree!.root.children.map((c) => c.status)).toEqual(['supported', 'refuted']);
    const some = applyArtefact(
      withPlan(),
      { kind: 'hypothesis-status', artefact: { results } },
      { onlyIds: new Set(['b']) },
    );
    expect(some.hypothesisTree!.root.children.map((c) => c.status)).toEqual(['untested', 'refuted']);
  });

  it('drops the analyses of work-plan rows a new plan no longer has', () => {
    const row = {
      id: 'w9',
      hypothesisId: 'a',
      analysis: 'New',
      dataSources: [],
      method: '',
      owner: '',
      due: '',
      status: 'planned' as const,
      priority: 'high' as const,
    };
    const doc = applyArtefact(withPlan(), { kind: 'psw', artefact: { rows: [row] } });
    expect(doc.workplan.map((r) => r.id)).toEqual(['w9']);
    expect(doc.analyses).toEqual([]);
  });
});
