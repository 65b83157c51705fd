import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, users } from '../src/db/schema/index.js';
import { anonymous, call, documentText, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: Caller;
let member: Caller;
let stranger: Caller;
let projectId: number;
let snapshotId: number;
let memberId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [ownerUser, memberUser, strangerUser] = await Promise.all([
    buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Max Member' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Sam Stranger' }),
  ]);
  owner = await signInAs({ db: t.db, clock: t.clock, userId: ownerUser.id });
  member = await signInAs({ db: t.db, clock: t.clock, userId: memberUser.id });
  stranger = await signInAs({ db: t.db, clock: t.clock, userId: strangerUser.id });
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerUser.id });
  projectId = project.id;
  snapshotId = project.projectSnapshots[0]!.id;
  memberId = (await addMembership({ db: t.db, projectId, user: memberUser, role: 'viewer' })).id;
});
afterAll(() => t.close());

/** Every endpoint that names a project, as a request a black-box client would send. */
function endpoints(id: number) {
  const save = { problemStatement: 'Changed', body: documentText('Changed?') };
  return [
    { method: 'GET', url: `/api/v1/projects/${id}` },
    { method: 'PATCH', url: `/api/v1/projects/${id}`, payload: { name: 'Taken over' } },
    { method: 'DELETE', url: `/api/v1/projects/${id}` },
    { method: 'POST', url: `/api/v1/projects/${id}/copy`, payload: {} },
    {
      method: 'PUT',
      url: `/api/v1/projects/${id}/snapshots/${snapshotId}`,
      payload: save,
      headers: { 'if-match': '"1"' },
    },
    { method: 'PUT', url: `/api/v1/projects/${id}/snapshots/${snapshotId}`, payload: save },
    { method: 'GET', url: `/api/v1/projects/${id}/snapshots/${snapshotId}/revisions` },
    { method: 'GET', url: `/api/v1/projects/${id}/snapshots/${snapshotId}/revisions/1` },
    { method: 'GET', url: `/api/v1/projects/${id}/members` },
    { method: 'GET', url: `/api/v1/projects/${id}/members?pageNumber=1&pageSize=10` },
    { method: 'POST', url: `/api/v1/projects/${id}/members`, payload: { email: 'sam.intruder@example.com' } },
    { method: 'PATCH', url: `/api/v1/projects/${id}/members/${memberId}`, payload: { role: 'editor' } },
    { method: 'DELETE', url: `/api/v1/projects/${id}/members/${memberId}` },
    { method: 'GET', url: `/api/v1/projects/${id}/export?format=pptx` },
    { method: 'GET', url: `/api/v1/projects/${id}/theme` },
    { method: 'PATCH', url: `/api/v1/projects/${id}/theme`, payload: { accentColor: '#000000' } },
  ] as const;
}

describe('a stranger', () => {
  it('gets exactly the 404 of a project that does not exist, on every project and member endpoint', async () => {
    const missingId = projectId + 100_000;
    for (const [index, request] of endpoints(projectId).entries()) {
      const headers = 'headers' in request ? request.headers : {};
      const payload = 'payload' in request ? request.payload : undefined;
      const real = await call(t.app, stranger, request.method, request.url, payload, headers);
      const missingRequest = endpoints(missingId)[index]!;
      const missing = await call(t.app, stranger, missingRequest.method, missingRequest.url, payload, headers);
      const label = `${request.method} ${request.url}`;
      expect(real.statusCode, label).toBe(404);
      expect(real.body, label).toBe(missing.body);
      expect(real.json(), label).toEqual({ code: 'not_found', message: 'Not found.' });
      expect(real.headers['content-type'], label).toBe(missing.headers['content-type']);
    }
  });

  it('changed nothing and sees the project in none of their lists', async () => {
    const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project?.name).toBe('Margin recovery');
    const members = await t.db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ role: 'viewer', status: 'active' });
    for (const url of ['/api/v1/projects', '/api/v1/projects/shared?pageSize=100']) {
      const res = await call(t.app, stranger, 'GET', url);
      expect(res.json()).toEqual({ results: [], total: 0 });
    }
  });
});

