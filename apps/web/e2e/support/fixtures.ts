import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The consent record a returning visitor who chose "necessary only" has. */
export const DENIED_CONSENT = JSON.stringify({ necessary: true, analytics: 'denied', version: 1 });

interface Fixtures {
  pageErrors: Error[];
  /**
   * True (the default): the browser is a returning visitor who has answered the cookie banner and seen
   * the small-screen notice, so tests of other screens meet no shell dialog. The shell's own tests set
   * it to false with `test.use({ shellDefaults: false })`.
   */
  shellDefaults: boolean;
  applyShellDefaults: undefined;
}

/** Every page test fails on an uncaught page error. */
export const test = base.extend<Fixtures>({
  shellDefaults: [true, { option: true }],
  applyShellDefaults: [
    async ({ context, baseURL, shellDefaults }, use) => {
      if (shellDefaults) await applyShellDefaults(context, baseURL!);
      await use(undefined);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A returning visitor who refused analytics and has seen the small-screen notice: no shell dialog in the way. */
export async function applyShellDefaults(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(DENIED_CONSENT), url: baseURL }]);
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('small_screen_message', 'showed');
    } catch {
      // opaque origins (about:blank) have no storage
    }
  });
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page) {
  let blocking: string[] = [];
  // A scan that something began to move during (a toast that came in or went out as axe read it) is
  // read again once it is still: a real violation stays on the second reading, a half-faded colour does not.
  for (let reading = 0; reading < 3; reading += 1) {
    await untilStill(page);
    await page.evaluate(() => {
      const moved = () => ((window as unknown as { __axeSawMotion: boolean }).__axeSawMotion = true);
      (window as unknown as { __axeSawMotion: boolean }).__axeSawMotion = false;
      for (const type of ['animationstart', 'transitionstart', 'animationend', 'transitionend'])
        document.addEventListener(type, moved, { capture: true, once: true });
    });
    const results = await new AxeBuilder({ page }).analyze();
    blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    const moved = await page.evaluate(() => (window as unknown as { __axeSawMotion: boolean }).__axeSawMotion);
    if (blocking.length === 0 || !moved) break;
  }
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

/** Waits for every finite animation and transition on the page to end: axe reads colours as painted. */
async function untilStill(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Keeps a screenshot as a test artefact, for a person to look at. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
