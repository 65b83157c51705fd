import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { layoutTree, type LayoutOptions } from './tree-layout';

export interface LayoutRequest {
  key: number;
  root: TreeNode | HypothesisNode;
  options: Omit<LayoutOptions, 'collapsed'> & { collapsed: string[] };
}

// Large trees are laid out here, off the main thread, so typing and panning never stall.
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { key, root, options } = event.data;
  const placements = layoutTree(root, { ...options, collapsed: new Set(options.collapsed) });
  self.postMessage({ key, placements });
};
