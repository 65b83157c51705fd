import {
  MAX_SNAPSHOT_BODY_BYTES,
  ProjectDocumentSchema,
  ProjectSnapshotSchema,
  SavedSnapshotSchema,
  SnapshotRevisionListSchema,
} from '@caseboard/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotRevisions, snapshots } from '../src/db/schema/index.js';
import { call, documentText, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: Caller;
let ownerId: number;
let editor: Caller;
let editorUser: { id: number; email: string };

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b] = await Promise.all([
    buildUser({ db: t.db, clock: t.clock, fullName: 'Olivia Owner' }),
    buildUser({ db: t.db, clock: t.clock, fullName: 'Eddie Editor' }),
  ]);
  ownerId = a.id;
  editorUser = b;
  owner = await signInAs({ db: t.db, clock: t.clock, userId: a.id });
  editor = await signInAs({ db: t.db, clock: t.clock, userId: b.id });
});
afterAll(() => t.close());

async function freshSnapshot() {
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId });
  await addMembership({ db: t.db, projectId: project.id, user: editorUser, role: 'editor' });
  const snapshotId = project.projectSnapshots[0]!.id;
  return { project, url: `/api/v1/projects/${project.id}/snapshots/${snapshotId}` };
}

const save = (caller: Caller, url: string, body: string, ifMatch?: string, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    caller,
    'PUT',
    url,
    { problemStatement: 'Margins fell.', body, ...extra },
    ifMatch ? { 'if-match': ifMatch } : {},
  );

