import { lazyComponent } from '@/lib/lazy-component';
import type { Step } from './steps';

/**
 * The code of each step loads on its own (docs/decisions/036-workspace-rendering.md): the workspace's
 * first screen carries only the step it opens on. The workspace route's loader starts that step's code
 * (and the canvas, on a tree step) beside the session check and the project request; a step whose code
 * is here by the time it renders shows at once, without a Suspense fallback (lib/lazy-component.tsx).
 */
export const stepViews = {
  problem: lazyComponent(() => import('../components/steps/problem-step').then((module) => module.ProblemStep)),
  tree: lazyComponent(() => import('../components/workspace-tree-step').then((module) => module.WorkspaceTreeStep)),
  canvas: lazyComponent(() => import('../components/tree-canvas').then((module) => module.TreeCanvas)),
  workplan: lazyComponent(() => import('../components/steps/workplan-step').then((module) => module.WorkplanStep)),
  analyses: lazyComponent(() => import('../components/steps/analyses-step').then((module) => module.AnalysesStep)),
  storyline: lazyComponent(() => import('../components/steps/storyline-step').then((module) => module.StorylineStep)),
};

/**
 * Starts loading what `step` shows first; resolves once it is here (never rejects: a failed load is
 * reported where the step renders).
 */
export function preloadStep(step: Step): Promise<void> {
  const views = step === 'issue-tree' || step === 'hypotheses' ? [stepViews.tree, stepViews.canvas] : [stepViews[step]];
  return Promise.all(views.map((view) => view.preload())).then(() => undefined);
}
