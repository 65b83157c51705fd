import type { LegacyDocument } from '@caseboard/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useStore } from 'zustand';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18n } from '@/lib/i18n';
import { classicCommandSet } from '@caseboard/domain';
import { createDocumentStore, type DocumentStore } from '../../store/document-store';
import { createEditor } from '../../store/editor';
import { ClassicHypotheses } from './classic-hypotheses';
import { ClassicIssueTree } from './classic-issue-tree';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('workspace');
});

const sample = (): LegacyDocument => ({
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
  hypotheses: [{ id: 'h1', text: 'Crew costs are above benchmark', issueId: 'cost', status: 'open' }],
});

/** The classic sections over the real document store, as the page wires them. */
function Harness({
  initial,
  onStore,
}: {
  initial: LegacyDocument;
  onStore: (store: DocumentStore<LegacyDocument>) => void;
}) {
  const [store] = useState(() => createDocumentStore<LegacyDocument>({ problemStatement: '', document: initial }, 1));
  onStore(store);
  const document = useStore(store, (s) => s.content.document);
  const [editor] = useState(() => createEditor(store, () => 'ada@example.com', classicCommandSet));
  return (
    <>
      <ClassicIssueTree document={document} readOnly={false} run={editor.run} />
      <ClassicHypotheses document={document} readOnly={false} run={editor.run} />
    </>
  );
}

function setup(initial = sample()) {
  let store: DocumentStore<LegacyDocument> | undefined;
  render(<Harness initial={initial} onStore={(s) => (store = s)} />);
  return () => store!.getState().content.document;
}

describe('the classic issue tree', () => {
  it('adds the next issue with Enter, renames it in place, and moves it with focus kept on the button', async () => {
    const user = userEvent.setup();
    const current = setup();
    await user.click(screen.getByRole('textbox', { name: 'Issue 2' }));
    await user.keyboard('{Enter}');
    const added = screen.getByRole('textbox', { name: 'Issue 3' });
    expect(added).toHaveFocus();
    await user.keyboard('Can assets be used better?');
    expect(current().issueTree!.root.children!.map((c) => c.title)).toEqual([
      'Can revenue per passenger rise?',
      'Can cost per passenger fall?',
      'Can assets be used better?',
    ]);
    await user.click(screen.getByRole('button', { name: 'Move issue 3 up' }));
    expect(screen.getByRole('textbox', { name: 'Issue 2' })).toHaveValue('Can assets be used better?');
    expect(screen.getByRole('button', { name: 'Move issue 2 up' })).toHaveFocus();
    // At the top the button is disabled, so focus falls back to the issue's text.
    await user.click(screen.getByRole('button', { name: 'Move issue 2 up' }));
    expect(screen.getByRole('textbox', { name: 'Issue 1' })).toHaveValue('Can assets be used better?');
    expect(screen.getByRole('textbox', { name: 'Issue 1' })).toHaveFocus();
  });

  it('deletes a leaf without asking, unlinks its hypotheses and focuses the issue above', async () => {
    const user = userEvent.setup();
    const current = setup();
    expect(screen.getByRole('combobox', { name: 'Issue of hypothesis 1' })).toHaveDisplayValue(
      '2 Can cost per passenger fall?',
    );
    await user.click(screen.getByRole('button', { name: 'Delete issue 2' }));
    expect(screen.queryByRole('textbox', { name: 'Issue 2' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Issue 1' })).toHaveFocus();
    expect(current().hypotheses).toEqual([{ id: 'h1', text: 'Crew costs are above benchmark', status: 'open' }]);
    expect(screen.getByRole('combobox', { name: 'Issue of hypothesis 1' })).toHaveDisplayValue('No linked issue');
  });

  it('disables adding under an issue that holds 50 sub-issues, and says why', () => {
    const children = Array.from({ length: 50 }, (_, i) => ({ id: `c${i}`, title: `Branch ${i + 1}` }));
    setup({ issueTree: { root: { id: 'q', title: 'Q', children } } });
    expect(screen.getByRole('button', { name: 'Add an issue under the key question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add an issue after issue 50' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a sub-issue to issue 50' })).toBeEnabled();
    expect(screen.getByText(/each issue at most 50 sub-issues/)).toBeInTheDocument();
  });
});

describe('the classic hypotheses', () => {
  it('adds one, links it to an issue and sets its status', async () => {
    const user = userEvent.setup();
    const current = setup();
    await user.click(screen.getByRole('button', { name: 'Add hypothesis' }));
    expect(screen.getByRole('textbox', { name: 'Hypothesis 2' })).toHaveFocus();
    await user.keyboard('Ancillaries lag peers by 30%');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Issue of hypothesis 2' }),
      '1 Can revenue per passenger rise?',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of hypothesis 2' }), 'Confirmed');
    expect(current().hypotheses!.at(-1)).toMatchObject({
      text: 'Ancillaries lag peers by 30%',
      issueId: 'rev',
      status: 'confirmed',
    });
  });
});

describe('a large classic issue tree', () => {
  /** A 1.0 tree of `count` issues, ten under each, as a document stored before the API limited 1.0 trees. */
  const large = (count: number): LegacyDocument => {
    type Node = { id: string; title: string; children?: Node[] };
    const queue: Node[] = [{ id: 'q', title: 'Key question' }];
    for (let i = 0; queue.length < count; i += 1) {
      const parent = queue[i]!;
      parent.children = [];
      for (let c = 0; c < 10 && queue.length < count; c += 1) {
        const child = { id: `n${queue.length}`, title: `Issue ${queue.length}` };
        parent.children.push(child);
        queue.push(child);
      }
    }
    return { issueTree: { root: queue[0]! } };
  };

  it('renders 11,155 issues folded below the first level, and opens a branch on request', async () => {
    const user = userEvent.setup();
    const { container } = render(<ClassicIssueTree document={large(11_155)} readOnly run={() => undefined} />);
    // The key question and its ten issues, not eleven thousand rows.
    expect(container.querySelectorAll('li')).toHaveLength(11);
    expect(container.querySelectorAll('*').length).toBeLessThan(400);
    expect(screen.getByText(/more than 1,000 issues/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Show \d+ issues under issue 1$/ }));
    expect(container.querySelectorAll('li')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Hide the issues under issue 1' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('keeps a small tree fully open, without fold buttons', () => {
    render(<ClassicIssueTree document={sample()} readOnly run={() => undefined} />);
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
  });
});
