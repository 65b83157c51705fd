import type { Page } from '@playwright/test';
import { apiAs, createAccount, linkFromMail, signInThroughUi, uniqueEmail } from './support/accounts';
import { applyShellDefaults, expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

const person = (label: string) => ({
  email: uniqueEmail(label),
  password: 'Plum orchard at dusk 7',
  fullName: 'Ada Lovelace',
});

/** Screenshots of a page at the two widths we design for. */
async function shoot(page: Page, name: string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `${name}-${width}`);
  }
}

test('sign-up, activation from the e-mail, sign-in and sign-out', async ({ page }) => {
  // The longest journey here: five axe scans and a dozen full-page screenshots. Alone it takes ~23 s on
  // a two-core machine, ~38 s with both cores busy; as the suite's first test it also pays the server's
  // and the browser's cold start.
  test.setTimeout(120_000);
  const account = person('journey');
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Apply for the beta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the beta' })).toBeVisible();
  await expectAccessible(page);

  // The form refuses what the API would, field by field.
  await page.getByRole('button', { name: 'Apply for the beta' }).click();
  await expect(page.getByText('Confirm that you are 18 or older.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('sunshine');
  await expect(page.getByText(/Very weak|Weak/)).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(page.getByText(/Good|Strong/)).toBeVisible();
  await page.getByLabel('LinkedIn profile').fill('https://example.com/ada');
  await page.getByLabel('Consulting background (optional)').fill('Strategy consultant, 2016–2022');
  await page.getByLabel('I am 18 or older.').check();
  await page.getByRole('button', { name: 'beta terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Beta programme terms and conditions' });
  await expect(terms).toBeVisible();
  await expect(terms.getByText('England and Wales')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await page.getByLabel(/I accept the/).check();
  await shoot(page, 'auth-sign-up');
  await page.getByRole('button', { name: 'Apply for the beta' }).click();
  await expect(page.getByText('Enter your profile address, starting with https://www.linkedin.com/in/.')).toBeVisible();
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/ada-lovelace');
  await page.getByRole('button', { name: 'Apply for the beta' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-check-email');

  await page.goto(await linkFromMail(account.email, /(\/auth\/activate-user\/[A-Za-z0-9_-]{43})/));
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is active' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-activated');

  // A used link says so and offers the way on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Not my password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const menu = page.getByRole('button', { name: `Account menu for ${account.fullName}` });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'default-layout-signed-in');
  await menu.click();
  await expect(page.getByRole('menu').getByText(account.email)).toBeVisible();
  await shoot(page, 'user-menu-open');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/sign-in');

  // The session is gone on the server too: the protected page sends the visitor to sign-in.
  await page.goto('/v1.0/projects');
  await expect(page).toHaveURL('/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects');
});

test('the sign-in page by keyboard alone, in German, and its refusals', async ({ page, request }) => {
  const account = await createAccount(request, { email: uniqueEmail('keyboard'), fullName: 'Ada Lovelace' });
  await page.goto('/auth/sign-in');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await shoot(page, 'auth-sign-in');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fill in this field.').first()).toBeVisible();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-sign-in-de');
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Der Beta beitreten' })).toBeVisible();
  await shoot(page, 'auth-sign-up-de');
  await page.goto('/auth/forgot-password');
  await shoot(page, 'auth-forgot-password-de');
  await page.goto('/auth/activate-user/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'Dieser Link funktioniert nicht mehr' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-activate-invalid-de');
});

test('after sign-in the app follows returnUrl only to a path on this site', async ({ page, request }) => {
  const account = await createAccount(request, { email: uniqueEmail('return'), fullName: 'Ada Lovelace' });
  await page.goto('/v1.0/projects?tab=shared');
  await expect(page).toHaveURL('/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects%3Ftab%3Dshared');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/v1.0/projects?tab=shared');

  // Signed in, the auth pages send the user to `/`.
  await page.goto('/auth/sign-up');
  await expect(page).not.toHaveURL(/\/auth\//);
  await page.getByRole('button', { name: `Account menu for ${account.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/sign-in');

  for (const evil of ['//evil.example/phish', 'https://evil.example/', '/\\evil.example']) {
    await page.context().clearCookies({ name: 'auth_token' });
    await signInThroughUi(page, account, evil);
    expect(new URL(page.url()).hostname).toBe('localhost');
    expect(page.url()).not.toContain('evil');
  }
});

test('password reset from the e-mail ends the old session and the new password works', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, { email: uniqueEmail('reset'), fullName: 'Ada Lovelace' });
  // A second browser stays signed in with the old password; the reset must end that session.
  const other = await browser.newContext();
  await applyShellDefaults(other, baseURL!);
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, account);

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-forgot-password');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await shoot(page, 'auth-forgot-password-sent');

  await page.goto(await linkFromMail(account.email, /(\/auth\/reset-password\/[A-Za-z0-9_-]{43})/));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('password12345');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password is among the most common ones.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-reset-password');
  const newPassword = 'Lanterns over the harbour 9';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/auth/sign-in');
  await expect(page.getByText('Password changed. Sign in with your new password.').first()).toBeVisible();

  await signInThroughUi(page, { ...account, password: newPassword });
  await expect(page.getByRole('button', { name: `Account menu for ${account.fullName}` })).toBeVisible();

  // The other browser's next call answers 401: it is signed out and sent on to sign-in.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\/sign-in/);
  await other.close();
});

test('feedback from the header: category, rating and message, confirmed with a toast', async ({ page, request }) => {
  const account = await createAccount(request, { email: uniqueEmail('feedback'), fullName: 'Ada Lovelace' });
  await signInThroughUi(page, account);
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Fill in this field.')).toBeVisible();
  await dialog.getByText('An idea').click();
  await dialog.getByRole('radio', { name: '4 of 5: very good' }).check({ force: true });
  await dialog.getByLabel('Your feedback').fill('A one-page export of the storyline would help.');
  await expectAccessible(page);
  await shoot(page, 'feedback-dialog');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you. Your feedback was sent.').first()).toBeVisible();
});

test('an invitation from a project owner: the page names who and what, the account joins at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, { fullName: 'Grace Hopper' });
  const project = await apiAs(request, owner).createProject('Market entry for Nordbahn');
  const invitee = uniqueEmail('invitee');
  await apiAs(request, owner).addMember(project.id, invitee);
  const link = await linkFromMail(invitee, /(\/auth\/invite-user\/[A-Za-z0-9_-]{43})/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await expect(page.getByText('Grace Hopper invited you to work on Market entry for Nordbahn.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(invitee);
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('readonly', '');
  await expectAccessible(page);
  await shoot(page, 'auth-invite');

  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Password', { exact: true }).fill('Orbital mechanics at dawn 62');
  await page.getByLabel('I am 18 or older.').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Katherine Johnson' })).toBeVisible();

  // The membership took effect, and the link is spent.
  const me = await page.request.get('/api/v1/projects/shared?pageNumber=1&pageSize=10');
  expect((await me.json()).results).toEqual([expect.objectContaining({ id: project.id })]);
  await page.context().clearCookies({ name: 'auth_token' });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'auth-invite-invalid');
});
