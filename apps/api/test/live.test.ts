import { MAX_STREAMS_PER_USER } from '@caseboard/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, documentText, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { openSse, type SseClient } from './support/sse.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

/**
 * Live updates over Server-Sent Events (modules/live): a real listening server, read as a browser's
 * EventSource reads it. The bus is the in-process one here; bus.test.ts covers PostgreSQL and Redis,
 * and operations/live-instances.test.ts two instances on one PostgreSQL.
 */
let t: TestApp;
let base: string;
let owner: Caller;
let ownerId: number;
let editor: Caller;
let editorUser: { id: number; email: string };
let stranger: Caller;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ liveTimings: { heartbeatMs: 200, presenceTtlMs: 1_500 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [a, b, c] = await Promise.all([
    buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Eddie van Editor' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Sam Stranger' }),
  ]);
  ownerId = a.id;
  editorUser = b;
  owner = await signInAs({ db: t.db, clock: t.clock, userId: a.id });
  editor = await signInAs({ db: t.db, clock: t.clock, userId: b.id });
  stranger = await signInAs({ db: t.db, clock: t.clock, userId: c.id });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function sharedProject() {
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId });
  const member = await addMembership({ db: t.db, projectId: project.id, user: editorUser, role: 'editor' });
  return { project, member, snapshotId: project.projectSnapshots[0]!.id };
}

async function listen(caller: Caller, projectId: number) {
  const stream = await openSse(`${base}/api/v1/projects/${projectId}/events`, caller.headers);
  streams.push(stream);
  return stream;
}

