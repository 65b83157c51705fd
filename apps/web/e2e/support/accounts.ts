import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/**
 * Accounts for browser tests, made the way a person makes one, through the real auth API (issue 3):
 * sign-up, the activation link from the `.eml` outbox, activation, sign-in. The e2e server's embedded
 * database belongs to the server process, so nothing can be written into it from outside.
 */
export interface Account {
  id: number;
  email: string;
  password: string;
  fullName: string;
  /** A session token: the browser gets it as the `auth_token` cookie, API set-up calls as a bearer token. */
  token: string;
}

// Mirrors `e2eDataDir` of playwright.config.ts (which lies outside this package's TypeScript root).
const port = Number(process.env.E2E_PORT ?? 4173);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mailDir = join(repoRoot, 'node_modules/.cache/caseboard', `e2e-data-${port}`, 'mail');
/** The origin playwright.config.ts serves the app on. */
export const appOrigin = `http://localhost:${port}`;
let sequence = 0;

export function uniqueEmail(prefix = 'consultant'): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}.${stamp}@example.com`;
}

/** The text of a MIME message with quoted-printable and base64 parts decoded, good enough to find links in. */
function decodeMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ]
    .map((match) => Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${quotedPrintable}\n${base64Parts}`;
}

/** Waits for an e-mail to an address whose decoded text matches, and returns the first capture group. */
export async function linkFromMail(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const addressed = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  for (;;) {
    if (existsSync(mailDir)) {
      for (const name of readdirSync(mailDir).sort().reverse()) {
        if (!name.endsWith('.eml')) continue;
        const raw = readFileSync(join(mailDir, name), 'utf8');
        if (!addressed.test(raw)) continue;
        const found = pattern.exec(decodeMail(raw));
        if (found?.[1]) return found[1];
      }
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sign-up and sign-in answer 503 with Retry-After while the server's event loop is slow (load shedding,
 * decision 021), which a loaded test machine can cause: set-up waits as a client would, then retries.
 */
export async function whenNotBusy(send: () => Promise<APIResponse>, attempts = 15): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 503 || attempt >= attempts) return response;
    const seconds = Number(response.headers()['retry-after'] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(5, Math.max(1, seconds)) * 1000));
  }
}

/** Signs up, activates through the e-mailed link and signs in: an active account with a session. */
export async function createAccount(
  request: APIRequestContext,
  { fullName = 'Alex Consultant', email = uniqueEmail() }: { fullName?: string; email?: string } = {},
): Promise<Account> {
  const password = `Harbour-lantern-${Math.random().toString(36).slice(2, 10)}`;
  const signUp = await whenNotBusy(() =>
    request.post('/api/v1/auth/sign-up', {
      data: {
        email,
        password,
        fullName,
        linkedinUrl: `https://www.linkedin.com/in/${email.split('@')[0]!.replace(/[^a-z0-9-]/gi, '-')}`,
        ageConfirmed: true,
        termsAccepted: true,
        consultingBackground: 'Five years at a strategy firm',
      },
    }),
  );
  expect(signUp.status(), await signUp.text()).toBe(202);
  const activationToken = await linkFromMail(email, /\/auth\/activate-user\/([A-Za-z0-9_-]{43})/);
  const activated = await request.post('/api/v1/auth/activate', { data: { token: activationToken } });
  expect(activated.status(), await activated.text()).toBe(200);
  expect((await activated.json()).status).toBe('active');
  const signIn = await whenNotBusy(() => request.post('/api/v1/auth/sign-in', { data: { email, password } }));
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
  return { id: user.id, email, password, fullName, token };
}

/** Gives the browser the account's session, as the sign-in page would leave it. */
export async function signInBrowser(page: Page, account: Account): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'auth_token', value: account.token, url: appOrigin, httpOnly: true, sameSite: 'Lax' }]);
}

/** Set-up calls as an API client would make them (bearer token), so a test starts from a known state. */
export function apiAs(request: APIRequestContext, account: Account) {
  const headers = { authorization: `Bearer ${account.token}` };
  return {
    async createProject(name: string, options: { problemStatement?: string; body?: string } = {}) {
      const res = await request.post('/api/v1/projects', {
        headers,
        data: {
          name,
          model: 'offline',
          problemStatement: options.problemStatement ?? 'EBIT margin fell from 4.1% to 2.3% in two years.',
          body: options.body ?? JSON.stringify({ version: '1.1', brief: {} }),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: number; name: string; projectSnapshots: Array<{ id: number }> };
    },
    /**
     * Shares a project. Every address is invited; given an account (not just an address), the helper
     * also accepts the invitation as that account, so the test starts from an active membership.
     */
    async addMember(projectId: number, member: string | Account, role: 'editor' | 'commenter' | 'viewer' = 'editor') {
      const email = typeof member === 'string' ? member : member.email;
      const res = await request.post(`/api/v1/projects/${projectId}/members`, { headers, data: { email, role } });
      expect(res.status(), await res.text()).toBe(201);
      const added = (await res.json()) as { id: number };
      if (typeof member !== 'string') {
        const accepted = await request.post(`/api/v1/projects/invitations/${added.id}/accept`, {
          headers: { authorization: `Bearer ${member.token}` },
        });
        expect(accepted.status(), await accepted.text()).toBe(204);
      }
      return added;
    },
  };
}

/** Signs in through the sign-in screen (optionally with a returnUrl) and waits until the app has left it. */
export async function signInThroughUi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  returnUrl?: string,
): Promise<void> {
  await page.goto(returnUrl ? `/auth/sign-in?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/sign-in');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/sign-in/);
}