describe('saving a snapshot', () => {
  it('replaces it, raises the revision by one and answers with the new revision and its ETag', async () => {
    const { project, url } = await freshSnapshot();
    const res = await save(owner, url, documentText('Where is the margin going?'), '"1"');
    expect(res.statusCode).toBe(200);
    // The answer is the new revision, not the document the client already holds.
    expect(Object.keys(res.json()).sort()).toEqual(['revision', 'updatedAt']);
    expect(SavedSnapshotSchema.parse(res.json()).revision).toBe(2);
    expect(res.headers.etag).toBe('"2"');
    expect(res.headers['preference-applied']).toBeUndefined();
    const full = await call(
      t.app,
      owner,
      'PUT',
      url,
      { problemStatement: 'Margins fell.', body: documentText('Again') },
      {
        'if-match': '"2"',
        prefer: 'respond-async, return=representation',
      },
    );
    expect(full.headers['preference-applied']).toBe('return=representation');
    const snapshot = ProjectSnapshotSchema.parse(full.json());
    expect(snapshot).toMatchObject({ revision: 3, problemStatement: 'Margins fell.' });
    expect(JSON.parse(snapshot.body).brief.keyQuestion).toBe('Again');
    const minimal = await call(
      t.app,
      owner,
      'PUT',
      url,
      { problemStatement: 'Margins fell.', body: documentText('Where is the margin going?') },
      {
        'if-match': '"3"',
        prefer: 'return=minimal',
      },
    );
    expect(minimal.headers['preference-applied']).toBe('return=minimal');
    expect(minimal.json()).toEqual({ revision: 4, updatedAt: expect.any(String) });
    const reread = (await call(t.app, owner, 'GET', `/api/v1/projects/${project.id}`)).json();
    expect(reread.projectSnapshots[0]).toMatchObject({ revision: 4, problemStatement: 'Margins fell.' });
  });

  it('refuses a stale If-Match with 412 revision_conflict and changes nothing', async () => {
    const { project, url } = await freshSnapshot();
    expect((await save(editor, url, documentText('First'), '"1"')).statusCode).toBe(200);
    const stale = await save(owner, url, documentText('Second'), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'revision_conflict', details: { currentRevision: 2 } });
    expect(stale.headers.etag).toBe('"2"');
    const body = (await call(t.app, owner, 'GET', `/api/v1/projects/${project.id}`)).json().projectSnapshots[0];
    expect(JSON.parse(body.body).brief.keyQuestion).toBe('First');
    expect(body.revision).toBe(2);
  });

  it('accepts W/"n", a bare number and *, refuses a malformed If-Match with 400, and saves without one', async () => {
    const { url } = await freshSnapshot();
    expect((await save(owner, url, documentText(), 'W/"1"')).json().revision).toBe(2);
    expect((await save(owner, url, documentText(), '2')).json().revision).toBe(3);
    expect((await save(owner, url, documentText(), '*')).json().revision).toBe(4);
    expect((await save(owner, url, documentText())).json().revision).toBe(5);
    for (const bad of ['"abc"', 'revision 5', '"-1"', '"0"']) {
      const res = await save(owner, url, documentText(), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('of 20 concurrent saves carrying the same If-Match, lets exactly one through and answers 412 to 19', async () => {
    const { project, url } = await freshSnapshot();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(i % 2 ? owner : editor, url, documentText(`Writer ${i}`), '"1"')),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    const lost = answers.filter((res) => res.statusCode === 412);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost) expect(res.json().code).toBe('revision_conflict');
    const winner = `Writer ${answers.indexOf(won[0]!)}`;
    const current = (await call(t.app, owner, 'GET', `/api/v1/projects/${project.id}`)).json().projectSnapshots[0];
    expect(current.revision).toBe(2);
    expect(JSON.parse(current.body).brief.keyQuestion).toBe(winner);
    const history = (await call(t.app, owner, 'GET', `${url}/revisions?pageSize=50`)).json();
    expect(history.results).toHaveLength(2);
    expect(history.hasMore).toBe(false);
  });

  it('of 40 concurrent saves without If-Match, keeps every one as its own revision and the last one as the head', async () => {
    const { project, url } = await freshSnapshot();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => save(i % 2 ? owner : editor, url, documentText(`Writer ${i}`))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const revisions = answers.map((res) => res.json().revision as number);
    expect([...revisions].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
    const last = `Writer ${revisions.indexOf(41)}`;
    const current = (await call(t.app, owner, 'GET', `/api/v1/projects/${project.id}`)).json().projectSnapshots[0];
    expect(current.revision).toBe(41);
    expect(JSON.parse(current.body).brief.keyQuestion).toBe(last);
  });

  it('refuses a viewer with 403, a snapshot of another project with 404, and a body that is not a document with 400', async () => {
    const { url } = await freshSnapshot();
    const other = await freshSnapshot();
    const viewerUser = await buildUser({ db: t.db, clock: t.clock });
    const viewer = await signInAs({ db: t.db, clock: t.clock, userId: viewerUser.id });
    const projectId = Number(url.split('/')[4]);
    await addMembership({ db: t.db, projectId, user: viewerUser, role: 'viewer' });
    expect((await save(viewer, url, documentText(), '"1"')).statusCode).toBe(403);
    const crossed = url.replace(/snapshots\/\d+/, other.url.slice(other.url.indexOf('snapshots/')));
    expect((await save(owner, crossed, documentText(), '"1"')).statusCode).toBe(404);
    for (const body of [
      'not json',
      '[]',
      '{"version":"1.1","issueTree":3}',
      JSON.stringify({ version: '1.1', brief: [] }),
    ]) {
      const res = await save(owner, url, body, '"1"');
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code, body).toBe('invalid_document');
    }
    expect((await save(owner, url, documentText(), '"1"', { revision: 7 })).json().code).toBe('validation_failed');
    // Access first, then the document, then the snapshot and its revision, whatever is read together.
    expect((await save(viewer, url, 'not json', '"9"')).statusCode).toBe(403);
    expect((await save(owner, crossed, 'not json', '"9"')).statusCode).toBe(400);
    expect((await save(owner, url, 'not json', '"9"')).statusCode).toBe(400);
    expect((await save(owner, url, documentText(), '"9"')).statusCode).toBe(412);
  });

  it('takes a document of up to 2 MiB and refuses a larger one with 413', async () => {
    const { url } = await freshSnapshot();
    const analysis = (i: number, size: number) => ({
      id: `a${i}`,
      hypothesisId: 'h1',
      title: `Analysis ${i}`,
      findings: 'x'.repeat(size),
    });
    const sized = (bytes: number) => {
      const doc = { version: '1.1', brief: {}, analyses: [] as unknown[] };
      let text = JSON.stringify(doc);
      let i = 0;
      while (Buffer.byteLength(text) < bytes - 20_000) {
        doc.analyses.push(analysis(i, 19_000));
        i += 1;
        text = JSON.stringify(doc);
      }
      const rest = bytes - Buffer.byteLength(text) - JSON.stringify(analysis(i, 0)).length - 1;
      doc.analyses.push(analysis(i, rest));
      return JSON.stringify(doc);
    };
    const largest = sized(MAX_SNAPSHOT_BODY_BYTES);
    expect(Buffer.byteLength(largest)).toBe(MAX_SNAPSHOT_BODY_BYTES);
    const ok = await save(owner, url, largest, '"1"');
    expect(ok.statusCode).toBe(200);
    const tooLarge = await save(owner, url, sized(MAX_SNAPSHOT_BODY_BYTES + 1), '"2"');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');
    // Characters are not bytes: 1.1 million umlauts are 2.2 MB.
    const umlauts = JSON.stringify({ version: '1.1', brief: {}, analyses: [analysis(0, 0)] }).replace(
      '"findings":""',
      `"findings":"${'ä'.repeat(1_100_000)}"`,
    );
    expect((await save(owner, url, umlauts, '"2"')).statusCode).toBe(413);
    const envelope = await call(t.app, owner, 'PUT', url, { problemStatement: '', body: 'x'.repeat(4 * 1024 * 1024) });
    expect(envelope.statusCode).toBe(413);
  });
});

describe('the history of a snapshot', () => {
  it('keeps every save with its author and time, newest first, paged, and serves each revision in full', async () => {
    const { url } = await freshSnapshot();
    t.clock.advance(60_000);
    await save(editor, url, documentText('Second'), '"1"');
    t.clock.advance(60_000);
    await save(owner, url, documentText('Third'), '"2"');
    const page = SnapshotRevisionListSchema.parse((await call(t.app, owner, 'GET', `${url}/revisions`)).json());
    expect(page).toMatchObject({ hasMore: true, nextBefore: 3 });
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ revision: 3, author: { fullName: 'Olivia Owner' }, autosave: false });
    const all = (await call(t.app, editor, 'GET', `${url}/revisions?pageSize=10`)).json();
    expect(all.results.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    expect(all.results[1].author.fullName).toBe('Eddie Editor');
    expect(Date.parse(all.results[0].createdAt) - Date.parse(all.results[1].createdAt)).toBe(60_000);
    const second = await call(t.app, editor, 'GET', `${url}/revisions/2`);
    expect(second.statusCode).toBe(200);
    expect(JSON.parse(second.json().body).brief.keyQuestion).toBe('Second');
    expect((await call(t.app, owner, 'GET', `${url}/revisions/99`)).statusCode).toBe(404);
  });

  it('folds autosaves by one author within 60 s into one revision, and keeps explicit saves and other authors apart', async () => {
    const { url } = await freshSnapshot();
    const step = async (caller: Caller, revision: number, text: string, autosave: boolean, advanceMs: number) => {
      t.clock.advance(advanceMs);
      const res = await save(caller, url, documentText(text), `"${revision}"`, { autosave });
      expect(res.statusCode, text).toBe(200);
    };
    await step(owner, 1, 'auto a', true, 120_000); // 2: new (revision 1 is the creation)
    await step(owner, 2, 'auto b', true, 10_000); // 3: folds into 2's row
    await step(owner, 3, 'auto c', true, 45_000); // 4: folds (55 s after the run began)
    await step(owner, 4, 'auto d', true, 10_000); // 5: new (65 s after the run began)
    await step(owner, 5, 'explicit', false, 1_000); // 6: new, explicit
    await step(owner, 6, 'auto e', true, 1_000); // 7: new (an explicit save is never folded into)
    await step(editor, 7, 'auto by editor', true, 1_000); // 8: new (another author)
    const history = (await call(t.app, owner, 'GET', `${url}/revisions?pageSize=50`)).json();
    expect(history.results.map((r: { revision: number }) => r.revision)).toEqual([8, 7, 6, 5, 4, 1]);
    const folded = (await call(t.app, owner, 'GET', `${url}/revisions/4`)).json();
    expect(JSON.parse(folded.body).brief.keyQuestion).toBe('auto c');
    expect(folded.autosave).toBe(true);
    expect((await call(t.app, owner, 'GET', `${url}/revisions/3`)).statusCode).toBe(404);
  });
});

