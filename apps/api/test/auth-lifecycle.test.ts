import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The black-box bar of issue 3: a client that knows only HTTP and the `.eml` outbox walks the whole
 * account life cycle against the real server, built from the repository and started with the default
 * configuration (embedded database, file mail), then the waiting list with BETA_SEATS=1 through
 * `npm run admin -- admit` and a restart.
 */

const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-lifecycle-'));
const stamp = Date.now().toString(36);
const PASSWORD = 'Plum orchard at dusk 7';
const NEW_PASSWORD = 'Lanterns over the harbour 9';

let port = 0;
let base = '';
let origin = '';
let server: ChildProcess | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

/** Only what a fresh clone has: no database server, no Redis, no SMTP, no public URL. */
function defaultEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

async function startServer(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: defaultEnv(extra),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`the server did not start within 120 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server = child;
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function admin(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: defaultEnv(),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for an e-mail in the outbox ($DATA_DIR/mail/*.eml) to an address whose subject matches. */
async function outbox(to: string, subject: RegExp, { after = 0 } = {}): Promise<Mail> {
  const started = Date.now();
  for (;;) {
    const dir = join(dataDir, 'mail');
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort();
    } catch {
      // no mail yet
    }
    const found: Mail[] = [];
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(join(dir, file)));
      const recipients = [parsed.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
      if (recipients.includes(to) && subject.test(parsed.subject ?? ''))
        found.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
    }
    if (found.length > after) return found[after]!;
    if (Date.now() - started > 60_000) throw new Error(`no e-mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function linkToken(mail: Mail, path: string): string {
  const match = new RegExp(`${origin}${path}/([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${origin}${path} link in: ${mail.text}`);
  return match[1]!;
}

async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

const signUpBody = (email: string) => ({
  email,
  password: PASSWORD,
  fullName: 'Ada Lovelace',
  linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
  ageConfirmed: true,
  termsAccepted: true,
});

const ada = `ada.${stamp}@example.com`;
const nobody = `nobody.${stamp}@example.com`;
const waiting = `waiting.${stamp}@example.com`;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  origin = `http://localhost:${port}`;
  await startServer();
}, 600_000);

afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the account life cycle through HTTP and the outbox, default configuration', () => {
  let cookieToken = '';
  let bearerToken = '';

  it('signs up, and answers a second sign-up of the same address exactly like a new one', async () => {
    const first = await call('POST', '/api/v1/auth/sign-up', { body: signUpBody(ada) });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ status: 'pending_activation' });
    const activation = await outbox(ada, /Activate your Caseboard account/);
    const token = linkToken(activation, '/auth/activate-user');

    const activated = await call('POST', '/api/v1/auth/activate', { body: { token } });
    expect(activated.json).toEqual({ status: 'active' });
    await outbox(ada, /Your Caseboard account is active/);
    const reused = await call('POST', '/api/v1/auth/activate', { body: { token } });
    expect([reused.status, reused.json?.code]).toEqual([400, 'token_invalid']);

    const again = await call('POST', '/api/v1/auth/sign-up', { body: signUpBody(ada) });
    const fresh = await call('POST', '/api/v1/auth/sign-up', { body: signUpBody(`fresh.${stamp}@example.com`) });
    expect([again.status, again.text]).toEqual([fresh.status, fresh.text]);
    await outbox(ada, /Someone tried to register with your address/);
  });

  it('signs in with the cookie flags, and /auth/me answers by bearer and by cookie', async () => {
    const res = await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: PASSWORD } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^auth_token=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    cookieToken = /^auth_token=([^;]+)/.exec(setCookie)![1]!;
    expect(cookieToken).toBe(res.json!.token);

    const second = await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: PASSWORD } });
    bearerToken = second.json!.token as string;
    expect(bearerToken).not.toBe(cookieToken);

    const byBearer = await call('GET', '/api/v1/auth/me', { headers: { authorization: `Bearer ${bearerToken}` } });
    const byCookie = await call('GET', '/api/v1/auth/me', { headers: { cookie: `auth_token=${cookieToken}` } });
    expect(byBearer.json).toEqual({ user: expect.objectContaining({ email: ada, status: 'active' }) });
    expect(byCookie.json).toEqual(byBearer.json);

    // The session probe the web app asks on every page: the same user, and a visitor is no error.
    const session = await call('GET', '/api/v1/auth/session', { headers: { cookie: `auth_token=${cookieToken}` } });
    expect([session.status, session.json]).toEqual([200, byBearer.json]);
    const visitor = await call('GET', '/api/v1/auth/session');
    expect([visitor.status, visitor.json]).toEqual([200, { user: null }]);
    expect(visitor.headers.get('cache-control')).toMatch(/no-store/);
    const forged = await call('GET', '/api/v1/auth/session', { headers: { cookie: `auth_token=${'x'.repeat(43)}` } });
    expect([forged.status, forged.json]).toEqual([200, { user: null }]);
  });

  it('answers identically for known and unknown addresses', async () => {
    const wrong = await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: 'Not my password 0' } });
    const unknown = await call('POST', '/api/v1/auth/sign-in', {
      body: { email: nobody, password: 'Not my password 0' },
    });
    expect([wrong.status, wrong.text]).toEqual([unknown.status, unknown.text]);
    expect(wrong.status).toBe(401);
    const resendKnown = await call('POST', '/api/v1/auth/activate/resend', { body: { email: ada } });
    const resendUnknown = await call('POST', '/api/v1/auth/activate/resend', { body: { email: nobody } });
    expect([resendKnown.status, resendKnown.text]).toEqual([resendUnknown.status, resendUnknown.text]);
    const resetUnknown = await call('POST', '/api/v1/passwords/reset', { body: { email: nobody } });
    const resetKnown = await call('POST', '/api/v1/passwords/reset', { body: { email: ada } });
    expect([resetKnown.status, resetKnown.text]).toEqual([resetUnknown.status, resetUnknown.text]);
    expect(resetKnown.status).toBe(202);
  });

  it('resets the password with the mailed link, once, and ends the old sessions', async () => {
    const token = linkToken(await outbox(ada, /Reset your Caseboard password/), '/auth/reset-password');
    const done = await call('POST', '/api/v1/passwords/reset/complete', {
      body: { password: NEW_PASSWORD, resetPasswordToken: token },
    });
    expect(done.status).toBe(204);
    await outbox(ada, /Your Caseboard password was changed/);
    const reused = await call('POST', '/api/v1/passwords/reset/complete', {
      body: { password: 'Something else entirely 5', resetPasswordToken: token },
    });
    expect(reused.status).toBe(400);
    expect((await call('GET', '/api/v1/auth/me', { headers: { authorization: `Bearer ${bearerToken}` } })).status).toBe(
      401,
    );
    expect((await call('GET', '/api/v1/auth/me', { headers: { cookie: `auth_token=${cookieToken}` } })).status).toBe(
      401,
    );
    expect(
      (await call('GET', '/api/v1/auth/session', { headers: { cookie: `auth_token=${cookieToken}` } })).json,
    ).toEqual({ user: null });
    expect((await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: PASSWORD } })).status).toBe(401);
    const signedIn = await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: NEW_PASSWORD } });
    expect(signedIn.status).toBe(200);
    cookieToken = signedIn.json!.token as string;
  });

  it('signs out by cookie only from the app’s origin, and revokes the session on the server', async () => {
    const cookie = `auth_token=${cookieToken}`;
    const forged = await call('POST', '/api/v1/auth/sign-out', { headers: { cookie, origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    const out = await call('POST', '/api/v1/auth/sign-out', { headers: { cookie, origin } });
    expect(out.status).toBe(204);
    expect((await call('GET', '/api/v1/auth/me', { headers: { cookie } })).status).toBe(401);
  });

  it('answers 429 with Retry-After to repeated failures, and 413 to an oversized body', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: `Guess number ${i}` } })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await call('POST', '/api/v1/auth/sign-in', { body: { email: ada, password: NEW_PASSWORD } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);

    const huge = await call('POST', '/api/v1/auth/sign-in', {
      body: { email: nobody, password: 'x'.repeat(64 * 1024) },
    });
    expect([huge.status, huge.json?.code]).toEqual([413, 'payload_too_large']);
  });

  it('puts activations beyond BETA_SEATS=1 on the waiting list until an operator admits them', async () => {
    await stopServer();
    await startServer({ BETA_SEATS: '1' });
    await call('POST', '/api/v1/auth/sign-up', { body: signUpBody(waiting) });
    const token = linkToken(await outbox(waiting, /Activate/), '/auth/activate-user');
    expect((await call('POST', '/api/v1/auth/activate', { body: { token } })).json).toEqual({ status: 'waitlisted' });
    await outbox(waiting, /You are on the Caseboard waiting list/);
    const refused = await call('POST', '/api/v1/auth/sign-in', { body: { email: waiting, password: PASSWORD } });
    expect([refused.status, refused.json?.code]).toEqual([403, 'waitlisted']);

    const whileRunning = admin('admit', waiting);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.err).toMatch(/in use by process \d+.*Stop the server/s);

    await stopServer();
    const admitted = admin('admit', waiting);
    expect(admitted.code).toBe(0);
    expect(admitted.out).toMatch(/Admitted waiting\.[a-z0-9]+@example\.com/);
    await outbox(waiting, /A seat in the Caseboard beta is yours/);

    await startServer({ BETA_SEATS: '1' });
    const signedIn = await call('POST', '/api/v1/auth/sign-in', { body: { email: waiting, password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json!.user).toMatchObject({ email: waiting, status: 'active' });
  }, 120_000); // two restarts and two CLI runs: generous on a busy machine
});
