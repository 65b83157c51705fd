import { describe, expect, it } from 'vitest';
import { UnknownCommandError } from './commands-of.js';
import { classicCommands, classicCommandSet, type ClassicContent } from './classic-commands.js';

const start = (): ClassicContent => ({
  problemStatement: 'Margin fell',
  document: {
    issueTree: { root: { id: 'q', title: 'Restore margin?', children: [{ id: 'rev', title: 'Revenue' }] } },
    hypotheses: [{ id: 'h1', text: 'Ancillaries lag', status: 'open' }],
    storyline: { governingThought: 'Act', points: ['Raise ancillaries'] },
  },
});
const { apply } = classicCommandSet;

describe('classic (1.0) commands', () => {
  it('edit the issue tree, the hypotheses and the storyline through legacy-ops', () => {
    let next = apply(start(), classicCommands.addIssueChild({ parentId: 'q', id: 'cost' }));
    next = apply(next, classicCommands.renameIssue({ id: 'cost', title: 'Cost' }));
    next = apply(next, classicCommands.moveIssue({ id: 'cost', direction: -1 }));
    expect(next.document.issueTree!.root.children!.map((c) => c.title)).toEqual(['Cost', 'Revenue']);
    next = apply(next, classicCommands.updateHypothesis({ id: 'h1', patch: { status: 'confirmed', issueId: 'rev' } }));
    expect(next.document.hypotheses![0]).toMatchObject({ status: 'confirmed', issueId: 'rev' });
    next = apply(next, classicCommands.addStorylinePoint({ text: 'Cut crew cost' }));
    next = apply(next, classicCommands.setStorylinePoint({ index: 0, text: 'Price up' }));
    expect(next.document.storyline!.points).toEqual(['Price up', 'Cut crew cost']);
    next = apply(next, classicCommands.setProblemStatement({ text: 'Margin fell to 2%' }));
    expect(next.problemStatement).toBe('Margin fell to 2%');
  });

  it('unknown ids change nothing; unknown names throw a typed error', () => {
    const content = start();
    expect(apply(content, classicCommands.renameIssue({ id: 'nope', title: 'x' }))).toBe(content);
    expect(apply(content, classicCommands.removeHypothesis({ id: 'nope' }))).toBe(content);
    expect(() => apply(content, { name: 'dropTable', args: {} } as never)).toThrow(UnknownCommandError);
  });

  it('typing in one field shares an undo key', () => {
    const key = classicCommandSet.mergeKey(classicCommands.renameIssue({ id: 'rev', title: 'R' }));
    expect(key).toBe(classicCommandSet.mergeKey(classicCommands.renameIssue({ id: 'rev', title: 'Re' })));
    expect(classicCommandSet.mergeKey(classicCommands.removeIssue({ id: 'rev' }))).toBeUndefined();
  });
});
