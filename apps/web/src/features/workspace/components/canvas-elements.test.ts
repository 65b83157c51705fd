import type { TreeNode } from '@caseboard/contracts';
import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import type { Placement } from '../lib/tree-layout';
import { buildElements, cardHandles, ElementCache, type CardState } from './canvas-elements';
import type { CardText } from './tree-node-card';

const root: TreeNode = { id: 'r', label: 'Root', children: [{ id: 'a', label: 'A', children: [] }] };
const byId = new Map<string, TreeNode>([
  ['r', root],
  ['a', root.children[0]!],
]);
const placements: Placement[] = [
  { id: 'r', parentId: null, x: 0, y: 40, width: 248, height: 66, depth: 0 },
  { id: 'a', parentId: 'r', x: 304, y: 40, width: 248, height: 46, depth: 1 },
];
const text: CardText = {
  untitled: '',
  collapse: '',
  toolbar: '',
  dropHere: '',
  findings: () => '',
  expand: () => '',
  status: () => '',
};
const onToggle = () => undefined;
const onMore = () => undefined;
const state = (selectedId: string | null): CardState => ({
  rootId: 'r',
  path: new Set(),
  selectedId,
  selection: new Set(selectedId ? [selectedId] : []),
  dropTarget: null,
  collapsed: new Set(),
  findings: undefined,
  readOnly: false,
  direction: 'horizontal',
  onToggle,
  actions: null,
  onMore,
  text,
});

describe("the canvas's cards", () => {
  it('place their handles on the middle of the edges a tree runs across, on the border', () => {
    expect(cardHandles('horizontal', 248, 100).map(({ type, position, x, y }) => ({ type, position, x, y }))).toEqual([
      { type: 'target', position: Position.Left, x: -2, y: 47 },
      { type: 'source', position: Position.Right, x: 244, y: 47 },
    ]);
    expect(cardHandles('vertical', 248, 100).map(({ type, position, x, y }) => ({ type, position, x, y }))).toEqual([
      { type: 'target', position: Position.Top, x: 121, y: -2 },
      { type: 'source', position: Position.Bottom, x: 121, y: 96 },
    ]);
  });

  it('carry the layout size and handles until React Flow has measured them, then the measured size', () => {
    const cache = new ElementCache();
    const first = buildElements(placements, byId, cache, state(null)).nodes.find((node) => node.id === 'a')!;
    expect([first.initialWidth, first.initialHeight]).toEqual([248, 46]);
    expect(first.handles).toEqual(cardHandles('horizontal', 248, 46));

    cache.setMeasured('a', { width: 248, height: 88 });
    // Nothing about the card changed: the same object, so React Flow keeps its own measurement.
    expect(buildElements(placements, byId, cache, state(null)).nodes.find((node) => node.id === 'a')).toBe(first);
    // A new object (now selected) starts from what React Flow measured.
    const rebuilt = buildElements(placements, byId, cache, state('a')).nodes.find((node) => node.id === 'a')!;
    expect(rebuilt).not.toBe(first);
    expect([rebuilt.initialWidth, rebuilt.initialHeight]).toEqual([248, 88]);
    expect(rebuilt.handles).toEqual(cardHandles('horizontal', 248, 88));
  });
});
