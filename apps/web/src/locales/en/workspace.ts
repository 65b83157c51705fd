export const workspace = {
  title: 'Project',
  tree: {
    expand_one: 'Show {{count}} hidden node',
    expand_other: 'Show {{count}} hidden nodes',
    collapse: 'Hide sub-nodes',
    labelInput: 'Node text',
    untitled: 'Untitled',
    findings_one: '{{count}} structure finding',
    findings_other: '{{count}} structure findings',
    issueTree: 'Issue tree',
    hypothesisTree: 'Hypothesis tree',
  },
  status: {
    untested: 'Untested',
    supported: 'Supported',
    refuted: 'Refuted',
    inconclusive: 'Inconclusive',
    parked: 'Parked',
  },
} as const;
