/**
 * Parts that are not the point of a screen (the user menu's dropdown, the members and export buttons,
 * comment badges, the live connection) wait until its main content has painted, so their code, their
 * requests and their renders do not compete with it (docs/decisions/036-workspace-rendering.md).
 *
 * A screen whose main content arrives after the route has rendered (the workspace: the project, then
 * the step, then the canvas measuring its cards) claims the first screen from its route loader and
 * says when that content is shown; on any other screen, or when the claimed content never shows (an
 * error, an empty tree, a view without the canvas), the parts wait at most a moment.
 */
const LONGEST_WAIT_MS = 1_500;

let claimed = false;
let shown = false;
let waiting: (() => void)[] = [];
let fallback: ReturnType<typeof setTimeout> | undefined;

function release(): void {
  if (shown) return;
  shown = true;
  clearTimeout(fallback);
  const run = waiting;
  waiting = [];
  // After the frames that show the content (the canvas shows its cards in the frame after it has
  // measured them): the parts load once it is on screen.
  const later = () => setTimeout(() => run.forEach((task) => task()), 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(later));
  else later();
}

/** Called by a route loader whose screen's main content comes later: the parts wait for `firstScreenShown`. */
export function claimFirstScreen(): void {
  if (shown || claimed) return;
  claimed = true;
  fallback = setTimeout(release, LONGEST_WAIT_MS);
}

/** The claimed content is on screen (or will not come): the waiting parts load. */
export function firstScreenShown(): void {
  release();
}

/** Runs `task` once the first screen's main content has painted (at once after that); returns a cancel. */
export function afterFirstScreen(task: () => void): () => void {
  if (shown) {
    task();
    return () => undefined;
  }
  let live = true;
  const guarded = () => {
    if (live) task();
  };
  waiting.push(guarded);
  // Nothing claimed the screen: the route has rendered its content already.
  if (!claimed) {
    claimed = true;
    fallback = setTimeout(release, 0);
  }
  return () => {
    live = false;
  };
}

/** For tests: back to a page that has not shown anything. */
export function resetFirstScreen(): void {
  clearTimeout(fallback);
  claimed = false;
  shown = false;
  waiting = [];
}
