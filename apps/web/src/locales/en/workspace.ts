export const workspace = {
  title: 'Project',
  tree: {
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
