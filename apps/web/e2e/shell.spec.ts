import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { createAccount, signInBrowser } from './support/accounts';
import { DENIED_CONSENT, expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// The shell's own tests start as a first-time visitor: no consent, no small-screen flag.
test.use({ shellDefaults: false });

const TAG_ID = 'G-E2ETEST';

async function analyticsOrigin(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/api/v1/config')).json()) as { analytics: { url: string } | null };
  expect(config.analytics, 'the e2e server runs with a fake analytics tag').not.toBeNull();
  return new URL(config.analytics!.url).origin;
}

/** Every request the page makes to the analytics origin. */
function analyticsRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) seen.push(request.url());
  });
  return seen;
}

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  return cookie ? { value: JSON.parse(decodeURIComponent(cookie.value)) as unknown, expires: cookie.expires } : null;
}

async function gaCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name.startsWith('_ga')).map((c) => c.name);
}

async function decide(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(DENIED_CONSENT), url: baseURL! }]);
}

/** Tabs forward and back through a dialog and checks focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `${key} #${i + 1}`).toBe(true);
    }
  }
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });
const footerButton = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('button', { name, exact: true });

test.describe('cookie consent', () => {
  test('a first visit shows the banner, which neither Escape nor a click outside closes', async ({ page }) => {
    await page.goto('/auth/sign-in');
    const dialog = banner(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept analytics' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Necessary only' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Read the cookie policy' })).toBeVisible();
    // Equal prominence: the two choices look the same.
    const [accept, refuse] = await Promise.all(
      ['Accept analytics', 'Necessary only'].map((name) =>
        dialog.getByRole('button', { name }).evaluate((node) => {
          const style = getComputedStyle(node);
          return [style.backgroundColor, style.color, style.fontWeight, style.height].join();
        }),
      ),
    );
    expect(accept).toBe(refuse);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await expectFocusTrapped(page, dialog, 5);
    await keepScreenshot(page, 'shell-consent-banner-1440-en');
  });

  test('nothing goes to analytics before consent nor after refusing, and the refusal is stored for a year', async ({
    page,
    context,
    request,
  }) => {
    const origin = await analyticsOrigin(request);
    const hits = analyticsRequests(page, origin);
    await page.goto('/auth/sign-in');
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(hits).toEqual([]);
    expect(await storedConsent(context)).toBeNull();

    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner(page)).toBeHidden();
    const stored = await storedConsent(context);
    expect(stored?.value).toEqual({ necessary: true, analytics: 'denied', version: 1 });
    const days = (stored!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Caseboard, go to the start page' }).click();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(hits).toEqual([]);
    expect(await gaCookies(context)).toEqual([]);
    expect(await page.locator(`script[src^="${origin}"]`).count()).toBe(0);
  });

  test('accepting loads the tag, stores the grant, counts the logo click, and the banner does not return', async ({
    page,
    context,
    request,
  }) => {
    const origin = await analyticsOrigin(request);
    const hits = analyticsRequests(page, origin);
    await page.goto('/auth/sign-in');
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator(`script[src="${origin}/gtag/js?id=${TAG_ID}"]`)).toHaveCount(1);
    await expect.poll(() => hits.some((url) => url.startsWith(`${origin}/gtag/js?id=${TAG_ID}`))).toBe(true);
    expect((await storedConsent(context))?.value).toEqual({ necessary: true, analytics: 'granted', version: 1 });
    await expect.poll(() => gaCookies(context)).toContain('_ga');
    expect(await page.evaluate((id) => `ga-disable-${id}` in window, TAG_ID)).toBe(false);

    // A stored grant initialises analytics on the next load, without asking again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator(`script[src="${origin}/gtag/js?id=${TAG_ID}"]`)).toHaveCount(1);

    const click = page.waitForRequest(
      (r) => r.url().startsWith(`${origin}/g/collect`) && r.url().includes('en=click_logo'),
    );
    await page.getByRole('link', { name: 'Caseboard, go to the start page' }).click();
    const params = new URL((await click).url()).searchParams;
    expect(params.get('ep.event_category')).toBe('/auth/sign-in');
    expect(params.get('ep.event_label')).toBe('Logo');
  });

  test('refusing in the cookie settings after accepting deletes the _ga cookies and silences the tag', async ({
    page,
    context,
    request,
  }) => {
    const origin = await analyticsOrigin(request);
    await page.goto('/auth/sign-in');
    await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => gaCookies(context)).toEqual(expect.arrayContaining(['_ga', '_ga_E2ETEST']));

    await footerButton(page, 'Cookie settings').click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await settings.getByRole('button', { name: 'Necessary only' }).click();
    await expect(settings).toBeHidden();
    expect((await storedConsent(context))?.value).toEqual({ necessary: true, analytics: 'denied', version: 1 });
    expect(await gaCookies(context)).toEqual([]);
    expect(
      await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], TAG_ID),
    ).toBe(true);

    const hits = analyticsRequests(page, origin);
    await page.getByRole('link', { name: 'Caseboard, go to the start page' }).click();
    await page.waitForLoadState('networkidle');
    expect(hits).toEqual([]);
  });

  test('the cookie settings: centred, at most 960 px, not closed by the mask, and storing closes them', async ({
    page,
    context,
    baseURL,
  }) => {
    await decide(context, baseURL);
    await context.addInitScript(() => localStorage.setItem('small_screen_message', 'showed'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/auth/sign-in');
    await footerButton(page, 'Cookie settings').click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    await expect.poll(async () => (await settings.boundingBox())?.width).toBe(960);
    const box = (await settings.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(2);
    await page.mouse.click(5, 5);
    await expect(settings).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'shell-cookie-settings-1440-en');

    const toggle = settings.getByRole('switch', { name: 'Analytics' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await settings.getByRole('button', { name: 'Save choice' }).click();
    await expect(settings).toBeHidden();
    expect((await storedConsent(context))?.value).toMatchObject({ analytics: 'granted' });
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Your cookie settings are saved.'),
    ).toBeVisible();

    await footerButton(page, 'Cookie settings').click();
    await expect(toggle).toBeChecked();
    await settings.getByRole('button', { name: 'Accept all' }).click();
    await expect(settings).toBeHidden();
    expect((await storedConsent(context))?.value).toMatchObject({ analytics: 'granted' });

    await page.setViewportSize({ width: 600, height: 800 });
    await footerButton(page, 'Cookie settings').click();
    await expect.poll(async () => (await settings.boundingBox())?.width).toBe(600);
  });

  test('the cookie settings work by keyboard alone and give focus back', async ({ page, context, baseURL }) => {
    await decide(context, baseURL);
    await page.goto('/auth/sign-in');
    const trigger = footerButton(page, 'Cookie settings');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    await expectFocusTrapped(page, settings);
    await settings.getByRole('switch', { name: 'Analytics' }).focus();
    await page.keyboard.press('Space');
    await expect(settings.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(trigger).toBeFocused();
    expect((await storedConsent(context))?.value).toMatchObject({ analytics: 'denied' });
  });

  test('the banner is answered by keyboard alone, and its cookie policy link opens the policy on top', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/sign-in');
    // The dialog itself takes focus, so neither choice is pre-selected.
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Read the cookie policy' })).toBeFocused();
    await page.keyboard.press('Enter');
    const policy = page.getByRole('dialog', { name: 'Cookie policy' });
    await expect(policy).toBeVisible();
    await expect(policy.getByRole('table', { name: 'Cookies set by Caseboard' })).toBeVisible();
    for (const name of ['auth_token', 'i18n_redirected', 'cookie_consent', '_ga', '_ga_*'])
      await expect(policy.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(policy).toContainText('Last updated: 15 October 2024');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(policy).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Read the cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect((await storedConsent(context))?.value).toMatchObject({ analytics: 'granted' });
  });
});

test.describe('legal texts', () => {
  test.beforeEach(async ({ context, baseURL }) => decide(context, baseURL));

  test('the privacy policy has 14 sections that its contents scroll to, and closing it closes only it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/auth/sign-in');
    await footerButton(page, 'Privacy policy').click();
    const policy = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(policy).toContainText('Last updated: 15 October 2024');
    const contents = policy.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveCount(14);
    await expect(policy.getByRole('heading', { level: 3 })).toHaveCount(15); // "Contents" and the 14 sections
    await expect(policy).toContainText('mobile application');
    await expectAccessible(page);
    await keepScreenshot(page, 'shell-privacy-policy-1440-en');

    const rights = policy.getByRole('heading', { name: /Your rights/ });
    await expect(rights).not.toBeInViewport();
    await contents.getByRole('link', { name: /Your rights/ }).click();
    await expect(rights).toBeInViewport();
    await expect(rights).toBeFocused();
    await expect(contents.getByRole('link', { name: /Your rights/ })).toHaveAttribute('aria-current', 'location');
    // Keyboard: the contents work with Enter too.
    await contents.getByRole('link', { name: /Who is responsible/ }).focus();
    await page.keyboard.press('Enter');
    await expect(policy.getByRole('heading', { name: /Who is responsible/ })).toBeInViewport();

    await policy.getByRole('button', { name: 'Close' }).click();
    await expect(policy).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(footerButton(page, 'Privacy policy')).toBeFocused();
  });

  test('the beta terms state the programme and link across to the privacy policy', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await footerButton(page, 'Beta terms').click();
    const terms = page.getByRole('dialog', { name: 'Beta programme terms and conditions' });
    for (const fact of [
      '200 participants',
      'at least 18',
      'free of charge',
      'every week',
      '30 days',
      '30% discount',
      'England and Wales',
    ])
      await expect(terms).toContainText(fact);
    await expectAccessible(page);
    await expectFocusTrapped(page, terms);
    await keepScreenshot(page, 'shell-terms-1280-en');
    await terms.getByRole('button', { name: 'privacy policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy policy' })).toBeVisible();
    await expect(terms).toBeHidden();
  });
});

test.describe('small screens', () => {
  test('at 800 px the notice shows once, is accessible, and closing it stores the flag', async ({
    page,
    context,
    baseURL,
  }) => {
    await decide(context, baseURL);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/auth/sign-in');
    const notice = page.getByRole('dialog', { name: 'Optimised for larger screens' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Mobile support is not fully available');
    const box = (await notice.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(480);
    expect(Math.abs(box.x + box.width / 2 - 400)).toBeLessThan(2);
    await expectAccessible(page);
    await expectFocusTrapped(page, notice, 4);
    await keepScreenshot(page, 'shell-small-screen-800-en');
    await notice.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('small_screen_message'))).toBe('showed');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the notice waits for the consent banner, and wide windows never see it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/auth/sign-in');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Optimised for larger screens' })).toBeHidden();
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    const notice = page.getByRole('dialog', { name: 'Optimised for larger screens' });
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('small_screen_message'))).toBe('showed');

    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(notice).toBeHidden();
  });
});

test.describe('languages', () => {
  test('i18n_redirected=de renders German with <html lang="de">, and the switcher goes back to English', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    await page.goto('/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('dialog', { name: 'Ihre Datenschutzeinstellungen' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'shell-consent-banner-1280-de');
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await keepScreenshot(page, 'shell-sign-in-1440-de');

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(364);
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('and no cookie, the app speaks German', async ({ page, context, baseURL }) => {
      await decide(context, baseURL);
      await page.goto('/no/such/page');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
      await expect(page.getByText('Seite nicht gefunden: /no/such/page')).toBeVisible();
    });
  });

  test('the German legal texts are complete, with the date written the German way', async ({
    page,
    context,
    baseURL,
  }) => {
    await decide(context, baseURL);
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/auth/sign-in');
    const notice = page.getByRole('dialog', { name: 'Für größere Bildschirme optimiert' });
    await notice.getByRole('button', { name: 'Trotzdem fortfahren' }).click();
    await footerButton(page, 'Datenschutzerklärung').click();
    const policy = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(policy).toContainText('Stand: 15. Oktober 2024');
    await expect(policy.getByRole('navigation', { name: 'Inhalt' }).getByRole('link')).toHaveCount(14);
    await expectAccessible(page);
    await keepScreenshot(page, 'shell-privacy-policy-1024-de');
  });
});

test.describe('language in the URL (I18N_URL_STRATEGY=prefix_except_default)', () => {
  // The strategy is this deployment's configuration, carried by the page; rewriting it here tests the
  // router's prefix mode against the same production build.
  test.beforeEach(async ({ page, context, baseURL }) => {
    await decide(context, baseURL);
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '&quot;urlStrategy&quot;:&quot;no_prefix&quot;',
        '&quot;urlStrategy&quot;:&quot;prefix_except_default&quot;',
      );
      await route.fulfill({ response, body });
    });
  });

  test('/de/... renders German, links keep the prefix, and switching to English drops it', async ({
    page,
    context,
  }) => {
    await page.goto('/de/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Caseboard, zur Startseite' })).toHaveAttribute('href', '/de');

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page).toHaveURL('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Caseboard, go to the start page' })).toHaveAttribute('href', '/');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveURL('/de/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('Back across a language switch shows the page in the language of its URL', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // History entries from before a switch carry the other prefix.
    await page.evaluate(() => window.history.pushState(null, '', '/de/auth/sign-in'));
    await page.evaluate(() => window.history.pushState(null, '', '/auth/sign-in'));
    await page.goBack();
    await expect(page).toHaveURL('/de/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a visitor who chose German and opens an unprefixed link lands on the German page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    await page.goto('/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects');
    await expect(page).toHaveURL('/de/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });

  test('protected pages send visitors to the prefixed sign-in, and unknown prefixed paths are not found', async ({
    page,
  }) => {
    await page.goto('/de/v1.0/projects');
    await expect(page).toHaveURL('/de/auth/sign-in?returnUrl=%2Fde%2Fv1.0%2Fprojects');
    await page.goto('/de/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  });
});

test.describe('errors and updates', () => {
  test.beforeEach(async ({ context, baseURL }) => decide(context, baseURL));

  test('an unmatched route shows "Page not found" with the path and a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Caseboard, go to the start page' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, 'shell-not-found-1280-en');
    await page.getByRole('link', { name: 'Go to the start page', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
  });

  test('a forged auth_token ends at sign-in', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'auth_token', value: 'forged-'.padEnd(64, 'x'), url: baseURL! }]);
    await page.goto('/v1.0/projects');
    await expect(page).toHaveURL('/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a new build offers a reload in a toast', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('A new version of Caseboard is available');
    await expectAccessible(page);
    await keepScreenshot(page, 'shell-update-toast-1280-en');
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Reload now' }).click();
    await reloaded;
  });

  test('a code chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
    await page.route('**/assets/sign-up-*.js', (route) => route.abort());
    // Counts the page's document requests: the reload can start before the first load event fires.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await page.goto('/auth/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('caseboard:chunk-reload-at'))).toMatch(/^\d+$/);
    await expectAccessible(page);
  });
});

