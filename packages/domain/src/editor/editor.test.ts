import { emptyDocument, type HypothesisNode, type ProjectDocument, type WorkplanRow } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { brokenLinks } from '../document/document-ops.js';
import { findNode } from '../document/tree-ops.js';
import {
  applyCommand,
  applyCommands,
  commandMergeKey,
  commandRegistry,
  commands,
  isMilestoneCommand,
  UnknownCommandError,
  type EditorCommand,
  type EditorContent,
  type EditorLogEntry,
} from './index.js';

const hyp = (id: string, label: string, children: HypothesisNode[] = [], generated?: boolean): HypothesisNode => ({
  id,
  label,
  status: 'untested',
  evidence: [],
  kind: 'hypothesis',
  children,
  ...(generated === undefined ? {} : { generated }),
});

const row = (id: string, hypothesisId: string): WorkplanRow => ({
  id,
  hypothesisId,
  analysis: `Analysis ${id}`,
  dataSources: [],
  method: '',
  owner: '',
  due: '',
  status: 'planned',
  priority: 'medium',
});

function sample(): EditorContent {
  const document: ProjectDocument = {
    ...emptyDocument(),
    issueTree: {
      root: {
        id: 'q',
        label: 'Restore margin?',
        children: [
          { id: 'rev', label: 'Revenue', children: [], generated: true },
          { id: 'cost', label: 'Cost', children: [{ id: 'fuel', label: 'Fuel', children: [] }] },
        ],
      },
    },
    hypothesisTree: { root: hyp('h', 'Margin recovers', [hyp('h1', 'Ancillaries lag'), hyp('h2', 'Crew cost high')]) },
    workplan: [row('w1', 'h1'), row('w2', 'h2')],
    analyses: [{ id: 'w1', hypothesisId: 'h1', title: 'Analysis w1', findings: '' }],
    storyline: {
      governingThought: 'Act on price and cost',
      situation: '',
      complication: '',
      resolution: '',
      keyLines: [
        {
          id: 'k1',
          statement: 'Raise ancillaries',
          supportingPoints: [{ id: 'p1', text: 'Peers earn more', hypothesisIds: ['h1'] }],
        },
      ],
      slides: [{ id: 's1', actionTitle: 'Ancillaries lag', content: [] }],
    },
  };
  return { problemStatement: 'Margin fell', document };
}

const labels = (content: EditorContent) => content.document.issueTree!.root.children.map((c) => c.label);

describe('commands are plain, serialisable values', () => {
  it('round-trip through JSON and apply the same', () => {
    const command = commands.renameNode({ tree: 'issueTree', id: 'rev', label: 'Revenue per passenger' });
    const copy = JSON.parse(JSON.stringify(command)) as EditorCommand;
    expect(copy).toEqual({
      name: 'renameNode',
      args: { tree: 'issueTree', id: 'rev', label: 'Revenue per passenger' },
    });
    expect(applyCommand(sample(), copy)).toEqual(applyCommand(sample(), command));
  });

  it('has a creator for every registered command', () => {
    for (const name of Object.keys(commandRegistry))
      expect(typeof commands[name as keyof typeof commands]).toBe('function');
  });

  it('refuses a name the registry does not know with a typed error', () => {
    expect(() => applyCommand(sample(), { name: 'dropTable', args: {} })).toThrow(UnknownCommandError);
    expect(() => applyCommand(sample(), { name: 'toString', args: {} })).toThrow(UnknownCommandError);
  });

  it('log entries carry name, args, author and time', () => {
    const command = commands.deleteNode({ tree: 'issueTree', id: 'rev' });
    const entry: EditorLogEntry = { ...command, author: 'ada@example.com', at: '2026-11-24T12:00:00.000Z' };
    expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
  });
});

