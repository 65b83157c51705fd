import type { Page } from '@playwright/test';
import {
  apiAs,
  appOrigin,
  createAccount,
  linkFromMail,
  signInBrowser,
  uniqueEmail,
  whenNotBusy,
} from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

/** The account page at the two widths we design for, each checked with axe and kept as a screenshot. */
async function shootAccessible(page: Page, name: string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await keepScreenshot(page, `${name}-${width}`);
  }
}

test('an invited colleague signs up with only a name and a password and opens the shared project', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, { fullName: 'Grace Hopper' });
  const project = await apiAs(request, owner).createProject('Nordbahn pricing review');
  const invitee = uniqueEmail('colleague');
  await apiAs(request, owner).addMember(project.id, invitee, 'viewer');
  const link = await linkFromMail(invitee, /(\/auth\/invite-user\/[A-Za-z0-9_-]{43})/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(invitee);
  // No LinkedIn profile and no consulting background: those are for beta applicants.
  await expect(page.getByLabel('LinkedIn profile')).toHaveCount(0);
  await expect(page.getByLabel(/Consulting background/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Password', { exact: true }).fill('Orbital mechanics at dawn 62');
  await page.getByLabel('I am 18 or older.').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Katherine Johnson' })).toBeVisible();

  await page.goto('/v1.0/projects');
  const shared = page.getByRole('table', { name: 'Shared with me' });
  await shared.getByRole('link', { name: 'Nordbahn pricing review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nordbahn pricing review' })).toBeVisible();
});

test('the account page: reached from the user menu by mouse and keyboard, in English and German, axe-clean', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: 'Ada Lovelace' });
  await apiAs(request, account).createProject('Margin recovery');
  // A second session elsewhere, to be signed out from the page.
  const elsewhere = await whenNotBusy(() =>
    request.post('/api/v1/auth/sign-in', {
      data: { email: account.email, password: account.password },
      headers: {
        'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      },
    }),
  );
  expect(elsewhere.status()).toBe(200);
  const otherToken = ((await elsewhere.json()) as { token: string }).token;
  await signInBrowser(page, account);

  // Mouse: the user menu's entry.
  await page.goto('/v1.0/projects');
  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Safari on macOS')).toBeVisible();
  await shootAccessible(page, 'account');

  // Keyboard: from the projects page, open the menu and pick the entry without a mouse.
  await page.goto('/v1.0/projects');
  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).focus();
  await page.keyboard.press('Enter');
  // The menu opens with its first entry focused.
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  // The name, by keyboard: the user menu follows.
  const name = page.getByLabel('Full name');
  await name.fill('Ada King');
  await name.press('Enter');
  await expect(page.getByRole('button', { name: 'Account menu for Ada King' })).toBeVisible();

  // A notification setting is saved as it is ticked.
  await page.getByLabel('Product updates').check();
  await expect(page.getByText('Notification settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Product updates')).toBeChecked();

  // The other session is signed out, and its token stops working.
  await page.getByRole('button', { name: 'Sign out the session of Safari on macOS' }).click();
  await expect(sessions.getByText('Safari on macOS')).toHaveCount(0);
  const gone = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(gone.status()).toBe(401);

  // Export my data: prepared in the background, then downloaded as a ZIP.
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const downloadButton = page.getByRole('button', { name: 'Download ZIP' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^caseboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await linkFromMail(account.email, /(\/account#data)/);

  // German: the same page in the other language, also axe-clean.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: appOrigin }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Konto löschen' })).toBeVisible();
  await shootAccessible(page, 'account-de');
});

test('deleting the account from the page signs out and frees the address', async ({ page, request }) => {
  const account = await createAccount(request, { fullName: 'Leaving Person' });
  await signInBrowser(page, account);
  await page.goto('/account#delete');
  await expect(page.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByLabel(/I understand that my projects/).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('The password is wrong.')).toBeVisible();

  await section.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await expect(page.getByText('Your account was deleted.').first()).toBeVisible();
  const signIn = await request.post('/api/v1/auth/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);
});
