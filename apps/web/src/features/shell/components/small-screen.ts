/** The stored setting of spec section 3: set to `showed` once the small-screen notice was closed. */
export const SMALL_SCREEN_KEY = 'small_screen_message';
/** The notice is for windows 1024 px wide or narrower. */
export const SMALL_SCREEN_QUERY = '(max-width: 1024px)';

export function smallScreenNoticeShown(): boolean {
  try {
    return window.localStorage.getItem(SMALL_SCREEN_KEY) === 'showed';
  } catch {
    return true; // storage blocked: do not nag on every page
  }
}

export function rememberSmallScreenNotice() {
  try {
    window.localStorage.setItem(SMALL_SCREEN_KEY, 'showed');
  } catch {
    // storage blocked: it shows again next time, which is the best we can do
  }
}
