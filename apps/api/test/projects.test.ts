import { ProjectListSchema, ProjectSchema } from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, snapshotRevisions, snapshots, users } from '../src/db/schema/index.js';
import { loadExamples, readExamples } from '../src/modules/projects/examples.js';
import { call, documentText, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newCaller(fullName?: string) {
  const user = await buildUser({ db: t.db, clock: t.clock, ...(fullName ? { fullName } : {}) });
  return { user, caller: (await signInAs({ db: t.db, clock: t.clock, userId: user.id })) as Caller };
}

const create = (caller: Caller, overrides: Record<string, unknown> = {}) =>
  call(t.app, caller, 'POST', '/api/v1/projects', {
    name: 'Margin recovery',
    model: 'offline',
    problemStatement: 'EBIT margin fell from 4.1% to 2.3% in two years.',
    body: documentText(),
    ...overrides,
  });

describe('creating a project', () => {
  it('answers 201 with the project, its role and its first snapshot at revision 1', async () => {
    const { caller, user } = await newCaller('Ada Lovelace');
    const res = await create(caller);
    expect(res.statusCode).toBe(201);
    const project = ProjectSchema.parse(res.json());
    expect(project).toMatchObject({
      name: 'Margin recovery',
      model: 'offline',
      role: 'owner',
      isDemo: false,
      memberId: null,
      owner: { id: user.id, fullName: 'Ada Lovelace', email: user.email },
      createdAt: '2026-01-15T09:00:00.000Z',
    });
    expect(project.projectSnapshots).toHaveLength(1);
    const [snapshot] = project.projectSnapshots;
    expect(snapshot).toMatchObject({
      revision: 1,
      problemStatement: 'EBIT margin fell from 4.1% to 2.3% in two years.',
    });
    // The body comes back as JSON text, with the document's defaults filled in.
    expect(JSON.parse(snapshot!.body)).toMatchObject({ version: '1.1', brief: { keyQuestion: expect.any(String) } });
    expect(JSON.parse(snapshot!.body).workplan).toEqual([]);
  });

  it('accepts an unversioned 1.0 document and reports it in the list without a version', async () => {
    const { caller } = await newCaller();
    const legacy = JSON.stringify({ issueTree: { root: { id: 'r', title: 'Why?' } }, hypotheses: [] });
    expect((await create(caller, { body: legacy })).statusCode).toBe(201);
    const list = (await call(t.app, caller, 'GET', '/api/v1/projects')).json();
    expect(list.results[0].documentVersion).toBeNull();
  });

  it('refuses bad names, unknown models and bodies that are not a JSON document, each with a code', async () => {
    const { caller } = await newCaller();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '' }, 400, 'validation_failed'],
      [{ name: '   ' }, 400, 'validation_failed'],
      [{ name: 'x'.repeat(121) }, 400, 'validation_failed'],
      [{ name: 'Two\nlines' }, 400, 'validation_failed'],
      [{ name: 42 }, 400, 'validation_failed'],
      [{ model: 'gpt-unknown' }, 400, 'unknown_model'],
      [{ body: '{not json' }, 400, 'invalid_document'],
      [{ body: '"just a string"' }, 400, 'invalid_document'],
      [{ body: JSON.stringify({ version: '9.9', brief: {} }) }, 400, 'invalid_document'],
      [{ body: { version: '1.1' } }, 400, 'validation_failed'],
      [{ problemStatement: 'x'.repeat(4_001) }, 400, 'validation_failed'],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await create(caller, overrides);
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(status);
      expect(res.json().code, JSON.stringify(overrides).slice(0, 60)).toBe(code);
    }
    const invalid = await create(caller, { body: JSON.stringify({ version: '1.1', brief: { keyQuestion: 7 } }) });
    expect(invalid.json().details).toContainEqual({ path: 'body.brief.keyQuestion', message: expect.any(String) });
    expect((await call(t.app, caller, 'GET', '/api/v1/projects')).json().total).toBe(0);
  });

  it('stops at the project limit with 409 project_limit_reached, and counts worked-example copies too', async () => {
    const { caller } = await newCaller();
    expect((await create(caller, { name: 'One' })).statusCode).toBe(201);
    expect((await create(caller, { name: 'Two' })).statusCode).toBe(201);
    const demo = (await call(t.app, caller, 'GET', '/api/v1/projects/demo')).json().results[0];
    expect((await call(t.app, caller, 'POST', `/api/v1/projects/${demo.id}/copy`, {})).statusCode).toBe(201);
    const refused = await create(caller, { name: 'Four' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'project_limit_reached', details: { total: 3, maxProjects: 3 } });
    const copy = await call(t.app, caller, 'POST', `/api/v1/projects/${demo.id}/copy`, {});
    expect(copy.json().code).toBe('project_limit_reached');
    expect((await call(t.app, caller, 'GET', '/api/v1/projects')).json().total).toBe(3);
  });

  it('holds the limit when many creations arrive at once', async () => {
    const { caller } = await newCaller();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(caller, { name: `P${i}` })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(3);
  });

  it('refuses fields the contract does not name (no owner or id by mass assignment)', async () => {
    const { caller } = await newCaller();
    const res = await create(caller, { ownerId: 1, isDemo: true, id: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('the project lists', () => {
  it('list own projects most recently changed first, with { results, total }', async () => {
    const { caller } = await newCaller();
    const first = (await create(caller, { name: 'Older' })).json();
    t.clock.advance(1_000);
    await create(caller, { name: 'Newer' });
    t.clock.advance(1_000);
    await call(t.app, caller, 'PATCH', `/api/v1/projects/${first.id}`, { name: 'Older, renamed' });
    const list = ProjectListSchema.parse((await call(t.app, caller, 'GET', '/api/v1/projects')).json());
    expect(list.total).toBe(2);
    expect(list.results.map((p) => p.name)).toEqual(['Older, renamed', 'Newer']);
    expect(list.results[0]).toMatchObject({ role: 'owner', documentVersion: '1.1', isDemo: false });
    expect(list.results[0]).not.toHaveProperty('projectSnapshots');
  });

  it('page shared projects with the default page number 1 and page size 1', async () => {
    const { user: ownerUser } = await newCaller();
    const { user: memberUser, caller: memberCaller } = await newCaller();
    for (const name of ['Shared A', 'Shared B', 'Shared C']) {
      const project = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerUser.id, name });
      await addMembership({ db: t.db, projectId: project.id, user: memberUser, role: 'editor' });
      t.clock.advance(1_000);
    }
    const defaults = (await call(t.app, memberCaller, 'GET', '/api/v1/projects/shared')).json();
    expect(defaults.total).toBe(3);
    expect(defaults.results).toHaveLength(1);
    expect(defaults.results[0]).toMatchObject({ name: 'Shared C', role: 'editor', owner: { id: ownerUser.id } });
    const second = (await call(t.app, memberCaller, 'GET', '/api/v1/projects/shared?pageNumber=2&pageSize=2')).json();
    expect(second).toMatchObject({ total: 3, results: [{ name: 'Shared A' }] });
    const beyond = (await call(t.app, memberCaller, 'GET', '/api/v1/projects/shared?pageNumber=9&pageSize=2')).json();
    expect(beyond).toEqual({ results: [], total: 3 });
    for (const query of ['pageSize=0', 'pageSize=101', 'pageNumber=0', 'pageNumber=abc']) {
      const res = await call(t.app, memberCaller, 'GET', `/api/v1/projects/shared?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    // Shared projects are not the member's own: they do not count against the member's limit.
    expect((await call(t.app, memberCaller, 'GET', '/api/v1/projects')).json().total).toBe(0);
  });
});

describe('changing a project', () => {
  it('lets the owner and an editor rename it, and refuses a viewer with 403', async () => {
    const { user: ownerUser, caller: ownerCaller } = await newCaller();
    const { user: editorUser, caller: editorCaller } = await newCaller();
    const { user: viewerUser, caller: viewerCaller } = await newCaller();
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: ownerUser.id });
    await addMembership({ db: t.db, projectId: project.id, user: editorUser, role: 'editor' });
    await addMembership({ db: t.db, projectId: project.id, user: viewerUser, role: 'viewer' });
    const url = `/api/v1/projects/${project.id}`;
    expect((await call(t.app, ownerCaller, 'PATCH', url, { name: 'By owner' })).json().name).toBe('By owner');
    const byEditor = await call(t.app, editorCaller, 'PATCH', url, { name: 'By editor', problemStatement: 'New' });
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json()).toMatchObject({ name: 'By editor', problemStatement: 'New', role: 'editor' });
    const byViewer = await call(t.app, viewerCaller, 'PATCH', url, { name: 'By viewer' });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().code).toBe('forbidden');
    expect((await call(t.app, editorCaller, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(t.app, viewerCaller, 'DELETE', url)).statusCode).toBe(403);
  });

  it('writes only name, model and problem statement: any other field is refused and nothing changes', async () => {
    const { user, caller } = await newCaller();
    const { user: other } = await newCaller();
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const url = `/api/v1/projects/${project.id}`;
    for (const attempt of [
      { ownerId: other.id },
      { name: 'Fine', ownerId: other.id },
      { id: 1 },
      { isDemo: true },
      { demoKey: 'x' },
      { archivedAt: null },
      { createdAt: '2020-01-01T00:00:00Z' },
      { projectSnapshots: [] },
      { role: 'owner' },
    ]) {
      const res = await call(t.app, caller, 'PATCH', url, attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ ownerId: user.id, name: 'Margin recovery', isDemo: false, demoKey: null });
    expect((await call(t.app, caller, 'PATCH', url, { model: 'not-offered' })).json().code).toBe('unknown_model');
    expect((await call(t.app, caller, 'PATCH', url, { name: '' })).statusCode).toBe(400);
  });

  it('deletes a project with its snapshots and history (owner only), then answers 404', async () => {
    const { user, caller } = await newCaller();
    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const url = `/api/v1/projects/${project.id}`;
    const res = await call(t.app, caller, 'DELETE', url);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(t.app, caller, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, caller, 'DELETE', url)).statusCode).toBe(404);
    const snapshotId = project.projectSnapshots[0]!.id;
    expect(await t.db.select().from(snapshots).where(eq(snapshots.id, snapshotId))).toEqual([]);
    expect(await t.db.select().from(snapshotRevisions).where(eq(snapshotRevisions.snapshotId, snapshotId))).toEqual([]);
  });
});

describe('worked examples', () => {
  it('are listed for every signed-in user, complete, and readable with the viewer role', async () => {
    const { caller } = await newCaller();
    const list = ProjectListSchema.parse((await call(t.app, caller, 'GET', '/api/v1/projects/demo')).json());
    expect(list.total).toBe(readExamples().length);
    expect(list.results.filter((p) => p.documentVersion === '1.1').length).toBeGreaterThanOrEqual(2);
    expect(list.results.filter((p) => p.documentVersion === null)).toHaveLength(1);
    for (const summary of list.results) {
      expect(summary).toMatchObject({ isDemo: true, role: 'viewer', owner: null });
      const project = ProjectSchema.parse((await call(t.app, caller, 'GET', `/api/v1/projects/${summary.id}`)).json());
      const body = JSON.parse(project.projectSnapshots[0]!.body);
      if (summary.documentVersion === '1.1') {
        expect(body.issueTree.root.children.length).toBeGreaterThanOrEqual(3);
        expect(body.hypothesisTree.root.children.length).toBeGreaterThan(0);
        expect(body.workplan.length).toBeGreaterThan(0);
        expect(body.analyses.length).toBeGreaterThan(0);
        expect(body.storyline.keyLines.length).toBeGreaterThan(0);
      }
    }
  });

  it('are writable by nobody', async () => {
    const { caller } = await newCaller();
    const demo = (await call(t.app, caller, 'GET', '/api/v1/projects/demo')).json().results[0];
    const project = (await call(t.app, caller, 'GET', `/api/v1/projects/${demo.id}`)).json();
    const url = `/api/v1/projects/${demo.id}`;
    const snapshotUrl = `${url}/snapshots/${project.projectSnapshots[0].id}`;
    const attempts = [
      await call(t.app, caller, 'PATCH', url, { name: 'Mine now' }),
      await call(t.app, caller, 'DELETE', url),
      await call(t.app, caller, 'PUT', snapshotUrl, { problemStatement: 'x', body: documentText() }),
      await call(t.app, caller, 'POST', `${url}/members`, { email: 'friend@example.com' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await call(t.app, caller, 'GET', url)).json().name).toBe(demo.name);
  });

  it('can be used as a template: the copy is the caller’s own, with the same document', async () => {
    const { user, caller } = await newCaller();
    const demo = (await call(t.app, caller, 'GET', '/api/v1/projects/demo')).json().results[0];
    const source = (await call(t.app, caller, 'GET', `/api/v1/projects/${demo.id}`)).json();
    const res = await call(t.app, caller, 'POST', `/api/v1/projects/${demo.id}/copy`, { name: 'My margin case' });
    expect(res.statusCode).toBe(201);
    const copy = ProjectSchema.parse(res.json());
    expect(copy).toMatchObject({ name: 'My margin case', role: 'owner', isDemo: false, owner: { id: user.id } });
    expect(copy.projectSnapshots[0]!.body).toBe(source.projectSnapshots[0].body);
    expect(copy.projectSnapshots[0]!.revision).toBe(1);
    const withoutName = await call(t.app, caller, 'POST', `/api/v1/projects/${demo.id}/copy`);
    expect(withoutName.statusCode).toBe(201);
    expect(withoutName.json().name).toBe(demo.name);
  });

  it('load idempotently: a second start changes nothing, a changed file updates its project, a removed one hides', async () => {
    const before = await t.db.select().from(projects).where(eq(projects.isDemo, true));
    expect(await loadExamples({ db: t.db, clock: t.clock })).toEqual({ inserted: 0, updated: 0, archived: 0 });
    const [first, ...rest] = readExamples();
    const changed = { ...first!, name: `${first!.name} (revised)`, bodyText: first!.bodyText.replace('"', ' "') };
    expect(await loadExamples({ db: t.db, clock: t.clock, examples: [changed, ...rest] })).toEqual({
      inserted: 0,
      updated: 1,
      archived: 0,
    });
    const [updated] = await t.db.select().from(projects).where(eq(projects.demoKey, first!.key));
    expect(updated?.name).toBe(`${first!.name} (revised)`);
    const [snapshot] = await t.db.select().from(snapshots).where(eq(snapshots.projectId, updated!.id));
    expect(snapshot?.revision).toBe(2);
    expect(await loadExamples({ db: t.db, clock: t.clock, examples: rest })).toMatchObject({ archived: 1 });
    expect(await loadExamples({ db: t.db, clock: t.clock })).toMatchObject({ updated: 1, archived: 0 });
    const after = await t.db.select().from(projects).where(eq(projects.isDemo, true));
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
    expect(after.every((p) => p.archivedAt === null)).toBe(true);
  });
});

describe('accounts', () => {
  it('do not see projects of others through the owner field of their own list', async () => {
    const { user, caller } = await newCaller();
    await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const list = (await call(t.app, caller, 'GET', '/api/v1/projects')).json();
    expect(list.results.every((p: { owner: { id: number } }) => p.owner.id === row!.id)).toBe(true);
  });
});
