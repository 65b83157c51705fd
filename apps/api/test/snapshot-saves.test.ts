import {
  MAX_PATCH_BYTES,
  MAX_PATCH_OPERATIONS,
  SavedSnapshotSchema,
  SnapshotRevisionListSchema,
  type JsonPatch,
} from '@caseboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, documentText, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

// Cheap saves (docs/decisions/035-cheap-saves.md): the small answer, the JSON-patch save and keyset history.

let t: TestApp;
let owner: Caller;
let ownerId: number;
let stranger: Caller;
let viewer: { caller: Caller; user: { id: number; email: string } };

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b, c] = await Promise.all([
    buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Sam Stranger' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Vera Viewer' }),
  ]);
  ownerId = a.id;
  owner = await signInAs({ db: t.db, clock: t.clock, userId: a.id });
  stranger = await signInAs({ db: t.db, clock: t.clock, userId: b.id });
  viewer = { caller: await signInAs({ db: t.db, clock: t.clock, userId: c.id }), user: c };
});
afterAll(() => t.close());

async function freshSnapshot(body?: string) {
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId, ...(body ? { body } : {}) });
  await addMembership({ db: t.db, projectId: project.id, user: viewer.user, role: 'viewer' });
  const snapshot = project.projectSnapshots[0]!;
  return { project, url: `/api/v1/projects/${project.id}/snapshots/${snapshot.id}`, revision: snapshot.revision };
}

const put = (url: string, body: string, ifMatch: string, extra: Record<string, unknown> = {}) =>
  call(t.app, owner, 'PUT', url, { problemStatement: 'Margins fell.', body, ...extra }, { 'if-match': ifMatch });

const patch = (
  url: string,
  operations: unknown,
  headers: Record<string, string> = {},
  caller: Caller = owner,
  query = '',
) =>
  t.app.inject({
    method: 'PATCH',
    url: `${url}${query}`,
    headers: { ...caller.headers, 'content-type': 'application/json-patch+json', ...headers },
    payload: typeof operations === 'string' ? operations : JSON.stringify(operations),
  });

const stored = async (projectId: number) =>
  (await call(t.app, owner, 'GET', `/api/v1/projects/${projectId}`)).json().projectSnapshots[0] as {
    revision: number;
    body: string;
    problemStatement: string;
  };

/** A 1.1 document of about `bytes` bytes: an issue tree of many short nodes. */
function documentOf(bytes: number) {
  // Branches of at most 40 children each (the contract allows 50).
  const branches: Array<{ id: string; label: string; children: unknown[] }> = [];
  for (let i = 0; JSON.stringify(branches).length < bytes - 200; i += 1) {
    if (i % 40 === 0) branches.push({ id: `b${i}`, label: `Branch ${i / 40}`, children: [] });
    branches.at(-1)!.children.push({ id: `n${i}`, label: `Driver ${i} of the margin gap`, children: [] });
  }
  return {
    version: '1.1',
    brief: { keyQuestion: 'How do we recover 150 bp of margin?' },
    issueTree: { root: { id: 'root', label: 'How do we recover 150 bp?', children: branches } },
  };
}

describe('the answer to a save', () => {
  it('is the revision and its time, under 2 KB for a 16 KB document', async () => {
    const { url } = await freshSnapshot();
    const body = JSON.stringify(documentOf(16 * 1024));
    expect(Buffer.byteLength(body)).toBeGreaterThanOrEqual(15 * 1024);
    const res = await put(url, body, '"1"');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.byteLength).toBeLessThan(2 * 1024);
    expect(SavedSnapshotSchema.strict().parse(res.json())).toMatchObject({ revision: 2 });
    expect(res.headers.etag).toBe('"2"');
  });
});