describe('tree commands', () => {
  it('add, add sibling, rename, set fields, move, indent, outdent, reorder and delete', () => {
    const start = sample();
    let next = applyCommand(
      start,
      commands.addNode({ tree: 'issueTree', parentId: 'q', node: { id: 'n1', label: 'Fleet', children: [] } }),
    );
    expect(labels(next)).toEqual(['Revenue', 'Cost', 'Fleet']);
    next = applyCommand(
      next,
      commands.addSiblingNode({ tree: 'issueTree', siblingId: 'rev', node: { id: 'n2', label: 'Mix', children: [] } }),
    );
    expect(labels(next)).toEqual(['Revenue', 'Mix', 'Cost', 'Fleet']);
    next = applyCommand(next, commands.renameNode({ tree: 'issueTree', id: 'rev', label: 'Yield' }));
    expect(findNode(next.document.issueTree!, 'rev')).toMatchObject({ label: 'Yield' });
    expect(findNode(next.document.issueTree!, 'rev')!.generated).toBeUndefined();
    next = applyCommand(
      next,
      commands.setNodeFields({ tree: 'issueTree', id: 'cost', fields: { notes: 'benchmarks' } }),
    );
    expect(findNode(next.document.issueTree!, 'cost')!.notes).toBe('benchmarks');
    next = applyCommand(next, commands.moveNode({ tree: 'issueTree', id: 'fuel', parentId: 'q', index: 0 }));
    expect(labels(next)[0]).toBe('Fuel');
    next = applyCommand(next, commands.indentNode({ tree: 'issueTree', id: 'rev' }));
    expect(findNode(next.document.issueTree!, 'fuel')!.children.map((c) => c.id)).toEqual(['rev']);
    next = applyCommand(next, commands.outdentNode({ tree: 'issueTree', id: 'rev' }));
    expect(labels(next)).toEqual(['Fuel', 'Yield', 'Mix', 'Cost', 'Fleet']);
    next = applyCommand(next, commands.reorderNode({ tree: 'issueTree', id: 'n2', direction: -1 }));
    expect(labels(next)).toEqual(['Fuel', 'Mix', 'Yield', 'Cost', 'Fleet']);
    next = applyCommand(next, commands.deleteNode({ tree: 'issueTree', id: 'cost' }));
    expect(labels(next)).toEqual(['Fuel', 'Mix', 'Yield', 'Fleet']);
    // Nothing changed the start: commands are pure.
    expect(labels(start)).toEqual(['Revenue', 'Cost']);
  });

  it('a node the team adds drops the generator flag: it is the team’s', () => {
    const next = applyCommand(
      sample(),
      commands.addNode({
        tree: 'issueTree',
        parentId: 'q',
        node: { id: 'n1', label: 'Fleet', children: [], generated: true },
      }),
    );
    expect(findNode(next.document.issueTree!, 'n1')!.generated).toBeUndefined();
  });

  it('starts a tree only where there is none', () => {
    const start = sample();
    const root = { id: 'r', label: 'Why?', children: [] };
    expect(applyCommand(start, commands.startTree({ tree: 'issueTree', root }))).toBe(start);
    const bare = { ...start, document: { ...start.document, issueTree: null } };
    expect(applyCommand(bare, commands.startTree({ tree: 'issueTree', root })).document.issueTree).toEqual({ root });
  });

  it('sets a hypothesis status', () => {
    const next = applyCommand(sample(), commands.setNodeStatus({ id: 'h1', status: 'supported' }));
    expect(findNode(next.document.hypothesisTree!, 'h1')!.status).toBe('supported');
  });

  it.each<[string, EditorCommand]>([
    ['rename of an unknown node', commands.renameNode({ tree: 'issueTree', id: 'nope', label: 'x' })],
    [
      'add under an unknown parent',
      commands.addNode({ tree: 'issueTree', parentId: 'nope', node: { id: 'z', label: 'z', children: [] } }),
    ],
    [
      'add with a taken id',
      commands.addNode({ tree: 'issueTree', parentId: 'q', node: { id: 'rev', label: 'z', children: [] } }),
    ],
    [
      'sibling of the root',
      commands.addSiblingNode({ tree: 'issueTree', siblingId: 'q', node: { id: 'z', label: 'z', children: [] } }),
    ],
    ['delete of the root', commands.deleteNode({ tree: 'issueTree', id: 'q' })],
    ['delete of an unknown node', commands.deleteNode({ tree: 'issueTree', id: 'nope' })],
    ['move into its own subtree', commands.moveNode({ tree: 'issueTree', id: 'cost', parentId: 'fuel' })],
    ['move under an unknown parent', commands.moveNode({ tree: 'issueTree', id: 'rev', parentId: 'nope' })],
    ['status of an unknown hypothesis', commands.setNodeStatus({ id: 'nope', status: 'refuted' })],
    ['rename to the same label', commands.renameNode({ tree: 'hypothesisTree', id: 'h1', label: 'Ancillaries lag' })],
    ['indent of a first child', commands.indentNode({ tree: 'issueTree', id: 'rev' })],
    ['outdent of a child of the root', commands.outdentNode({ tree: 'issueTree', id: 'rev' })],
    ['reorder past the end', commands.reorderNode({ tree: 'issueTree', id: 'cost', direction: 1 })],
  ])('%s is a no-op that returns the same content', (_name, command) => {
    const start = sample();
    expect(applyCommand(start, command)).toBe(start);
  });

  it('a command on a tree the document does not have is a no-op', () => {
    const start = sample();
    const bare = { ...start, document: { ...start.document, issueTree: null } };
    expect(applyCommand(bare, commands.renameNode({ tree: 'issueTree', id: 'rev', label: 'x' }))).toBe(bare);
  });

  it('accepts one proposed node and one proposed change', () => {
    let next = applyCommand(
      sample(),
      commands.acceptProposedNode({
        tree: 'issueTree',
        parentId: 'cost',
        node: { id: 'crew', label: 'Crew', children: [], generated: true },
      }),
    );
    expect(findNode(next.document.issueTree!, 'crew')).toMatchObject({ label: 'Crew', generated: true });
    next = applyCommand(
      next,
      commands.acceptProposedChange({ tree: 'issueTree', node: { id: 'rev', label: 'Yield', children: [] } }),
    );
    expect(findNode(next.document.issueTree!, 'rev')!.label).toBe('Yield');
    const same = applyCommand(
      next,
      commands.acceptProposedNode({
        tree: 'issueTree',
        parentId: 'cost',
        node: { id: 'crew', label: 'Crew', children: [] },
      }),
    );
    expect(same).toBe(next);
  });
});

