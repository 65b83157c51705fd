import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { linkPath, waitForMail } from './mail';

let sequence = 0;

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
}

export function newAccount(label = 'consultant'): TestAccount {
  sequence += 1;
  return {
    email: `${label}.${sequence}.${Date.now().toString(36)}@example.com`,
    password: 'Plum orchard at dusk 7',
    fullName: 'Ada Lovelace',
  };
}

/**
 * An active account through the real API and the outbox (sign-up, then the activation link), for
 * tests that need a signed-in user without walking the sign-up screens.
 */
export async function createAccount(request: APIRequestContext, account: TestAccount = newAccount()) {
  const res = await request.post('/api/v1/auth/sign-up', {
    data: {
      email: account.email,
      password: account.password,
      fullName: account.fullName,
      linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
      ageConfirmed: true,
      termsAccepted: true,
    },
  });
  expect(res.status()).toBe(202);
  const token = linkPath(await waitForMail(account.email, /Activate/), '/auth/activate-user/')
    .split('/')
    .pop()!;
  const activated = await request.post('/api/v1/auth/activate', { data: { token } });
  expect(await activated.json()).toEqual({ status: 'active' });
  return account;
}

/** Signs in through the sign-in screen and waits until the app has left it. */
export async function signInThroughUi(page: Page, account: TestAccount, returnUrl?: string) {
  await page.goto(returnUrl ? `/auth/sign-in?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/sign-in');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/sign-in/);
}