describe('a JSON-patch save', () => {
  it('applies the operations to the revision If-Match names, keeps the problem statement and answers like a PUT', async () => {
    const { project, url } = await freshSnapshot(JSON.stringify(documentOf(4 * 1024)));
    expect((await put(url, JSON.stringify(documentOf(4 * 1024)), '"1"')).statusCode).toBe(200);
    const operations: JsonPatch = [
      { op: 'test', path: '/issueTree/root/children/0/label', value: 'Branch 0' },
      { op: 'replace', path: '/issueTree/root/children/0/children/3/label', value: 'Fleet cost' },
      { op: 'add', path: '/issueTree/root/children/0/children/-', value: { id: 'new', label: 'Rent', children: [] } },
      { op: 'remove', path: '/issueTree/root/children/0/children/0' },
    ];
    const res = await patch(url, operations, { 'if-match': '"2"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revision: 3, updatedAt: expect.any(String) });
    expect(res.headers.etag).toBe('"3"');
    const snapshot = await stored(project.id);
    const document = JSON.parse(snapshot.body);
    const labels = document.issueTree.root.children[0].children.map((n: { label: string }) => n.label);
    expect(labels[2]).toBe('Fleet cost');
    expect(labels.at(-1)).toBe('Rent');
    expect(labels[0]).toBe('Driver 1 of the margin gap');
    expect(snapshot).toMatchObject({ revision: 3, problemStatement: 'Margins fell.' });
    // It is a revision like any other, with its summary; the next patch goes on from it.
    const history = SnapshotRevisionListSchema.parse(
      (await call(t.app, owner, 'GET', `${url}/revisions?pageSize=1`)).json(),
    );
    expect(history.results[0]).toMatchObject({ revision: 3, autosave: false });
    expect(history.results[0]!.summary?.length).toBeGreaterThan(0);
    const again = await patch(
      url,
      [{ op: 'replace', path: '/brief/keyQuestion', value: 'Where did the margin go?' }],
      { 'if-match': '"3"', prefer: 'return=representation' },
      owner,
      '?autosave=true',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['preference-applied']).toBe('return=representation');
    expect(JSON.parse(again.json().body).brief.keyQuestion).toBe('Where did the margin go?');
    expect(again.json()).toMatchObject({ revision: 4, problemStatement: 'Margins fell.' });
  });

  it('applies to the stored revision when this server has not saved it (created, or saved by another instance)', async () => {
    // Revision 1 was written by the service alone: no save of this process cached it, so the row is read.
    const { project, url } = await freshSnapshot();
    const res = await patch(url, [{ op: 'replace', path: '/brief/keyQuestion', value: 'From the row' }], {
      'if-match': '"1"',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse((await stored(project.id)).body).brief.keyQuestion).toBe('From the row');
  });

  it('refuses a stale revision with 412 revision_conflict and no If-Match with 428, changing nothing', async () => {
    const { project, url } = await freshSnapshot();
    expect((await put(url, documentText('Second'), '"1"')).statusCode).toBe(200);
    const operations = [{ op: 'replace', path: '/brief/keyQuestion', value: 'Stale' }];
    const stale = await patch(url, operations, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'revision_conflict', details: { currentRevision: 2 } });
    expect(stale.headers.etag).toBe('"2"');
    const unconditional = await patch(url, operations);
    expect(unconditional.statusCode).toBe(428);
    expect(unconditional.json().code).toBe('precondition_required');
    // `*` names no revision: a patch refuses it.
    expect((await patch(url, operations, { 'if-match': '*' })).json().code).toBe('validation_failed');
    expect(await stored(project.id)).toMatchObject({ revision: 2 });
    expect(JSON.parse((await stored(project.id)).body).brief.keyQuestion).toBe('Second');
  });

  it('refuses an operation that does not apply with 422 patch_invalid naming it, and a result that is no document with 400', async () => {
    const { project, url } = await freshSnapshot();
    const invalid = await patch(
      url,
      [
        { op: 'replace', path: '/brief/keyQuestion', value: 'Fine' },
        { op: 'remove', path: '/issueTree/root' },
      ],
      { 'if-match': '"1"' },
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      code: 'patch_invalid',
      details: { index: 1, op: 'remove', path: '/issueTree/root', reason: 'path_not_found' },
    });
    const failedTest = await patch(url, [{ op: 'test', path: '/version', value: '1.0' }], { 'if-match': '"1"' });
    expect(failedTest.json()).toMatchObject({ code: 'patch_invalid', details: { reason: 'test_failed' } });
    for (const operations of [
      [{ op: 'replace', path: '/brief', value: [] }],
      [{ op: 'replace', path: '/brief/keyQuestion', value: 'Tab\u0007bell' }],
      [{ op: 'replace', path: '', value: 'not a document' }],
    ]) {
      const res = await patch(url, operations, { 'if-match': '"1"' });
      expect(res.statusCode, JSON.stringify(operations)).toBe(400);
      expect(res.json().code).toBe('invalid_document');
    }
    expect(await stored(project.id)).toMatchObject({ revision: 1 });
  });

  it('looks like a missing project to a stranger, is refused to a viewer, and keeps to its limits', async () => {
    const { url } = await freshSnapshot();
    const operations = [{ op: 'replace', path: '/brief/keyQuestion', value: 'Mine now' }];
    const foreign = await patch(url, operations, { 'if-match': '"1"' }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const missing = await patch(url.replace(/snapshots\/\d+/, 'snapshots/999999'), operations, { 'if-match': '"1"' });
    expect(missing.statusCode).toBe(404);
    expect((await patch(url, operations, { 'if-match': '"1"' }, viewer.caller)).statusCode).toBe(403);

    const tooMany = Array.from({ length: MAX_PATCH_OPERATIONS + 1 }, () => operations[0]);
    const many = await patch(url, tooMany, { 'if-match': '"1"' });
    expect(many.statusCode).toBe(400);
    expect(many.json().code).toBe('validation_failed');
    const huge = await patch(url, [{ op: 'replace', path: '/brief/keyQuestion', value: 'x'.repeat(MAX_PATCH_BYTES) }], {
      'if-match': '"1"',
    });
    expect(huge.statusCode).toBe(413);
    for (const bad of [
      [],
      [{ op: 'rename', path: '/brief' }],
      [{ op: 'replace', path: 'brief/keyQuestion', value: 'x' }],
      [{ op: 'add', path: '/brief/x' }],
      [{ op: 'move', path: '/brief/x' }],
      { op: 'replace', path: '/brief/keyQuestion', value: 'x' },
    ]) {
      const res = await patch(url, bad, { 'if-match': '"1"' });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const asText = await patch(url, JSON.stringify(operations), { 'if-match': '"1"', 'content-type': 'text/plain' });
    expect(asText.statusCode).toBe(415);
  });
});

describe('the OpenAPI document', () => {
  it('describes the patch save with its media type, its errors and the small answer', async () => {
    const spec = (await call(t.app, owner, 'GET', '/api/docs/json')).json();
    const path = spec.paths['/api/v1/projects/{id}/snapshots/{snapshotId}'];
    expect(Object.keys(path.patch.requestBody.content)).toEqual(['application/json-patch+json']);
    expect(Object.keys(path.patch.responses)).toEqual(expect.arrayContaining(['200', '404', '412', '422', '428']));
    expect(path.patch.description).toContain('patch_invalid');
    expect(JSON.stringify(path.put.responses['200'])).toContain('SavedSnapshot');
  });
});

describe('history pages', () => {
  it('follow nextBefore newest first with no gaps or repeats, even when every revision has the same time', async () => {
    const { url } = await freshSnapshot();
    // The clock stands still: every revision has the same createdAt, and explicit saves never fold.
    for (let revision = 1; revision <= 22; revision += 1) {
      expect((await put(url, documentText(`Save ${revision}`), `"${revision}"`)).statusCode).toBe(200);
    }
    const seen: number[] = [];
    let before: number | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const query: string = `${url}/revisions?pageSize=5${before === null ? '' : `&before=${before}`}`;
      const page = SnapshotRevisionListSchema.parse((await call(t.app, owner, 'GET', query)).json());
      seen.push(...page.results.map((r) => r.revision));
      expect(page.hasMore).toBe(page.nextBefore !== null);
      if (!page.hasMore) break;
      expect(page.nextBefore).toBe(page.results.at(-1)!.revision);
      before = page.nextBefore;
    }
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
    // Older clients' page numbers still work, without a count.
    const third = (await call(t.app, owner, 'GET', `${url}/revisions?pageSize=5&pageNumber=3`)).json();
    expect(third.results.map((r: { revision: number }) => r.revision)).toEqual([13, 12, 11, 10, 9]);
    expect(third.hasMore).toBe(true);
    expect((await call(t.app, owner, 'GET', `${url}/revisions?before=0`)).statusCode).toBe(400);
  });
});

describe('stored bodies', () => {
  it('are compressed with lz4 where the database has it (PostgreSQL), else with pglz (PGlite)', async () => {
    const { project, url } = await freshSnapshot();
    expect((await put(url, JSON.stringify(documentOf(16 * 1024)), '"1"')).statusCode).toBe(200);
    const offered = await t.db.execute(
      sql`select 'lz4' = any (enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
    );
    const lz4 = (offered as unknown as { rows: Array<{ lz4: boolean }> }).rows[0]!.lz4;
    const result = await t.db.execute(sql`
      select pg_column_compression(r.body) as revision
        from snapshots s join snapshot_revisions r on r.snapshot_id = s.id and r.revision = s.revision
       where s.project_id = ${project.id}`);
    const expected = lz4 ? 'lz4' : 'pglz';
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ revision: expected }]);
  });
});
