import { emptyDocument, type TreeNode } from '@caseboard/contracts';
import { commands } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { createDocumentStore } from './document-store';
import { createEditor, LOG_LIMIT } from './editor';

const setup = (readOnly = false) => {
  const documents = createDocumentStore(
    {
      problemStatement: 'Why?',
      document: { ...emptyDocument(), issueTree: { root: { id: 'q', label: 'Question', children: [] as TreeNode[] } } },
    },
    1,
    readOnly,
  );
  return { documents, editor: createEditor(documents, () => 'ada@example.com') };
};

describe('the editor', () => {
  it('runs commands with undo, and typing in one field is one undo step', () => {
    const { documents, editor } = setup();
    editor.run(commands.addNode({ tree: 'issueTree', parentId: 'q', node: { id: 'a', label: '', children: [] } }));
    editor.run(commands.renameNode({ tree: 'issueTree', id: 'a', label: 'F' }), { now: 1_000 });
    editor.run(commands.renameNode({ tree: 'issueTree', id: 'a', label: 'Fl' }), { now: 1_200 });
    editor.run(commands.renameNode({ tree: 'issueTree', id: 'a', label: 'Fleet' }), { now: 1_400 });
    const label = () => documents.getState().content.document.issueTree!.root.children[0]?.label;
    expect(label()).toBe('Fleet');
    editor.undo();
    expect(label()).toBe('');
    editor.undo();
    expect(label()).toBeUndefined();
    editor.redo();
    expect(label()).toBe('');
  });

  it('marks milestones and logs what changed, with author and time', () => {
    const { documents, editor } = setup();
    editor.run(commands.setProblemStatement({ text: 'Why now?' }), { now: Date.UTC(2026, 10, 24, 12) });
    editor.run(commands.deleteNode({ tree: 'issueTree', id: 'missing' }));
    expect(documents.getState().milestone).toBeNull();
    editor.run(commands.restoreRevision({ problemStatement: 'Old', document: emptyDocument() }));
    expect(documents.getState().milestone).toBe(documents.getState().content);
    expect(editor.log().map((e) => e.name)).toEqual(['setProblemStatement', 'restoreRevision']);
    expect(editor.log()[0]).toEqual({
      name: 'setProblemStatement',
      args: { text: 'Why now?' },
      author: 'ada@example.com',
      at: '2026-11-24T12:00:00.000Z',
    });
  });

  it('keeps the latest LOG_LIMIT commands', () => {
    const { editor } = setup();
    for (let i = 0; i <= LOG_LIMIT; i += 1) editor.run(commands.setProblemStatement({ text: `Why ${i}?` }));
    expect(editor.log()).toHaveLength(LOG_LIMIT);
    expect(editor.log()[0]!.args).toEqual({ text: 'Why 1?' });
  });

  it('changes nothing and logs nothing when read-only', () => {
    const { documents, editor } = setup(true);
    const before = documents.getState().content;
    editor.run(commands.setProblemStatement({ text: 'Why now?' }));
    expect(documents.getState().content).toBe(before);
    expect(editor.log()).toEqual([]);
  });
});