describe('document commands', () => {
  it('problem statement and brief fields', () => {
    let next = applyCommand(sample(), commands.setProblemStatement({ text: 'Margin fell to 2%' }));
    expect(next.problemStatement).toBe('Margin fell to 2%');
    next = applyCommand(next, commands.setBriefField({ field: 'situation', value: 'A carrier' }));
    next = applyCommand(next, commands.setBriefField({ field: 'decisionMakers', value: ['CFO', 'COO'] }));
    expect(next.document.brief).toMatchObject({ situation: 'A carrier', decisionMakers: ['CFO', 'COO'] });
    expect(applyCommand(next, commands.setBriefField({ field: 'decisionMakers', value: ['CFO', 'COO'] }))).toBe(next);
  });

  it('work-plan rows: add, update (the analysis follows), link, remove', () => {
    let next = applyCommand(sample(), commands.addWorkplanRow({ row: row('w3', 'h1') }));
    expect(next.document.workplan.map((r) => r.id)).toEqual(['w1', 'w2', 'w3']);
    expect(applyCommand(next, commands.addWorkplanRow({ row: row('w3', 'h2') }))).toBe(next);
    next = applyCommand(
      next,
      commands.updateWorkplanRow({ rowId: 'w1', patch: { analysis: 'Benchmark', owner: 'Ada' } }),
    );
    expect(next.document.workplan[0]).toMatchObject({ analysis: 'Benchmark', owner: 'Ada' });
    expect(next.document.analyses[0]!.title).toBe('Benchmark');
    next = applyCommand(next, commands.updateWorkplanRow({ rowId: 'w1', patch: { hypothesisId: 'h2' } }));
    expect(next.document.workplan[0]!.hypothesisId).toBe('h2');
    expect(next.document.analyses[0]!.hypothesisId).toBe('h2');
    next = applyCommand(next, commands.linkWorkplanRow({ rowId: 'w2', hypothesisId: 'h1' }));
    expect(next.document.workplan[1]!.hypothesisId).toBe('h1');
    next = applyCommand(next, commands.removeWorkplanRow({ rowId: 'w1' }));
    expect(next.document.workplan.map((r) => r.id)).toEqual(['w2', 'w3']);
    expect(next.document.analyses).toEqual([]);
    const start = sample();
    expect(applyCommand(start, commands.updateWorkplanRow({ rowId: 'nope', patch: { owner: 'x' } }))).toBe(start);
    expect(applyCommand(start, commands.removeWorkplanRow({ rowId: 'nope' }))).toBe(start);
    expect(applyCommand(start, commands.linkWorkplanRow({ rowId: 'nope', hypothesisId: 'h1' }))).toBe(start);
  });

  it('a deleted hypothesis leaves broken links the editor can see', () => {
    const next = applyCommand(sample(), commands.deleteNode({ tree: 'hypothesisTree', id: 'h1' }));
    expect(brokenLinks(next.document).map((l) => `${l.where}:${l.id}`)).toEqual([
      'workplan:w1',
      'analysis:w1',
      'storyline:p1',
    ]);
  });

  it('reading: set (a proposal), edit, confirm', () => {
    const reading = {
      statement: 'Margin fell',
      archetype: 'profitability' as const,
      unsure: false,
      alternatives: [],
      sources: [],
      confirmed: false,
      goal: '',
      scope: '',
      timeframe: '',
      options: [],
      constraints: [],
      decisionMakers: [],
      industry: null,
    };
    let next = applyCommand(sample(), commands.setReading({ reading: reading as never }));
    expect(next.document.reading?.confirmed).toBe(false);
    next = applyCommand(next, commands.confirmReading({}));
    expect(next.document.reading?.confirmed).toBe(true);
    next = applyCommand(next, commands.editReading({ edit: { field: 'options', value: ['Raise fares'] } }));
    expect(next.document.reading).toMatchObject({ options: ['Raise fares'], confirmed: false });
    const start = sample();
    expect(applyCommand(start, commands.confirmReading({}))).toBe(start);
  });

  it('restoreRevision brings a revision back whole', () => {
    const old = sample();
    const next = applyCommand(sample(), commands.restoreRevision(old));
    expect(next).toEqual(old);
  });
});

