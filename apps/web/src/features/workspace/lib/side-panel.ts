/**
 * The proposal and history panels beside a step (docs/decisions/026-workspace-layout-and-history.md):
 * beside it on wide windows, narrower below 1280 px, and below 1024 px laid over the step's right edge
 * (with a shadow) instead of squeezing it, so a tree's canvas keeps a usable width.
 */
export const sidePanelClass =
  'flex w-[440px] max-w-[45%] shrink-0 flex-col border-l border-line bg-surface max-xl:w-[380px] ' +
  'max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:z-20 max-lg:max-w-[90%] max-lg:shadow-xl';
