import { create } from 'zustand';

/**
 * The base UI state of spec section 3. Any feature opens an overlay through it (the sign-up form
 * opens the terms with `showOverlay('terms')`); the shell renders the overlays.
 */
export interface UiState {
  termsVisible: boolean;
  cookiePreferencesVisible: boolean;
  cookiePolicyVisible: boolean;
  privacyPolicyVisible: boolean;
  /** App-wide busy state: shows the progress bar at the top of the page. */
  loading: boolean;
}

export const useUiStore = create<UiState>(() => ({
  termsVisible: false,
  cookiePreferencesVisible: false,
  cookiePolicyVisible: false,
  privacyPolicyVisible: false,
  loading: false,
}));

export type Overlay = 'terms' | 'cookiePreferences' | 'cookiePolicy' | 'privacyPolicy';

const flag = (overlay: Overlay) => `${overlay}Visible` as const;

export function showOverlay(overlay: Overlay) {
  useUiStore.setState({ [flag(overlay)]: true });
}

export function hideOverlay(overlay: Overlay) {
  useUiStore.setState({ [flag(overlay)]: false });
}

export function setLoading(loading: boolean) {
  useUiStore.setState({ loading });
}

let running = 0;

/** Shows the app-wide progress bar while a promise runs (until the last of several finishes). */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  running += 1;
  setLoading(true);
  try {
    return await work;
  } finally {
    running -= 1;
    if (running === 0) setLoading(false);
  }
}
