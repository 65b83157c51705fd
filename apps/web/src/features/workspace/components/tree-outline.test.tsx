import { emptyDocument, type TreeNode } from '@caseboard/contracts';
import { applyCommand, visibleNodes, type EditorCommand, type Tree } from '@caseboard/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, i18n } from '@/lib/i18n';
import { useTreeCommands } from '../hooks/use-tree-commands';
import { createTreeViewStore, type TreeViewStore } from '../store/tree-view-store';
import { TreeOutline } from './tree-outline';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['workspace', 'tree']);
});

function Harness({
  onTree,
  focus = false,
  initial,
  store,
}: {
  onTree: (tree: Tree) => void;
  focus?: boolean;
  initial?: Tree;
  store?: TreeViewStore;
}) {
  const [history, setHistory] = useState<{ past: Tree[]; present: Tree; future: Tree[] }>({
    past: [],
    present: initial ?? { root: { id: 'root', label: 'How can the airline restore an 8% margin?', children: [] } },
    future: [],
  });
  const [view] = useState(() => {
    const made = store ?? createTreeViewStore('root');
    if (focus) made.getState().requestFocus();
    return made;
  });
  onTree(history.present);
  const run = (command: EditorCommand) =>
    setHistory((h) => {
      const content = { problemStatement: '', document: { ...emptyDocument(), issueTree: h.present } };
      const next = applyCommand(content, command).document.issueTree ?? h.present;
      return next === h.present ? h : { past: [...h.past, h.present], present: next, future: [] };
    });
  const makeNode = (id: string): TreeNode => ({ id, label: '', children: [] });
  const edits = useTreeCommands(history.present, 'issueTree', view, run, makeNode);
  return (
    <TreeOutline<TreeNode>
      label="Issue tree"
      tree={history.present}
      view={view}
      makeNode={makeNode}
      treeKey="issueTree"
      run={run}
      edits={edits}
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

  it('builds, selects several rows and deletes them with the mouse: row buttons and the context menu', async () => {
    let tree: Tree | undefined;
    render(<Harness onTree={(t) => (tree = t)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('treeitem', { name: /restore/ }));
    await user.click(screen.getByTitle('Add child'));
    await user.keyboard('Revenue{Enter}');
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('treeitem', { name: 'Revenue' }) });
    await user.click(await screen.findByRole('menuitem', { name: 'Add sibling' }));
    await user.keyboard('Cost{Enter}');
    expect(outline(tree!)).toEqual(['How can the airline restore an 8% margin?', '  Revenue', '  Cost']);

    await user.click(screen.getByRole('treeitem', { name: 'Revenue' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('treeitem', { name: 'Cost' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('treeitem', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', { name: 'Cost' })).toHaveAttribute('aria-selected', 'true');
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('treeitem', { name: 'Cost' }) });
    await user.click(await screen.findByRole('menuitem', { name: 'Delete 2 nodes' }));
    expect(outline(tree!)).toEqual(['How can the airline restore an 8% margin?']);
  });

  it('opens the node menu with Shift+F10 and indents from it', async () => {
    let tree: Tree | undefined;
    render(<Harness onTree={(t) => (tree = t)} />);
    const user = userEvent.setup();
    screen.getByRole('treeitem', { name: /restore/ }).focus();
    await user.keyboard('{Tab}Revenue{Enter}{Enter}Volume{Enter}');
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(await screen.findByRole('menuitem', { name: 'Indent' }));
    expect(outline(tree!)).toEqual(['How can the airline restore an 8% margin?', '  Revenue', '    Volume']);
  });

  describe('with a long tree', () => {
    /** A root with `size - 1` nodes under it, twenty to a branch. */
    const longTree = (size: number): Tree => {
      const branches: TreeNode[] = [];
      for (let made = 1; made < size; made += 1) {
        const node: TreeNode = { id: `n${made}`, label: `Node ${made}`, children: [] };
        if ((made - 1) % 21 === 0) branches.push(node);
        else branches.at(-1)!.children.push(node);
      }
      return { root: { id: 'root', label: 'Root', children: branches } };
    };
    const rows = () => screen.getAllByRole('treeitem');

    it('renders only a window of rows, each saying its level and place among its siblings', () => {
      render(<Harness onTree={() => undefined} initial={longTree(1000)} />);
      expect(rows().length).toBeGreaterThan(10);
      expect(rows().length).toBeLessThan(80);
      const second = screen.getByRole('treeitem', { name: 'Node 2' });
      expect(second).toHaveAttribute('aria-level', '3');
      expect(second).toHaveAttribute('aria-posinset', '1');
      expect(second).toHaveAttribute('aria-setsize', '20');
      expect(screen.getByRole('treeitem', { name: 'Node 1' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('moves the focus to rows out of view with End, Home, the arrows and Page Down, rendering each', async () => {
      render(<Harness onTree={() => undefined} initial={longTree(1000)} />);
      const user = userEvent.setup();
      expect(screen.queryByRole('treeitem', { name: 'Node 999' })).toBeNull();
      screen.getByRole('treeitem', { name: 'Root' }).focus();
      await user.keyboard('{End}');
      expect(screen.getByRole('treeitem', { name: 'Node 999' })).toHaveFocus();
      expect(screen.getByRole('treeitem', { name: 'Node 999' })).toHaveAttribute('aria-posinset', '11');
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('treeitem', { name: 'Node 998' })).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('treeitem', { name: 'Root' })).toHaveFocus();
      await user.keyboard('{PageDown}');
      const focused = document.activeElement!;
      expect(focused.getAttribute('role')).toBe('treeitem');
      expect(focused).not.toHaveAccessibleName('Root');
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
      expect(document.activeElement).toHaveAccessibleName(/^Node \d+$/);
    });

    it('brings a node selected elsewhere (the canvas, "Locate") into the page without taking the focus', () => {
      const store = createTreeViewStore('root');
      render(<Harness onTree={() => undefined} initial={longTree(1000)} store={store} />);
      expect(screen.queryByRole('treeitem', { name: 'Node 700' })).toBeNull();
      act(() => store.getState().select('n700'));
      expect(screen.getByRole('treeitem', { name: 'Node 700' })).toHaveAttribute('aria-selected', 'true');
      expect(document.body).toHaveFocus();
    });
  });
});
