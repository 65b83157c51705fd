import {
  LegacyDocumentSchema,
  ProjectDocumentSchema,
  SnapshotBodyTextSchema,
  type LegacyDocument,
  type LegacyNode,
} from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { migrateLegacyDocument } from './migrate-legacy.js';
import {
  LEGACY_LIMITS,
  addLegacyHypothesis,
  addLegacyIssueAfter,
  addLegacyIssueChild,
  addLegacyStorylinePoint,
  compareLegacyDocuments,
  freshLegacyId,
  legacyIssueRows,
  moveLegacyIssue,
  moveLegacyStorylinePoint,
  removeLegacyHypothesis,
  removeLegacyIssue,
  removeLegacyStorylinePoint,
  renameLegacyIssue,
  setLegacyGoverningThought,
  setLegacyProblemStatement,
  setLegacyStorylinePoint,
  startLegacyIssueTree,
  updateLegacyHypothesis,
} from './legacy-ops.js';

const sample = (): LegacyDocument => ({
  problemStatement: 'Margins fell',
  issueTree: {
    root: {
      id: 'q',
      title: 'How can the airline restore an 8% margin?',
      children: [
        {
          id: 'rev',
          title: 'Can revenue per passenger rise?',
          children: [
            { id: 'anc', title: 'Ancillaries' },
            { id: 'fare', title: 'Fares' },
          ],
        },
        { id: 'cost', title: 'Can cost per passenger fall?' },
      ],
    },
  },
  hypotheses: [
    { id: 'h1', text: 'Ancillary revenue lags peers', issueId: 'anc', status: 'confirmed' },
    { id: 'h2', text: 'Crew costs are above benchmark', issueId: 'cost', status: 'open' },
  ],
  storyline: { governingThought: 'Pricing and cost restore 8%', points: ['Raise ancillaries', 'Cut crew cost'] },
});

const outline = (doc: LegacyDocument) => legacyIssueRows(doc).map((row) => `${row.number || '-'} ${row.id}`);
const valid = (doc: LegacyDocument) => LegacyDocumentSchema.safeParse(doc).success;