describe('an anonymous caller', () => {
  it('gets 401 on every project and member endpoint, whatever the body', async () => {
    const all = [
      ...endpoints(projectId),
      { method: 'GET', url: '/api/v1/projects' },
      { method: 'GET', url: '/api/v1/projects/shared' },
      { method: 'GET', url: '/api/v1/projects/demo' },
      { method: 'POST', url: '/api/v1/projects', payload: { name: 'x' } },
      { method: 'POST', url: '/api/v1/projects' },
      { method: 'PUT', url: `/api/v1/projects/${projectId}/snapshots/${snapshotId}`, payload: 'not an object' },
    ] as const;
    for (const request of all) {
      const payload = 'payload' in request ? request.payload : undefined;
      const res = await call(t.app, anonymous, request.method, request.url, payload);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('gets 401 with a session token that is unknown', async () => {
    const forged: Caller = { headers: { authorization: `Bearer ${'A'.repeat(43)}` } };
    expect((await call(t.app, forged, 'GET', `/api/v1/projects/${projectId}`)).statusCode).toBe(401);
    const cookie: Caller = { headers: { cookie: `auth_token=${'B'.repeat(43)}` } };
    expect((await call(t.app, cookie, 'GET', '/api/v1/projects')).statusCode).toBe(401);
  });
});

describe('a member', () => {
  it('reads the project with their role, and loses access with the next request once removed', async () => {
    const before = await call(t.app, member, 'GET', `/api/v1/projects/${projectId}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ role: 'viewer', memberId, owner: { fullName: 'Olivia Owner' } });
    const shared = (await call(t.app, member, 'GET', '/api/v1/projects/shared')).json();
    expect(shared.results[0]).toMatchObject({ id: projectId, memberId, role: 'viewer' });

    const removed = await call(t.app, owner, 'DELETE', `/api/v1/projects/${projectId}/members/${memberId}`);
    expect(removed.statusCode).toBe(204);
    const after = await call(t.app, member, 'GET', `/api/v1/projects/${projectId}`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    expect((await call(t.app, member, 'GET', '/api/v1/projects/shared')).json()).toEqual({ results: [], total: 0 });
  });
});

describe('archived data', () => {
  it('hides a project whose owner was archived from its members, and an archived project from everyone', async () => {
    const [a, b] = await Promise.all([
      buildUser({ db: t.db, clock: t.clock }),
      buildUser({ db: t.db, clock: t.clock }),
    ]);
    const reader = await signInAs({ db: t.db, clock: t.clock, userId: b.id });
    const ownerOfA = await signInAs({ db: t.db, clock: t.clock, userId: a.id });
    const first = await buildProject({ db: t.db, clock: t.clock, ownerId: a.id, name: 'First' });
    const second = await buildProject({ db: t.db, clock: t.clock, ownerId: a.id, name: 'Second' });
    await addMembership({ db: t.db, projectId: first.id, user: b });
    expect((await call(t.app, reader, 'GET', '/api/v1/projects/shared')).json().total).toBe(1);

    await t.db.update(projects).set({ archivedAt: t.clock.now() }).where(eq(projects.id, second.id));
    expect((await call(t.app, ownerOfA, 'GET', `/api/v1/projects/${second.id}`)).statusCode).toBe(404);
    expect((await call(t.app, ownerOfA, 'GET', '/api/v1/projects')).json().total).toBe(1);

    await t.db.update(users).set({ archivedAt: t.clock.now() }).where(eq(users.id, a.id));
    expect((await call(t.app, reader, 'GET', `/api/v1/projects/${first.id}`)).statusCode).toBe(404);
    expect((await call(t.app, reader, 'GET', '/api/v1/projects/shared')).json()).toEqual({ results: [], total: 0 });
  });
});