test.describe('layouts', () => {
  test.beforeEach(async ({ context, baseURL }) => decide(context, baseURL));

  test('the default layout has the logo, the breadcrumb, the language switcher and the legal footer', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await signInBrowser(page, await createAccount(request, { fullName: 'Ada Lovelace' }));
    for (const [width, lang] of [
      [1440, 'en'],
      [1024, 'en'],
      [1440, 'de'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }]);
      await page.evaluate(() => localStorage.setItem('small_screen_message', 'showed')).catch(() => undefined);
      await page.goto('/v1.0/projects');
      const header = page.getByRole('banner');
      await expect(
        header.getByRole('link', {
          name: lang === 'en' ? 'Caseboard, go to the start page' : 'Caseboard, zur Startseite',
        }),
      ).toBeVisible();
      await expect(
        header.getByRole('navigation', { name: lang === 'en' ? 'Breadcrumb' : 'Brotkrümelnavigation' }),
      ).toContainText(lang === 'en' ? 'My projects' : 'Meine Projekte');
      await expect(header.getByRole('combobox')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('button')).toHaveCount(4);
      await expectAccessible(page);
      await keepScreenshot(page, `shell-default-layout-${width}-${lang}`);
    }
  });

  test('every auth screen and the shell pages pass axe, with and without the banner', async ({ page, context }) => {
    test.setTimeout(120_000);
    const pages = [
      '/auth/sign-in',
      '/auth/sign-up',
      '/auth/forgot-password',
      '/auth/reset-password/token',
      '/auth/activate-user/token',
      '/auth/invite-user/token',
      '/no/such/page',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await context.clearCookies();
    for (const path of pages) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/auth/sign-in');
    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await page
      .getByRole('dialog', { name: 'Optimised for larger screens' })
      .getByRole('button', { name: 'Continue anyway' })
      .click();
    await keepScreenshot(page, 'shell-sign-in-1024-en');
  });
});
