import { emptyDocument, ProjectDocumentSchema, type LegacyDocument, type ProjectDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { brokenLinks, linkSupportingPoint, linkWorkplanRow } from './document-ops.js';
import { migrateLegacyDocument } from './migrate-legacy.js';
import { removeNode } from './tree-ops.js';

const legacy: LegacyDocument = {
  issueTree: {
    root: {
      id: 'q',
      title: 'How can the airline restore an 8% margin?',
      children: [
        { id: 'rev', title: 'Can revenue per passenger rise?' },
        { id: 'cost', title: 'Can cost per passenger fall?' },
      ],
    },
  },
  hypotheses: [
    { id: 'h1', text: 'Ancillary revenue lags peers by 30%', issueId: 'rev', status: 'confirmed' },
    { id: 'h2', text: 'Fuel hedging is too short', issueId: 'cost', status: 'rejected' },
    { id: 'h3', text: 'Crew costs are above benchmark', status: 'open' },
  ],
  storyline: {
    governingThought: 'Pricing and cost actions restore 8% within 24 months',
    points: ['Raise ancillaries', 'Cut crew cost'],
  },
};

describe('migrating a 1.0 document', () => {
  it('keeps every issue, hypothesis and point, with statuses mapped and links intact', () => {
    const doc = migrateLegacyDocument(legacy);
    expect(ProjectDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.version).toBe('1.1');
    expect(doc.brief.keyQuestion).toBe('How can the airline restore an 8% margin?');
    expect(doc.issueTree!.root.children.map((c) => c.label)).toEqual([
      'Can revenue per passenger rise?',
      'Can cost per passenger fall?',
    ]);
    const root = doc.hypothesisTree!.root;
    expect(root.label).toBe('Pricing and cost actions restore 8% within 24 months');
    expect(root.children.map((c) => c.label)).toEqual([
      'Can revenue per passenger rise?',
      'Can cost per passenger fall?',
      'Crew costs are above benchmark',
    ]);
    expect(root.children[0]!.children[0]).toMatchObject({ id: 'h1', status: 'supported' });
    expect(root.children[1]!.children[0]).toMatchObject({ id: 'h2', status: 'refuted' });
    expect(root.children[2]).toMatchObject({ id: 'h3', status: 'untested' });
    expect(doc.storyline!.keyLines.map((l) => l.statement)).toEqual(['Raise ancillaries', 'Cut crew cost']);
  });

  it('loses no storyline point beyond the seven key lines a storyline holds', () => {
    const points = Array.from({ length: 10 }, (_, i) => `Point ${i + 1}`);
    const doc = migrateLegacyDocument({ storyline: { governingThought: 'G', points } });
    const texts = doc.storyline!.keyLines.flatMap((l) => [l.statement, ...l.supportingPoints.map((p) => p.text)]);
    expect(doc.storyline!.keyLines).toHaveLength(7);
    expect(texts).toEqual(points);
  });

  it('makes 1.0 ids that 1.1 does not accept into valid unique ids, and keeps the hypotheses linked', () => {
    const doc = migrateLegacyDocument({
      issueTree: {
        root: {
          id: 'key question',
          title: 'Why did churn rise?',
          children: [
            { id: 'price / value', title: 'Is the price too high for the value?' },
            { id: 'price-value', title: 'Is onboarding too slow?' },
          ],
        },
      },
      hypotheses: [
        { id: 'hyp #1', text: 'Price rose 20% with no new features', issueId: 'price / value', status: 'open' },
      ],
    });
    expect(ProjectDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.issueTree!.root.id).toBe('key-question');
    expect(doc.issueTree!.root.children.map((c) => c.id)).toEqual(['price-value', 'price-value-2']);
    const group = doc.hypothesisTree!.root.children[0]!;
    expect(group.label).toBe('Is the price too high for the value?');
    expect(group.children[0]).toMatchObject({ id: 'hyp-1', label: 'Price rose 20% with no new features' });
  });

  it('turns an empty 1.0 document into an empty 1.1 document', () => {
    expect(migrateLegacyDocument({}, 'Why did churn rise?')).toMatchObject({
      issueTree: null,
      hypothesisTree: null,
      brief: { keyQuestion: 'Why did churn rise?' },
    });
  });
});

describe('links across the chain', () => {
  const doc = (): ProjectDocument => ({
    ...emptyDocument(),
    hypothesisTree: {
      root: {
        id: 'h',
        label: 'G',
        status: 'untested',
        evidence: [],
        children: [{ id: 'h1', label: 'H1', status: 'untested', evidence: [], children: [] }],
      },
    },
    workplan: [
      {
        id: 'w1',
        hypothesisId: 'h1',
        analysis: 'Benchmark',
        dataSources: [],
        method: '',
        owner: '',
        due: '',
        status: 'planned',
        priority: 'high',
      },
    ],
    storyline: {
      governingThought: 'G',
      situation: '',
      complication: '',
      resolution: '',
      slides: [],
      keyLines: [{ id: 'k1', statement: 'S', supportingPoints: [{ id: 'p1', text: 'P', hypothesisIds: ['h1'] }] }],
    },
  });

  it('relink a work-plan row and a supporting point', () => {
    const linked = linkSupportingPoint(linkWorkplanRow(doc(), 'w1', 'h'), 'p1', ['h', 'h', 'h1']);
    expect(linked.workplan[0]!.hypothesisId).toBe('h');
    expect(linked.storyline!.keyLines[0]!.supportingPoints[0]!.hypothesisIds).toEqual(['h', 'h1']);
  });

  it('report references to hypotheses that were removed', () => {
    const before = doc();
    const after = { ...before, hypothesisTree: removeNode(before.hypothesisTree!, 'h1') };
    expect(brokenLinks(before)).toEqual([]);
    expect(brokenLinks(after)).toEqual([
      { where: 'workplan', id: 'w1', hypothesisId: 'h1' },
      { where: 'storyline', id: 'p1', hypothesisId: 'h1' },
    ]);
  });
});
