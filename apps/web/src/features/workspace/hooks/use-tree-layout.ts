import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { countNodes } from '@caseboard/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultLayoutOptions, layoutTree, type LayoutDirection, type Placement } from '../lib/tree-layout';
import type { LayoutRequest } from '../lib/tree-layout.worker';

/**
 * Trees above this size are laid out in a worker; smaller ones synchronously. The worker's first
 * answer took 50-150 ms on a busy machine (its code loads and compiles first) and held back the canvas
 * by as much (docs/decisions/036-workspace-rendering.md), while the largest tree the contract allows
 * (MAX_TREE_NODES, 1,000 nodes) lays out here within the first render's budget (bench/web.mjs,
 * docs/decisions/039-trees-of-a-thousand-nodes.md); only trees larger than that (a local build with
 * a raised limit) go to the worker.
 */
export const WORKER_THRESHOLD = 1_000;

let worker: Worker | undefined;
function layoutWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  worker ??= new Worker(new URL('../lib/tree-layout.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** Starts the worker ahead of need, so its start-up is not on the path to the first layout of a large tree. */
export function prewarmLayoutWorker(): void {
  layoutWorker();
}

const NONE: ReadonlySet<string> = new Set();

export function useTreeLayout(
  root: TreeNode | HypothesisNode,
  collapsed: ReadonlySet<string>,
  direction: LayoutDirection = 'horizontal',
  flagged: ReadonlySet<string> = NONE,
): Placement[] | null {
  const size = useMemo(() => countNodes(root), [root]);
  const sync = size <= WORKER_THRESHOLD || !layoutWorker();
  const immediate = useMemo(
    () => (sync ? layoutTree(root, { ...defaultLayoutOptions, collapsed, direction, flagged }) : null),
    [sync, root, collapsed, direction, flagged],
  );
  const [fromWorker, setFromWorker] = useState<Placement[] | null>(null);
  const requestKey = useRef(0);

  useEffect(() => {
    if (sync) return;
    const target = layoutWorker()!;
    const key = (requestKey.current += 1);
    const onMessage = (event: MessageEvent<{ key: number; placements: Placement[] }>) => {
      if (event.data.key === requestKey.current) setFromWorker(event.data.placements);
    };
    target.addEventListener('message', onMessage);
    const request: LayoutRequest = {
      key,
      root,
      options: { ...defaultLayoutOptions, collapsed: [...collapsed], direction, flagged: [...flagged] },
    };
    target.postMessage(request);
    return () => target.removeEventListener('message', onMessage);
  }, [sync, root, collapsed, direction, flagged]);

  return immediate ?? fromWorker;
}