describe('the classic issue tree', () => {
  it('lists the outline in reading order with outline numbers and what each line allows', () => {
    const rows = legacyIssueRows(sample());
    expect(rows.map((row) => `${row.number || '-'} ${row.id}`)).toEqual([
      '- q',
      '1 rev',
      '1.1 anc',
      '1.2 fare',
      '2 cost',
    ]);
    expect(rows[0]).toMatchObject({ depth: 0, parentId: null, descendants: 4, canRemove: false, canAddSibling: false });
    expect(rows[1]).toMatchObject({ depth: 1, parentId: 'q', descendants: 2, canMoveUp: false, canMoveDown: true });
    expect(rows[4]).toMatchObject({ canMoveUp: true, canMoveDown: false, canRemove: true, canAddChild: true });
  });

  it('starts with a key question, and renames a node inline without touching the rest', () => {
    const started = startLegacyIssueTree({}, 'q1', 'Why did churn rise?');
    expect(started.issueTree).toEqual({ root: { id: 'q1', title: 'Why did churn rise?' } });
    expect(startLegacyIssueTree(started, 'other')).toBe(started);

    const doc = sample();
    const renamed = renameLegacyIssue(doc, 'fare', 'Can fares rise without losing load factor?');
    expect(renamed.issueTree!.root.children![0]!.children![1]!.title).toBe(
      'Can fares rise without losing load factor?',
    );
    expect(renamed.hypotheses).toBe(doc.hypotheses);
    expect(renameLegacyIssue(doc, 'fare', 'Fares')).toBe(doc);
    expect(renameLegacyIssue(doc, 'missing', 'x')).toBe(doc);
    expect(
      renameLegacyIssue(doc, 'fare', 'x'.repeat(2_000)).issueTree!.root.children![0]!.children![1]!.title,
    ).toHaveLength(LEGACY_LIMITS.title);
  });

  it('adds a child at the end and a sibling right after, both empty, keeping the 1.0 shape', () => {
    const withChild = addLegacyIssueChild(sample(), 'cost', 'i7');
    expect(outline(withChild)).toEqual(['- q', '1 rev', '1.1 anc', '1.2 fare', '2 cost', '2.1 i7']);
    expect(withChild.issueTree!.root.children![1]).toEqual({
      id: 'cost',
      title: 'Can cost per passenger fall?',
      children: [{ id: 'i7', title: '' }],
    });
    const withSibling = addLegacyIssueAfter(withChild, 'anc', 'i8');
    expect(outline(withSibling)).toEqual(['- q', '1 rev', '1.1 anc', '1.2 i8', '1.3 fare', '2 cost', '2.1 i7']);
    expect(addLegacyIssueAfter(sample(), 'q', 'i9')).toEqual(sample());
    expect(valid(withSibling)).toBe(true);
  });

  it('moves a node up and down among its siblings, with its subtree, and not past the ends', () => {
    const down = moveLegacyIssue(sample(), 'rev', 1);
    expect(outline(down)).toEqual(['- q', '1 cost', '2 rev', '2.1 anc', '2.2 fare']);
    expect(outline(moveLegacyIssue(down, 'rev', -1))).toEqual(outline(sample()));
    const doc = sample();
    expect(moveLegacyIssue(doc, 'rev', -1)).toBe(doc);
    expect(moveLegacyIssue(doc, 'q', 1)).toBe(doc);
  });

  it('deletes a node with its subtree, never the key question, and unlinks hypotheses that pointed into it', () => {
    const doc = sample();
    const removed = removeLegacyIssue(doc, 'rev');
    expect(outline(removed)).toEqual(['- q', '1 cost']);
    expect(removed.hypotheses).toEqual([
      { id: 'h1', text: 'Ancillary revenue lags peers', status: 'confirmed' },
      { id: 'h2', text: 'Crew costs are above benchmark', issueId: 'cost', status: 'open' },
    ]);
    expect(removeLegacyIssue(doc, 'q')).toBe(doc);
    expect(removeLegacyIssue(doc, 'nowhere')).toBe(doc);
    // The last child gone, the parent is a leaf again, as the classic editor wrote leaves.
    expect(removeLegacyIssue(removeLegacyIssue(doc, 'anc'), 'fare').issueTree!.root.children![0]).toEqual({
      id: 'rev',
      title: 'Can revenue per passenger rise?',
    });
  });

  it('refuses to add beyond 50 children of one node', () => {
    const children: LegacyNode[] = Array.from({ length: LEGACY_LIMITS.children }, (_, i) => ({
      id: `c${i}`,
      title: '',
    }));
    const doc: LegacyDocument = { issueTree: { root: { id: 'q', title: 'Q', children } } };
    expect(valid(doc)).toBe(true);
    const rows = legacyIssueRows(doc);
    expect(rows[0]!.canAddChild).toBe(false);
    expect(rows[1]!.canAddSibling).toBe(false);
    expect(rows[1]!.canAddChild).toBe(true);
    expect(addLegacyIssueChild(doc, 'q', 'x')).toBe(doc);
    expect(addLegacyIssueAfter(doc, 'c0', 'x')).toBe(doc);
    // One fewer, and the schema's limit is reached exactly.
    const oneLess: LegacyDocument = { issueTree: { root: { id: 'q', title: 'Q', children: children.slice(1) } } };
    const full = addLegacyIssueChild(oneLess, 'q', 'x');
    expect(full.issueTree!.root.children).toHaveLength(LEGACY_LIMITS.children);
    expect(valid(full)).toBe(true);
    expect(
      valid({ issueTree: { root: { id: 'q', title: 'Q', children: [...children, { id: 'y', title: '' }] } } }),
    ).toBe(false);
  });

  it('stops adding at the node count an upgraded issue tree can hold', () => {
    let doc: LegacyDocument = { issueTree: { root: { id: 'q', title: 'Q' } } };
    // Enough branches of 49 issues to reach the limit, none with more children than allowed.
    for (let branch = 0; branch < Math.ceil(LEGACY_LIMITS.nodes / 50); branch += 1) {
      const branchId = `b${branch}`;
      doc = addLegacyIssueChild(doc, 'q', branchId);
      for (let leaf = 0; leaf < 49 && legacyIssueRows(doc).length < LEGACY_LIMITS.nodes; leaf += 1) {
        doc = addLegacyIssueChild(doc, branchId, `${branchId}-${leaf}`);
      }
    }
    const rows = legacyIssueRows(doc);
    expect(rows).toHaveLength(LEGACY_LIMITS.nodes);
    expect(rows.every((row) => !row.canAddChild && !row.canAddSibling)).toBe(true);
    expect(addLegacyIssueChild(doc, 'b0', 'one-more')).toBe(doc);
    expect(ProjectDocumentSchema.safeParse(migrateLegacyDocument(doc)).success).toBe(true);
  });

  it('stops nesting at the depth a stored document may reach, and the deepest tree still upgrades', () => {
    let doc: LegacyDocument = { issueTree: { root: { id: 'd0', title: 'Q' } } };
    for (let depth = 1; depth <= LEGACY_LIMITS.depth; depth += 1)
      doc = addLegacyIssueChild(doc, `d${depth - 1}`, `d${depth}`);
    const deepest = legacyIssueRows(doc).at(-1)!;
    expect(deepest).toMatchObject({ id: `d${LEGACY_LIMITS.depth}`, depth: LEGACY_LIMITS.depth, canAddChild: false });
    expect(addLegacyIssueChild(doc, deepest.id, 'deeper')).toBe(doc);
    expect(SnapshotBodyTextSchema.safeParse(JSON.stringify(doc)).success).toBe(true);
    const upgraded = migrateLegacyDocument(doc);
    expect(SnapshotBodyTextSchema.safeParse(JSON.stringify(upgraded)).success).toBe(true);
    // The limit is tight: one level more and the upgraded document could not be stored.
    const deeper = structuredClone(doc);
    let node = deeper.issueTree!.root;
    while (node.children?.[0]) node = node.children[0];
    node.children = [{ id: 'deeper', title: '' }];
    expect(SnapshotBodyTextSchema.safeParse(JSON.stringify(migrateLegacyDocument(deeper))).success).toBe(false);
  });

  it('hands out ids used by neither an issue nor a hypothesis, in the form 1.1 node ids take', () => {
    const doc = sample();
    const id = freshLegacyId(doc, 'i');
    expect(['q', 'rev', 'anc', 'fare', 'cost', 'h1', 'h2']).not.toContain(id);
    expect(id).toMatch(/^[A-Za-z0-9_.:-]+$/);
    expect(freshLegacyId({ hypotheses: [{ id: 'h1', text: '', status: 'open' }] }, 'h')).toBe('h2');
  });
});

