import { describe, expect, it } from 'vitest';
import { hideOverlay, showOverlay, useUiStore, withLoading } from './ui-store';

describe('the base UI state', () => {
  it('starts with every flag off', () => {
    expect(useUiStore.getState()).toMatchObject({
      termsVisible: false,
      cookiePreferencesVisible: false,
      cookiePolicyVisible: false,
      privacyPolicyVisible: false,
      loading: false,
    });
  });

  it('opens and closes each overlay by its own flag', () => {
    showOverlay('terms');
    showOverlay('privacyPolicy');
    expect(useUiStore.getState()).toMatchObject({ termsVisible: true, privacyPolicyVisible: true });
    hideOverlay('privacyPolicy');
    expect(useUiStore.getState()).toMatchObject({
      termsVisible: true,
      privacyPolicyVisible: false,
      cookiePolicyVisible: false,
    });
    hideOverlay('terms');
  });

  it('stays loading until the last of several pieces of work finishes', async () => {
    let finishFirst!: () => void;
    const first = withLoading(new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withLoading(Promise.resolve());
    await second;
    expect(useUiStore.getState().loading).toBe(true);
    finishFirst();
    await first;
    expect(useUiStore.getState().loading).toBe(false);
  });
});
