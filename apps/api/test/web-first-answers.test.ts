// A workspace page carries the answers its first script would ask for (src/plugins/web.ts firstAnswers):
// the same status and body the API gives the same visitor, safely inside the HTML, and nothing for a
// visitor without a session, for another page, or for HEAD.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '../src/plugins/auth.js';
import { buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { I18N_URL_STRATEGY: 'prefix_except_default' } });
});
afterAll(() => t.close());

/** The data blocks of a page, by path: status and the JSON they hold. */
function answersIn(html: string): Map<string, { status: number; text: string }> {
  const answers = new Map<string, { status: number; text: string }>();
  const pattern =
    /<script type="application\/json" data-caseboard-answer="([^"]*)" data-status="(\d+)">([\s\S]*?)<\/script>/g;
  for (const [, path, status, text] of html.matchAll(pattern)) {
    // The attribute as the browser reads it.
    answers.set(path!.replace(/&amp;/g, '&'), { status: Number(status), text: text! });
  }
  return answers;
}

async function owner() {
  const user = await buildUser({ db: t.db, clock: t.clock });
  const { token } = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
  return { user, cookie: `${AUTH_COOKIE}=${token}`, bearer: { authorization: `Bearer ${token}` } };
}

describe('the first answers in a workspace page', () => {
  it('are the answers the API gives the same visitor, in the head before any script', async () => {
    const { user, cookie, bearer } = await owner();
    // A name that would close the element if it were written as it is.
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id, name: 'Plan </script><!-- x' });
    const page = await t.app.inject({ method: 'GET', url: `/projects/${project.id}/hypotheses`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const answers = answersIn(page.body);
    expect([...answers.keys()]).toEqual([
      '/api/v1/auth/session',
      '/api/v1/projects',
      '/api/v1/projects/shared?pageNumber=1&pageSize=10',
      `/api/v1/projects/${project.id}`,
    ]);
    for (const [path, answer] of answers) {
      const api = await t.app.inject({ method: 'GET', url: path, headers: { ...bearer, accept: 'application/json' } });
      expect(answer.status, path).toBe(api.statusCode);
      expect(JSON.parse(answer.text), path).toEqual(api.json());
    }
    expect(page.body).not.toContain('</script><!--');
    expect(page.body.indexOf('data-caseboard-answer')).toBeLessThan(page.body.indexOf('<script type="module"'));
  });

  it("answer for another user's project exactly as the API does: as a missing one", async () => {
    const { cookie, bearer } = await owner();
    const stranger = await buildUser({ db: t.db, clock: t.clock });
    const theirs = await buildProject({ db: t.db, clock: t.clock, ownerId: stranger.id, name: 'Not yours' });
    const page = await t.app.inject({ method: 'GET', url: `/de/projects/${theirs.id}`, headers: { cookie } });
    const answer = answersIn(page.body).get(`/api/v1/projects/${theirs.id}`)!;
    const api = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${theirs.id}`, headers: bearer });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual(api.json());
    expect(page.body).not.toContain('Not yours');
  });

  it('carry a signed-out answer for an ended session, as the calls would get', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/projects/1',
      headers: { cookie: `${AUTH_COOKIE}=${'x'.repeat(43)}` },
    });
    const answers = answersIn(page.body);
    expect(JSON.parse(answers.get('/api/v1/auth/session')!.text)).toEqual({ user: null });
    expect(answers.get('/api/v1/projects/1')!.status).toBe(401);
  });

  it('are left out without a session cookie, on other pages, and for HEAD', async () => {
    const { user, cookie } = await owner();
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const pages = [
      { method: 'GET' as const, url: `/projects/${project.id}`, headers: {} },
      { method: 'GET' as const, url: '/projects', headers: { cookie } },
      { method: 'GET' as const, url: '/auth/sign-in', headers: { cookie } },
      { method: 'GET' as const, url: `/v1.0/projects/${project.id}`, headers: { cookie } },
      { method: 'HEAD' as const, url: `/projects/${project.id}`, headers: { cookie } },
    ];
    for (const request of pages) {
      const page = await t.app.inject(request);
      expect(page.statusCode, request.url).toBe(200);
      expect(page.body, request.url).not.toContain('data-caseboard-answer');
    }
  });

  it('travel compressed when the browser accepts it', async () => {
    const { user, cookie } = await owner();
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const url = `/projects/${project.id}/issue-tree`;
    const br = await t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(answersIn(html).get(`/api/v1/projects/${project.id}`)?.status).toBe(200);
  });
});