describe('GET /api/v1/projects/{id}/events', () => {
  it('opens with ready (revisions, no contents) and hears a collaborator’s save as a small notice', async () => {
    const { project, snapshotId } = await sharedProject();
    const stream = await listen(editor, project.id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const ready = await stream.next('ready');
    expect(ready).toMatchObject({ you: editorUser.id, revisions: [{ snapshotId, revision: 1 }] });

    const saved = await call(
      t.app,
      owner,
      'PUT',
      `/api/v1/projects/${project.id}/snapshots/${snapshotId}`,
      { problemStatement: 'Margins fell.', body: documentText('A secret key question'), autosave: true },
      { 'if-match': '"1"' },
    );
    expect(saved.statusCode).toBe(200);
    const notice = await stream.next('revision');
    expect(notice).toEqual({
      type: 'revision',
      snapshotId,
      revision: 2,
      etag: '"2"',
      authorId: ownerId,
      milestone: false,
    });
    // A notice, never the document: the browser fetches it through the normal routes.
    expect(stream.raw()).not.toContain('secret');
  });

  it('tells everyone with the project open that its comments changed, but not of a reader’s read mark', async () => {
    const { project } = await sharedProject();
    const stream = await listen(editor, project.id);
    await stream.next('ready');
    const opened = await call(t.app, owner, 'POST', `/api/v1/projects/${project.id}/threads`, {
      anchor: { kind: 'node', id: 'n-1', step: 'issue-tree' },
      body: 'A secret remark on this branch',
    });
    expect(opened.statusCode).toBe(201);
    expect(await stream.next('review')).toEqual({ type: 'review' });
    const threadId = (opened.json() as { id: number }).id;
    const read = await call(t.app, editor, 'POST', `/api/v1/projects/${project.id}/threads/${threadId}/read`);
    expect(read.statusCode).toBe(204);
    const resolved = await call(t.app, owner, 'POST', `/api/v1/projects/${project.id}/threads/${threadId}/resolve`);
    expect(resolved.statusCode).toBeLessThan(300);
    await vi.waitFor(() => expect(stream.events.filter((event) => event.type === 'review').length).toBeGreaterThan(1));
    // Exactly the thread's opening and its resolution: the read mark said nothing to the others.
    expect(stream.events.filter((event) => event.type === 'review')).toHaveLength(2);
    expect(stream.raw()).not.toContain('secret');
  });

  it('answers a stranger the same 404 as a missing project, and an anonymous caller 401', async () => {
    const { project } = await sharedProject();
    const strangers = await fetch(`${base}/api/v1/projects/${project.id}/events`, { headers: stranger.headers });
    const missing = await fetch(`${base}/api/v1/projects/999999/events`, { headers: stranger.headers });
    expect(strangers.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await strangers.json()).toEqual(await missing.json());
    expect((await fetch(`${base}/api/v1/projects/${project.id}/events`)).status).toBe(401);
  });

  it('ends a removed member’s stream with revoked, while the owner’s goes on', async () => {
    const { project, member } = await sharedProject();
    const editorStream = await listen(editor, project.id);
    const ownerStream = await listen(owner, project.id);
    await editorStream.next('ready');
    await ownerStream.next('ready');
    const removed = await call(t.app, owner, 'DELETE', `/api/v1/projects/${project.id}/members/${member.id}`);
    expect(removed.statusCode).toBe(204);
    await editorStream.next('revoked');
    await editorStream.ended;
    await ownerStream.next('members');
    expect(ownerStream.events.some((event) => event.type === 'revoked')).toBe(false);
  });

  it('ends a stream whose session was signed out, at the next heartbeat', async () => {
    const { project } = await sharedProject();
    const session = await signInAs({ db: t.db, clock: t.clock, userId: editorUser.id });
    const stream = await listen(session, project.id);
    await stream.next('ready');
    expect((await call(t.app, session, 'POST', '/api/v1/auth/sign-out')).statusCode).toBeLessThan(300);
    await stream.next('revoked');
    await stream.ended;
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const { project } = await sharedProject();
    const stream = await listen(owner, project.id);
    await vi.waitFor(() => expect(stream.comments).toBeGreaterThanOrEqual(2), { timeout: 5_000, interval: 50 });
  });

  it(`holds at most ${MAX_STREAMS_PER_USER} streams per user (429), and a closed one frees its place`, async () => {
    const { project } = await sharedProject();
    const user = await buildUser({ db: t.db, clock: t.clock });
    const caller = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    await addMembership({ db: t.db, projectId: project.id, user, role: 'viewer' });
    const open: SseClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) open.push(await listen(caller, project.id));
    expect(open.every((stream) => stream.status === 200)).toBe(true);
    const refused = await fetch(`${base}/api/v1/projects/${project.id}/events`, { headers: caller.headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    open[0]!.close();
    // The server notices the closed connection, then admits a new one.
    const started = Date.now();
    for (;;) {
      const again = await fetch(`${base}/api/v1/projects/${project.id}/events`, { headers: caller.headers });
      if (again.status === 200) {
        await again.body?.cancel();
        break;
      }
      await again.body?.cancel();
      if (Date.now() - started > 5_000) throw new Error('the closed stream never freed its place');
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const stream of open) stream.close();
  });
});

describe('POST /api/v1/projects/{id}/presence', () => {
  it('shows who is here (name, initials, step, item; never the e-mail) and forgets them after the expiry', async () => {
    const { project } = await sharedProject();
    const ownerStream = await listen(owner, project.id);
    await ownerStream.next('ready');
    const announced = await call(t.app, editor, 'POST', `/api/v1/projects/${project.id}/presence`, {
      step: 'issue-tree',
      editing: 'node-7',
    });
    expect(announced.statusCode).toBe(204);
    const here = await ownerStream.next('presence', (event) => event.people.length === 1);
    expect(here.people).toEqual([
      { userId: editorUser.id, name: 'Eddie van Editor', initials: 'EE', step: 'issue-tree', editing: 'node-7' },
    ]);
    expect(ownerStream.raw()).not.toContain(editorUser.email);
    // A stream opened now learns of them at once.
    const late = await listen(owner, project.id);
    expect((await late.next('ready')).people).toHaveLength(1);
    // Not repeated within the expiry (1.5 s in this test, 45 s in production): gone.
    await ownerStream.next('presence', (event) => event.people.length === 0, 8_000);
  });

  it('validates the step, and answers a stranger 404', async () => {
    const { project } = await sharedProject();
    const bad = await call(t.app, editor, 'POST', `/api/v1/projects/${project.id}/presence`, { step: 'kitchen' });
    expect(bad.statusCode).toBe(400);
    const strangers = await call(t.app, stranger, 'POST', `/api/v1/projects/${project.id}/presence`, {
      step: 'problem',
    });
    expect(strangers.statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes the event stream and the presence route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths['/api/v1/projects/{id}/events']?.get?.tags).toEqual(['live']);
    expect(doc.paths['/api/v1/projects/{id}/presence']?.post?.tags).toEqual(['live']);
  });
});

describe('shutting down', () => {
  it('ends every stream with closing at once, so closing the app does not wait for them', async () => {
    const own = await buildTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const user = await buildUser({ db: own.db, clock: own.clock });
    const caller = await signInAs({ db: own.db, clock: own.clock, userId: user.id });
    const project = await buildProject({ db: own.db, clock: own.clock, ownerId: user.id });
    const stream = await openSse(`${url}/api/v1/projects/${project.id}/events`, caller.headers);
    await stream.next('ready');
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ type: 'closing' });
  });
});