describe('storyline commands', () => {
  it('edit fields, key lines, points, slides and links', () => {
    let next = applyCommand(sample(), commands.setStorylineField({ field: 'situation', value: 'Margins fell' }));
    next = applyCommand(next, commands.setKeyLineStatement({ keyLineId: 'k1', statement: 'Price up' }));
    next = applyCommand(next, commands.setSupportingPointText({ pointId: 'p1', text: 'Peers +30%' }));
    next = applyCommand(next, commands.linkSupportingPoint({ pointId: 'p1', hypothesisIds: ['h1', 'h2', 'h2'] }));
    next = applyCommand(next, commands.setSlideTitle({ slideId: 's1', actionTitle: 'Price up now' }));
    const s = next.document.storyline!;
    expect(s.situation).toBe('Margins fell');
    expect(s.keyLines[0]).toMatchObject({ statement: 'Price up' });
    expect(s.keyLines[0]!.supportingPoints[0]).toMatchObject({ text: 'Peers +30%', hypothesisIds: ['h1', 'h2'] });
    expect(s.slides[0]!.actionTitle).toBe('Price up now');
  });

  it('unknown key lines, points and slides, or no storyline, change nothing', () => {
    const start = sample();
    for (const command of [
      commands.setKeyLineStatement({ keyLineId: 'nope', statement: 'x' }),
      commands.setSupportingPointText({ pointId: 'nope', text: 'x' }),
      commands.linkSupportingPoint({ pointId: 'nope', hypothesisIds: ['h1'] }),
      commands.linkSupportingPoint({ pointId: 'p1', hypothesisIds: ['h1'] }),
      commands.setSlideTitle({ slideId: 'nope', actionTitle: 'x' }),
    ])
      expect(applyCommand(start, command)).toBe(start);
    const bare = { ...start, document: { ...start.document, storyline: null } };
    expect(applyCommand(bare, commands.setStorylineField({ field: 'situation', value: 'x' }))).toBe(bare);
  });

  it('sources on a point: cite, update, remove', () => {
    const target = { kind: 'point' as const, id: 'p1' };
    let next = applyCommand(
      sample(),
      commands.citeSource({ target, source: { id: 'src1', title: 'IATA 2025', url: '', date: '', page: '' } }),
    );
    expect(next.document.storyline!.keyLines[0]!.supportingPoints[0]!.sources).toMatchObject([
      { id: 'src1', title: 'IATA 2025' },
    ]);
    next = applyCommand(
      next,
      commands.updateSource({ target, source: { id: 'src1', title: 'IATA 2026', url: '', date: '', page: '' } }),
    );
    expect(next.document.storyline!.keyLines[0]!.supportingPoints[0]!.sources![0]!.title).toBe('IATA 2026');
    next = applyCommand(next, commands.removeSource({ target, sourceId: 'src1' }));
    expect(next.document.storyline!.keyLines[0]!.supportingPoints[0]!.sources ?? []).toEqual([]);
  });
});

