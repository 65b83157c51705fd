import type { GeneratableKind } from '../hooks/use-generate';

export const STEPS = ['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline'] as const;
export type Step = (typeof STEPS)[number];

/** The step each generation fills: a generation that waited for the reading resumes there. */
export const STEP_OF: Record<GeneratableKind, Step> = {
  brief: 'problem',
  'issue-tree': 'issue-tree',
  'hypothesis-tree': 'hypotheses',
  psw: 'workplan',
  'analysis-instructions': 'analyses',
  'analysis-simulation': 'analyses',
  'hypothesis-status': 'analyses',
  storyline: 'storyline',
};
