import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { buildProject, buildUser, signInAs } from '../support/factories.js';
import { GOOD_PASSWORD, freshAddress, signUpBody } from '../support/auth.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 5: a NUL in a text field answered 500, and the error log carried the failed query's
// parameters (an argon2 hash, a whole document, e-mail addresses).

const lines: string[] = [];
let t: TestApp;
let headers: Record<string, string>;
let project: Awaited<ReturnType<typeof buildProject>>;
beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  const user = await buildUser({ db: t.db, clock: t.clock });
  ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
  project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
});
afterAll(() => t.close());

const NUL = '\u0000';
const ESC = '\u001b[2J';

describe('text fields with control characters', () => {
  it('are refused with 400 validation_failed naming the field, never a 500', async () => {
    const snapshot = project.projectSnapshots[0]!;
    const cases: Array<[string, string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/v1/auth/sign-up', 'anonymous', signUpBody({ fullName: `Ada${NUL}` }), 'body.fullName'],
      [
        'POST',
        '/api/v1/auth/sign-up',
        'anonymous',
        signUpBody({ consultingBackground: `x${NUL}` }),
        'body.consultingBackground',
      ],
      [
        'POST',
        '/api/v1/auth/sign-up',
        'anonymous',
        signUpBody({ password: `${GOOD_PASSWORD}${NUL}` }),
        'body.password',
      ],
      ['POST', '/api/v1/auth/sign-up', 'anonymous', signUpBody({ fullName: `Ada${ESC}` }), 'body.fullName'],
      ['POST', '/api/v1/auth/sign-in', 'anonymous', { email: 'a@example.com', password: `pw${NUL}` }, 'body.password'],
      ['POST', '/api/v1/feedbacks', 'user', { message: `hi${NUL}` }, 'body.message'],
      ['POST', '/api/v1/feedbacks', 'user', { message: 'hi', page: `/x${NUL}` }, 'body.page'],
      [
        'POST',
        '/api/v1/projects',
        'user',
        { name: 'P', model: 'offline', problemStatement: `Why${NUL}`, body: '{"version":"1.1"}' },
        'body.problemStatement',
      ],
      ['POST', '/api/v1/projects', 'user', { name: 'P', model: `off${NUL}`, body: '{"version":"1.1"}' }, 'body.model'],
      ['PATCH', `/api/v1/projects/${project.id}`, 'user', { problemStatement: `Why${NUL}` }, 'body.problemStatement'],
      [
        'PUT',
        `/api/v1/projects/${project.id}/snapshots/${snapshot.id}`,
        'user',
        { problemStatement: `Why${NUL}`, body: '{"version":"1.1"}' },
        'body.problemStatement',
      ],
      ['POST', '/api/v1/ai/issue-tree', 'user', { problemStatement: `Why${NUL}` }, 'body.problemStatement'],
      [
        'POST',
        '/api/v1/passwords/reset/complete',
        'anonymous',
        { password: `${GOOD_PASSWORD}${NUL}`, resetPasswordToken: 'x'.repeat(43) },
        'body.password',
      ],
    ];
    for (const [method, url, who, payload, path] of cases) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: who === 'user' ? headers : {},
        payload,
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode, `${method} ${url} ${path}`).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(
        res.json().details.map((d: { path: string }) => d.path),
        path,
      ).toContain(path);
    }
  });

  it('inside a document are refused with 400 invalid_document naming the place', async () => {
    const snapshot = project.projectSnapshots[0]!;
    const body = JSON.stringify({ version: '1.1', brief: { keyQuestion: `Why${NUL}?` } });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}/snapshots/${snapshot.id}`,
      headers,
      payload: { problemStatement: '', body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_document', details: [{ path: 'body.brief.keyQuestion' }] });
  });
});

describe('the error log', () => {
  it('keeps a failed query’s SQL but never its parameters: no hash, no address, no document', async () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
    const email = 'victim@example.com';
    const document = JSON.stringify({ version: '1.1', brief: { keyQuestion: 'SECRET-DOCUMENT-TEXT' } });
    const failure = await t.db
      .insert(users)
      .values({
        email,
        passwordHash: hash,
        fullName: `Eve${NUL}`,
        linkedinUrl: document,
        status: 'active',
        ageConfirmedAt: t.clock.now(),
        termsAcceptedAt: t.clock.now(),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    t.app.log.error({ err: failure }, 'could not save');
    const log = lines.join('\n');
    expect(log).toContain('could not save');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('parameters withheld');
    for (const secret of [hash, '$argon2id$', email, 'SECRET-DOCUMENT-TEXT']) expect(log).not.toContain(secret);
  });
});