describe('the classic hypotheses', () => {
  it('adds an open hypothesis, edits text, status and link, and removes it', () => {
    const added = addLegacyHypothesis(sample(), 'h3', 'fare');
    expect(added.hypotheses!.at(-1)).toEqual({ id: 'h3', text: '', status: 'open', issueId: 'fare' });
    const edited = updateLegacyHypothesis(added, 'h3', {
      text: 'Fares can rise 3%',
      status: 'rejected',
      issueId: 'rev',
    });
    expect(edited.hypotheses!.at(-1)).toEqual({
      id: 'h3',
      text: 'Fares can rise 3%',
      status: 'rejected',
      issueId: 'rev',
    });
    const unlinked = updateLegacyHypothesis(edited, 'h3', { issueId: null });
    expect(unlinked.hypotheses!.at(-1)).toEqual({ id: 'h3', text: 'Fares can rise 3%', status: 'rejected' });
    expect(updateLegacyHypothesis(unlinked, 'h3', { issueId: null, status: 'rejected' })).toBe(unlinked);
    expect(removeLegacyHypothesis(unlinked, 'h3').hypotheses).toEqual(sample().hypotheses);
    expect(addLegacyHypothesis({}, 'h1').hypotheses).toEqual([{ id: 'h1', text: '', status: 'open' }]);
  });

  it('refuses a hypothesis beyond the list limit', () => {
    const hypotheses = Array.from({ length: LEGACY_LIMITS.hypotheses }, (_, i) => ({
      id: `h${i}`,
      text: '',
      status: 'open' as const,
    }));
    const doc: LegacyDocument = { hypotheses };
    expect(valid(doc)).toBe(true);
    expect(addLegacyHypothesis(doc, 'extra')).toBe(doc);
    expect(valid({ hypotheses: [...hypotheses, { id: 'x', text: '', status: 'open' }] })).toBe(false);
  });
});

