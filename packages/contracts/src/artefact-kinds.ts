/** The artefacts the generation API produces, by URL path segment under the consulting API base. */
export const ARTEFACT_KINDS = [
  'reading',
  'brief',
  'issue-tree',
  'hypothesis-tree',
  'psw',
  'analysis-instructions',
  'analysis-simulation',
  'hypothesis-status',
  'storyline',
  'hypothesis-tree-diff',
] as const;

/** URL path of each artefact under the consulting API base (`/api/v1/ai`); the diff lives under hypothesis-tree. */
export const ARTEFACT_PATHS = {
  reading: '/reading',
  brief: '/brief',
  'issue-tree': '/issue-tree',
  'hypothesis-tree': '/hypothesis-tree',
  psw: '/psw',
  'analysis-instructions': '/analysis-instructions',
  'analysis-simulation': '/analysis-simulation',
  'hypothesis-status': '/hypothesis-status',
  storyline: '/storyline',
  'hypothesis-tree-diff': '/hypothesis-tree/diff',
} as const satisfies Record<(typeof ARTEFACT_KINDS)[number], string>;
