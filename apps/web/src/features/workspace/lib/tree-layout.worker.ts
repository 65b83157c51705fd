import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { layoutTree, type LayoutOptions } from './tree-layout';

export interface LayoutRequest {
  key: number;
  root: TreeNode | HypothesisNode;
  options: Omit<LayoutOptions, 'collapsed' | 'flagged'> & { collapsed: string[]; flagged: string[] };
}

// Large trees are laid out here, off the main thread, so typing and panning never stall.
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { key, root, options } = event.data;
  const placements = layoutTree(root, {
    ...options,
    collapsed: new Set(options.collapsed),
    flagged: new Set(options.flagged),
  });
  self.postMessage({ key, placements });
};
