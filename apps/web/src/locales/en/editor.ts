/** The editor's own texts: what the named commands show beyond each step's namespace (decision 022). */
export const editor = {
  proposal: {
    kept_one: 'Your {{count}} node is kept as you left it.',
    kept_other: 'Your {{count}} nodes are kept as you left them.',
  },
  links: {
    addHypothesis: 'Rest this point on a hypothesis',
    choose: 'Add a hypothesis…',
    unlink: 'Stop resting “{{point}}” on “{{hypothesis}}”',
    broken_one: '{{count}} link points to a hypothesis that is no longer in the tree.',
    broken_other: '{{count}} links point to hypotheses that are no longer in the tree.',
  },
};
