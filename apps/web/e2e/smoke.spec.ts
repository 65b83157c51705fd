import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

test('the app loads and the sign-in route renders in the auth layout', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Caseboard, go to the start page' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in · Caseboard');
  await expectAccessible(page);
  await keepScreenshot(page, 'sign-in');
  // A visitor's session check is an answer, not a failed request the console would report.
  expect(consoleErrors).toEqual([]);
});

test('a visitor who opens a protected page is sent to sign-in with the full path to return to', async ({ page }) => {
  await page.goto('/v1.0/projects?tab=shared');
  await expect(page).toHaveURL('/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects%3Ftab%3Dshared');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('an unmatched route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Caseboard');
  await expectAccessible(page);
});
