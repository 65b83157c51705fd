import type { TreeNode } from '@caseboard/contracts';
import { visibleNodes, type Tree } from '@caseboard/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18n } from '@/lib/i18n';
import { createTreeViewStore } from '../store/tree-view-store';
import { TreeOutline } from './tree-outline';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('workspace');
});

function Harness({ onTree, focus = false }: { onTree: (tree: Tree) => void; focus?: boolean }) {
  const [history, setHistory] = useState<{ past: Tree[]; present: Tree; future: Tree[] }>({
    past: [],
    present: { root: { id: 'root', label: 'How can the airline restore an 8% margin?', children: [] } },
    future: [],
  });
  const [view] = useState(() => {
    const store = createTreeViewStore('root');
    if (focus) store.getState().requestFocus();
    return store;
  });
  onTree(history.present);
  return (
    <TreeOutline<TreeNode>
      label="Issue tree"
      tree={history.present}
      view={view}
      makeNode={(id) => ({ id, label: '', children: [] })}
      onEdit={(operation) =>
        setHistory((h) => {
          const next = operation(h.present);
          return next === h.present ? h : { past: [...h.past, h.present], present: next, future: [] };
        })
      }
      onUndo={() =>
        setHistory((h) =>
          h.past.length ? { past: h.past.slice(0, -1), present: h.past.at(-1)!, future: [h.present, ...h.future] } : h,
        )
      }
      onRedo={() =>
        setHistory((h) =>
          h.future.length ? { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) } : h,
        )
      }
    />
  );
}

const outline = (tree: Tree) => visibleNodes(tree).map(({ node, depth }) => `${'  '.repeat(depth)}${node.label}`);

describe('the tree outline', () => {
  it('builds a three-level tree from the keyboard alone', async () => {
    let tree: Tree | undefined;
    render(<Harness onTree={(t) => (tree = t)} />);
    const user = userEvent.setup();
    screen.getByRole('treeitem', { name: /restore an 8% margin/ }).focus();

    await user.keyboard('{Tab}Revenue{Enter}');
    await user.keyboard('{Tab}Volume{Enter}');
    await user.keyboard('{Enter}Price{Enter}');
    await user.keyboard('{Tab}Fares{Enter}');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await user.keyboard('{Enter}Cost{Enter}');

    expect(outline(tree!)).toEqual([
      'How can the airline restore an 8% margin?',
      '  Revenue',
      '    Volume',
      '    Price',
      '    Fares',
      '  Cost',
    ]);
    expect(screen.getByRole('treeitem', { name: 'Cost' })).toHaveFocus();
  });

  it('renames with F2, deletes, undoes and redoes', async () => {
    let tree: Tree | undefined;
    render(<Harness onTree={(t) => (tree = t)} />);
    const user = userEvent.setup();
    screen.getByRole('treeitem', { name: /restore/ }).focus();
    await user.keyboard('{Tab}Revenue{Enter}');
    await user.keyboard('{F2}{Control>}a{/Control}Revenue per passenger{Enter}');
    expect(outline(tree!)[1]).toBe('  Revenue per passenger');
    await user.keyboard('{Delete}');
    expect(outline(tree!)).toHaveLength(1);
    await user.keyboard('{Control>}z{/Control}');
    expect(outline(tree!)[1]).toBe('  Revenue per passenger');
    await user.keyboard('{Control>}z{/Control}');
    expect(outline(tree!)[1]).toBe('  Revenue');
    await user.keyboard('{Control>}y{/Control}');
    expect(outline(tree!)[1]).toBe('  Revenue per passenger');
  });

  it('drops a new node again when its first edit is cancelled', async () => {
    let tree: Tree | undefined;
    render(<Harness onTree={(t) => (tree = t)} />);
    const user = userEvent.setup();
    screen.getByRole('treeitem', { name: /restore/ }).focus();
    await user.keyboard('{Tab}{Escape}');
    expect(outline(tree!)).toHaveLength(1);
  });

  it('collapses and expands with the arrow keys', async () => {
    render(<Harness onTree={() => undefined} />);
    const user = userEvent.setup();
    screen.getByRole('treeitem', { name: /restore/ }).focus();
    await user.keyboard('{Tab}Revenue{Enter}{Tab}Volume{Enter}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: 'Revenue' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'Volume' })).toBeNull();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: 'Volume' })).toHaveFocus();
  });

  it('takes the focus when asked to, once, so the keyboard goes on where the empty step’s buttons were', async () => {
    const { unmount } = render(<Harness onTree={() => undefined} />);
    expect(document.body).toHaveFocus();
    unmount();
    render(<Harness onTree={() => undefined} focus />);
    expect(screen.getByRole('treeitem', { name: /restore/ })).toHaveFocus();
    const user = userEvent.setup();
    await user.keyboard('{Tab}Revenue{Enter}');
    expect(screen.getByRole('treeitem', { name: 'Revenue' })).toHaveFocus();
  });
});