describe('analysis commands', () => {
  it('findings and a result; the hypothesis follows a verdict', () => {
    let next = applyCommand(sample(), commands.setAnalysisFindings({ analysisId: 'w2', findings: 'Crew 12% above' }));
    expect(next.document.analyses.find((a) => a.id === 'w2')!.findings).toBe('Crew 12% above');
    next = applyCommand(
      next,
      commands.setAnalysisResult({ analysisId: 'w2', patch: { verdict: 'supports', reason: 'Benchmarks' } }),
    );
    expect(next.document.analyses.find((a) => a.id === 'w2')!.result).toMatchObject({ verdict: 'supports' });
    expect(findNode(next.document.hypothesisTree!, 'h2')!.status).toBe('supported');
    const start = sample();
    expect(applyCommand(start, commands.setAnalysisFindings({ analysisId: 'nope', findings: 'x' }))).toBe(start);
  });

  it('evidence: a finding by hand, a verdict and a decision rule', () => {
    const at = '2026-11-24T12:00:00.000Z';
    let next = applyCommand(
      sample(),
      commands.setDecisionRule({ analysisId: 'w1', rule: { measure: 'gap', comparator: 'above', threshold: 10 }, at }),
    );
    expect(next.document.workplan[0]!.decisionRule).toMatchObject({ measure: 'gap', threshold: 10 });
    next = applyCommand(next, commands.setFinding({ analysisId: 'w1', value: 30, at }));
    expect(next.document.analyses[0]!.result?.value).toBe(30);
    expect(findNode(next.document.hypothesisTree!, 'h1')!.status).toBe('supported');
    next = applyCommand(next, commands.setVerdict({ analysisId: 'w1', verdict: 'refutes', reason: 'Data is old', at }));
    expect(next.document.analyses[0]!.result?.verdict).toBe('refutes');
  });
});

describe('undo grouping and milestones', () => {
  it('typing in one field shares a key; other fields and other nodes do not', () => {
    const a = commandMergeKey(commands.renameNode({ tree: 'issueTree', id: 'rev', label: 'R' }));
    expect(a).toBe(commandMergeKey(commands.renameNode({ tree: 'issueTree', id: 'rev', label: 'Re' })));
    expect(a).not.toBe(commandMergeKey(commands.renameNode({ tree: 'issueTree', id: 'cost', label: 'R' })));
    expect(commandMergeKey(commands.setBriefField({ field: 'situation', value: 'a' }))).not.toBe(
      commandMergeKey(commands.setBriefField({ field: 'complication', value: 'a' })),
    );
    expect(commandMergeKey(commands.deleteNode({ tree: 'issueTree', id: 'rev' }))).toBeUndefined();
  });

  it('taking in an artefact and restoring are milestones; edits are not', () => {
    expect(isMilestoneCommand(commands.applyArtefact({ input: { kind: 'psw', artefact: { rows: [] } } }))).toBe(true);
    expect(isMilestoneCommand(commands.restoreRevision(sample()))).toBe(true);
    expect(isMilestoneCommand(commands.renameNode({ tree: 'issueTree', id: 'rev', label: 'R' }))).toBe(false);
  });

  it('applyCommands replays a log in order', () => {
    const next = applyCommands(sample(), [
      commands.addNode({ tree: 'issueTree', parentId: 'q', node: { id: 'n1', label: 'Fleet', children: [] } }),
      commands.renameNode({ tree: 'issueTree', id: 'n1', label: 'Fleet cost' }),
    ]);
    expect(labels(next)).toEqual(['Revenue', 'Cost', 'Fleet cost']);
  });
});