describe('revision summaries', () => {
  const withTree = (labels: string[]) =>
    JSON.stringify({
      version: '1.1',
      brief: { keyQuestion: 'How do we recover 150 bp of margin?' },
      issueTree: {
        root: {
          id: 'q',
          label: 'How do we recover 150 bp?',
          children: [
            { id: 'c', label: 'Costs', children: labels.map((label, i) => ({ id: `n${i}`, label, children: [] })) },
          ],
        },
      },
    });
  const summaries = async (url: string) =>
    SnapshotRevisionListSchema.parse(
      (await call(t.app, owner, 'GET', `${url}/revisions?pageSize=50`)).json(),
    ).results.map((r) => ({ revision: r.revision, summary: r.summary }));

  it('says what each save changed, names a restore, and says it again for folded autosaves', async () => {
    const { url } = await freshSnapshot();
    t.clock.advance(120_000);
    await save(owner, url, withTree(['Labour']), '"1"');
    await save(owner, url, withTree(['Labour', 'Fleet cost']), '"2"', { autosave: true });
    await save(owner, url, withTree(['Wages', 'Fleet cost', 'Energy']), '"3"', { autosave: true });
    await save(owner, url, withTree(['Labour']), '"4"');
    const [restored, folded, first, created] = (await summaries(url)).map((r) => r.summary);
    expect(restored).toEqual([{ kind: 'restored', revision: 2 }]);
    // Revisions 3 and 4 are one autosave run: the summary runs from revision 2.
    expect(folded).toEqual([
      { kind: 'nodes', tree: 'issue', change: 'added', count: 2 },
      { kind: 'nodes', tree: 'issue', change: 'renamed', count: 1, label: 'Wages' },
    ]);
    // The factory's problem statement differs from the one these saves carry.
    expect(first).toEqual([{ kind: 'problemStatement' }, { kind: 'tree', tree: 'issue', change: 'created' }]);
    expect(created).toEqual([{ kind: 'created' }]);
  });

  it('leaves 1.0 documents without a summary', async () => {
    const { url } = await freshSnapshot();
    const classic = JSON.stringify({ problemStatement: 'P', issueTree: null, hypotheses: [], storyline: null });
    await save(owner, url, classic, '"1"');
    const [latest] = await summaries(url);
    expect(latest).toEqual({ revision: 2, summary: undefined });
  });
});

