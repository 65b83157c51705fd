import {
  LegacyDocumentSchema,
  ProjectDocumentSchema,
  SnapshotBodyTextSchema,
  walkTree,
  type HypothesisNode,
  type ProjectDocument,
  type TreeNode,
} from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { readExamples } from './examples.js';

const examples = readExamples();
const current = examples.filter((example) => example.version === '1.1');
const legacy = examples.filter((example) => example.version === null);

function depthOf(root: { children: unknown[] }): number {
  let max = 0;
  walkTree(root as TreeNode, (_node, depth) => {
    max = Math.max(max, depth);
  });
  return max;
}

function nodes<N extends { children: N[] }>(root: N): N[] {
  const all: N[] = [];
  walkTree(root, (node) => all.push(node));
  return all;
}

describe('the worked examples', () => {
  it('are at least two complete 1.1 projects and one 1.0 project, with unique keys', () => {
    expect(current.length).toBeGreaterThanOrEqual(2);
    expect(legacy.length).toBeGreaterThanOrEqual(1);
    expect(new Set(examples.map((example) => example.key)).size).toBe(examples.length);
  });

  it('round-trip through the snapshot body contract unchanged', () => {
    for (const example of examples) {
      const parsed = SnapshotBodyTextSchema.parse(example.bodyText);
      expect(JSON.stringify(parsed), example.key).toBe(example.bodyText);
    }
    for (const example of legacy) expect(LegacyDocumentSchema.safeParse(example.body).success).toBe(true);
  });

  describe.each(current.map((example) => [example.key, example] as const))('%s', (_key, example) => {
    const doc: ProjectDocument = ProjectDocumentSchema.parse(example.body);
    const hypotheses = nodes(doc.hypothesisTree!.root as HypothesisNode);
    const hypothesisIds = new Set(hypotheses.map((node) => node.id));
    const rowIds = new Set(doc.workplan.map((row) => row.id));

    it('has a full brief and a problem statement', () => {
      expect(example.problemStatement.length).toBeGreaterThan(200);
      for (const [field, value] of Object.entries(doc.brief)) {
        expect(value.length, `brief.${field}`).toBeGreaterThan(0);
      }
    });

    it('has an issue tree of 3 to 5 branches, each three levels deep', () => {
      const root = doc.issueTree!.root;
      expect(root.children.length).toBeGreaterThanOrEqual(3);
      expect(root.children.length).toBeLessThanOrEqual(5);
      for (const branch of root.children) expect(depthOf(branch), branch.id).toBe(2);
      expect(depthOf(root)).toBe(3);
    });

    it('has a hypothesis tree whose statuses vary and rest on evidence', () => {
      const statuses = new Set(hypotheses.map((node) => node.status));
      for (const status of ['supported', 'refuted', 'inconclusive', 'untested']) expect(statuses).toContain(status);
      const tested = hypotheses.filter((node) => node.status === 'supported' || node.status === 'refuted');
      for (const node of tested) expect(node.evidence.length, node.id).toBeGreaterThan(0);
      for (const node of hypotheses) {
        for (const evidence of node.evidence) {
          if (evidence.analysisId)
            expect(rowIds, `${node.id} -> ${evidence.analysisId}`).toContain(evidence.analysisId);
        }
      }
    });

    it('has a work plan and analyses tied to its hypotheses, with results', () => {
      expect(doc.workplan.length).toBeGreaterThanOrEqual(5);
      for (const row of doc.workplan) expect(hypothesisIds, row.id).toContain(row.hypothesisId);
      for (const analysis of doc.analyses) {
        expect(rowIds, analysis.id).toContain(analysis.id);
        expect(hypothesisIds, analysis.id).toContain(analysis.hypothesisId);
      }
      const done = doc.workplan.filter((row) => row.status === 'done');
      for (const row of done) {
        const analysis = doc.analyses.find((entry) => entry.id === row.id);
        expect(analysis?.findings.length ?? 0, row.id).toBeGreaterThan(50);
      }
      expect(doc.analyses.some((analysis) => analysis.simulation)).toBe(true);
    });

    it('has a storyline that rests on hypothesis ids and key lines', () => {
      const storyline = doc.storyline!;
      expect(storyline.governingThought.length).toBeGreaterThan(50);
      expect(storyline.keyLines.length).toBeGreaterThanOrEqual(3);
      const keyLineIds = new Set(storyline.keyLines.map((line) => line.id));
      for (const line of storyline.keyLines) {
        expect(line.supportingPoints.length).toBeGreaterThan(0);
        for (const point of line.supportingPoints) {
          for (const id of point.hypothesisIds) expect(hypothesisIds, point.id).toContain(id);
        }
      }
      for (const slide of storyline.slides) if (slide.keyLineId) expect(keyLineIds).toContain(slide.keyLineId);
    });
  });
});
