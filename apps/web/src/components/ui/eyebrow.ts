/**
 * The small upper-case label above a block ("Key lines", "Selected node"): on an h2, an h3 or a label,
 * whichever the block's place in the page calls for.
 */
export const eyebrow = 'text-xs font-semibold tracking-wide text-ink-subtle uppercase';