describe('reading a snapshot back', () => {
  const read = async (projectId: number) => {
    const res = await call(t.app, owner, 'GET', `/api/v1/projects/${projectId}`);
    expect(res.statusCode).toBe(200);
    return ProjectSnapshotSchema.parse(res.json().projectSnapshots[0]);
  };
  /**
   * Adds revision 3 holding `body`, as an older release (or a hand edit) would have stored it, bypassing
   * today's checks; revision 2 lends it the other columns.
   */
  const storeAsOlderRelease = async (snapshotId: number, body: string) => {
    const [second] = await t.db
      .select()
      .from(snapshotRevisions)
      .where(and(eq(snapshotRevisions.snapshotId, snapshotId), eq(snapshotRevisions.revision, 2)));
    const { id: _id, ...columns } = second!;
    await t.db.insert(snapshotRevisions).values({ ...columns, revision: 3, body });
    await t.db.update(snapshots).set({ revision: 3 }).where(eq(snapshots.id, snapshotId));
  };

  it('marks a saved 1.1 body checked and answers it as stored, read after read', async () => {
    const { project, url } = await freshSnapshot();
    await save(owner, url, documentText('Where is the margin going?'), '"1"');
    const first = await read(project.id);
    expect(first.checked).toBe(true);
    expect(first.body).toBe(JSON.stringify(ProjectDocumentSchema.parse(JSON.parse(first.body))));
    expect(await read(project.id)).toEqual(first);
  });

  it('answers a body stored under an older schema as the schema reads it today, defaults filled', async () => {
    const { project, url } = await freshSnapshot();
    await save(owner, url, documentText('Why?'), '"1"');
    const older = { version: '1.1', brief: { keyQuestion: 'Why?' }, retiredField: true };
    await storeAsOlderRelease(project.projectSnapshots[0]!.id, JSON.stringify(older));
    for (let read_ = 0; read_ < 2; read_ += 1) {
      const snapshot = await read(project.id);
      expect(snapshot.checked).toBe(true);
      expect(JSON.parse(snapshot.body)).toEqual(ProjectDocumentSchema.parse(older));
      expect(JSON.parse(snapshot.body)).not.toHaveProperty('retiredField');
    }
  });

  it('leaves a 1.0 body and a body the schema refuses unchecked, as stored', async () => {
    const { project, url } = await freshSnapshot();
    const classic = JSON.stringify({ problemStatement: 'P', issueTree: null, hypotheses: [], storyline: null });
    await save(owner, url, classic, '"1"');
    expect(await read(project.id)).toMatchObject({ checked: false, body: classic });

    const other = await freshSnapshot();
    const duplicateIds = JSON.stringify({
      version: '1.1',
      brief: {},
      issueTree: { root: { id: 'a', label: 'A', children: [{ id: 'a', label: 'B', children: [] }] } },
    });
    await save(owner, other.url, documentText(), '"1"');
    await storeAsOlderRelease(other.project.projectSnapshots[0]!.id, duplicateIds);
    expect(await read(other.project.id)).toMatchObject({ checked: false, body: duplicateIds });
  });
});