describe('the classic storyline', () => {
  it('creates the storyline on the first edit, and edits, reorders and removes points', () => {
    const started = setLegacyGoverningThought({}, 'Enter through an acquisition');
    expect(started.storyline).toEqual({ governingThought: 'Enter through an acquisition', points: [] });
    let doc = addLegacyStorylinePoint(started, 'Market is attractive');
    doc = addLegacyStorylinePoint(doc);
    doc = setLegacyStorylinePoint(doc, 1, 'Exports cannot compete');
    expect(doc.storyline!.points).toEqual(['Market is attractive', 'Exports cannot compete']);
    doc = moveLegacyStorylinePoint(doc, 1, -1);
    expect(doc.storyline!.points).toEqual(['Exports cannot compete', 'Market is attractive']);
    expect(moveLegacyStorylinePoint(doc, 0, -1)).toBe(doc);
    expect(moveLegacyStorylinePoint(doc, 1, 1)).toBe(doc);
    expect(setLegacyStorylinePoint(doc, 5, 'x')).toBe(doc);
    expect(removeLegacyStorylinePoint(doc, 0).storyline!.points).toEqual(['Market is attractive']);
  });

  it('refuses a point beyond 50, and every 50-point storyline upgrades without losing one', () => {
    const points = Array.from({ length: LEGACY_LIMITS.points }, (_, i) => `Point ${i + 1}`);
    const doc: LegacyDocument = { storyline: { governingThought: 'G', points } };
    expect(valid(doc)).toBe(true);
    expect(addLegacyStorylinePoint(doc)).toBe(doc);
    for (const count of [8, 17, 18, 50]) {
      const upgraded = migrateLegacyDocument({ storyline: { governingThought: 'G', points: points.slice(0, count) } });
      expect(ProjectDocumentSchema.safeParse(upgraded).success).toBe(true);
      const texts = upgraded.storyline!.keyLines.flatMap((l) => [
        l.statement,
        ...l.supportingPoints.map((p) => p.text),
      ]);
      expect(texts).toEqual(points.slice(0, count));
    }
  });

  it('upgrades a governing thought longer than a hypothesis label, keeping it whole in the storyline', () => {
    const thought = 'g'.repeat(LEGACY_LIMITS.governingThought);
    const upgraded = migrateLegacyDocument(setLegacyGoverningThought(addLegacyHypothesis({}, 'h1'), thought));
    expect(ProjectDocumentSchema.safeParse(upgraded).success).toBe(true);
    expect(upgraded.storyline!.governingThought).toBe(thought);
  });
});

describe('the classic problem statement and comparison', () => {
  it('keeps the body’s problem statement in step, clipped to its limit', () => {
    const doc = sample();
    expect(setLegacyProblemStatement(doc, 'Margins fell')).toBe(doc);
    expect(setLegacyProblemStatement(doc, 'p'.repeat(5_000)).problemStatement).toHaveLength(
      LEGACY_LIMITS.problemStatement,
    );
  });

  it('names the parts that differ and counts issue-tree changes', () => {
    const mine = { problemStatement: 'P', document: sample() };
    expect(compareLegacyDocuments(mine, { problemStatement: 'P', document: sample() })).toEqual([]);
    const theirs = {
      problemStatement: 'Q',
      document: updateLegacyHypothesis(
        renameLegacyIssue(addLegacyIssueChild(sample(), 'cost', 'x'), 'anc', 'A'),
        'h1',
        {
          status: 'rejected',
        },
      ),
    };
    const parts = compareLegacyDocuments(theirs, mine);
    expect(parts.map((p) => p.part)).toEqual(['problemStatement', 'issueTree', 'hypotheses']);
    expect(parts[1]!.issueTree!.summary).toMatchObject({ added: 0, removed: 1, changed: 1 });
  });
});
