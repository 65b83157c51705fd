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
  // axe reads colours as they are painted: a dialog still fading in would fail contrast it meets at rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Keeps a screenshot as a test artefact, for a person to look at. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