describe('two clients saving in any order', () => {
  type Action = { client: 0 | 1; op: 'save' | 'reload' | 'race'; text: string };
  const action = fc.record({
    client: fc.constantFrom<0 | 1>(0, 1),
    op: fc.constantFrom<'save' | 'reload' | 'race'>('save', 'save', 'reload', 'race'),
    text: fc.string({ maxLength: 40 }),
  });

  it('never lose a write: the server holds the last accepted save and the history holds every accepted save', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions: Action[]) => {
        const { project, url } = await freshSnapshot();
        const callers = [owner, editor];
        const initial = JSON.parse(project.projectSnapshots[0]!.body).brief.keyQuestion as string;
        const clients = [0, 1].map(() => ({ revision: 1, text: initial }));
        const model = { revision: 1, text: initial, accepted: [{ revision: 1, text: initial }] };

        const attempt = async (index: 0 | 1, text: string) => {
          const client = clients[index]!;
          const res = await save(callers[index]!, url, documentText(text), `"${client.revision}"`);
          return { index, text, expected: client.revision, res };
        };
        const settle = ({ index, text, expected, res }: Awaited<ReturnType<typeof attempt>>) => {
          if (expected === model.revision) {
            expect(res.statusCode).toBe(200);
            model.revision += 1;
            model.text = text;
            model.accepted.push({ revision: model.revision, text });
            clients[index] = { revision: model.revision, text };
          } else {
            expect(res.statusCode).toBe(412);
            expect(res.json().code).toBe('revision_conflict');
          }
        };

        for (const { client, op, text } of actions) {
          if (op === 'reload') {
            const snapshot = (await call(t.app, callers[client]!, 'GET', `/api/v1/projects/${project.id}`)).json()
              .projectSnapshots[0];
            clients[client] = { revision: snapshot.revision, text: JSON.parse(snapshot.body).brief.keyQuestion };
          } else if (op === 'save') {
            settle(await attempt(client, text));
          } else {
            // Both clients save at once; the model accepts whichever the server let through first.
            const results = await Promise.all([attempt(0, `${text}#0`), attempt(1, `${text}#1`)]);
            const winners = results.filter((r) => r.res.statusCode === 200);
            const ordered = [...winners, ...results.filter((r) => r.res.statusCode !== 200)];
            expect(winners.length).toBeLessThanOrEqual(results.filter((r) => r.expected === model.revision).length);
            for (const result of ordered) settle(result);
          }
          expect(clients[client]!.revision).toBeLessThanOrEqual(model.revision);
        }

        const current = (await call(t.app, owner, 'GET', `/api/v1/projects/${project.id}`)).json().projectSnapshots[0];
        expect(current.revision).toBe(model.revision);
        expect(JSON.parse(current.body).brief.keyQuestion).toBe(model.text);
        const history = (await call(t.app, owner, 'GET', `${url}/revisions?pageSize=100`)).json();
        expect(history.results).toHaveLength(model.accepted.length);
        expect(history.hasMore).toBe(false);
        for (const { revision, text } of model.accepted) {
          const stored = (await call(t.app, owner, 'GET', `${url}/revisions/${revision}`)).json();
          expect(JSON.parse(stored.body).brief.keyQuestion).toBe(text);
        }
      }),
      { numRuns: 40 },
    );
  }, 90_000);
});
