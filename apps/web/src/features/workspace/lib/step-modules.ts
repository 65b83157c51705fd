import type { Step } from './steps';

/**
 * The code of each step loads on its own (docs/decisions/036-workspace-rendering.md): the workspace's
 * first screen carries only the step it opens on. The same loaders start that step's code (and the
 * canvas, on a tree step) while the project is still on its way, so splitting adds no wait.
 */
export const stepModules = {
  problem: () => import('../components/steps/problem-step'),
  tree: () => import('../components/workspace-tree-step'),
  canvas: () => import('../components/tree-canvas'),
  workplan: () => import('../components/steps/workplan-step'),
  analyses: () => import('../components/steps/analyses-step'),
  storyline: () => import('../components/steps/storyline-step'),
};

/** Starts loading what `step` shows first; a failed load is left to the step's own import to report. */
export function preloadStep(step: Step): void {
  const loads =
    step === 'issue-tree' || step === 'hypotheses'
      ? [stepModules.tree(), stepModules.canvas()]
      : [stepModules[step === 'problem' ? 'problem' : step]()];
  for (const load of loads) load.catch(() => undefined);
}
