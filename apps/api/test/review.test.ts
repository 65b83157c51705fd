import {
  MAX_COMMENT_LENGTH,
  MAX_COMMENTS_PER_THREAD,
  MAX_THREADS_PER_PROJECT,
  ReviewListSchema,
  ThreadDetailSchema,
  ThreadListSchema,
} from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, commentThreads, users } from '../src/db/schema/index.js';
import type { Caller } from './support/api.js';
import { documentText } from './support/api.js';
import { freshAddress, mailTo } from './support/auth.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

function call(caller: Caller, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      ...caller.headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

async function person(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser({ db: t.db, clock: t.clock, ...overrides });
  const { headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
  return { user, caller: { headers } };
}

/** An owner, an editor, a commenter and a viewer on one project, and a stranger outside it. */
async function team(name = 'Pricing review') {
  const owner = await person({ fullName: 'Olivia Owner' });
  const editor = await person({ fullName: 'Edgar Editor' });
  const commenter = await person({ fullName: 'Carla Commenter' });
  const viewer = await person({ fullName: 'Victor Viewer' });
  const stranger = await person({ fullName: 'Sam Stranger' });
  const project = await buildProject({ db: t.db, clock: t.clock, ownerId: owner.user.id, name });
  await addMembership({ db: t.db, projectId: project.id, user: editor.user, role: 'editor' });
  await addMembership({ db: t.db, projectId: project.id, user: commenter.user, role: 'commenter' });
  await addMembership({ db: t.db, projectId: project.id, user: viewer.user, role: 'viewer' });
  return { owner, editor, commenter, viewer, stranger, project };
}

const anchor = { kind: 'node', id: 'n-1', step: 'issue-tree' } as const;
const base = (projectId: number) => `/api/v1/projects/${projectId}`;

async function openThread(caller: Caller, projectId: number, body = 'Is this branch MECE?', at = anchor) {
  const res = await call(caller, 'POST', `${base(projectId)}/threads`, { anchor: at, body });
  expect(res.statusCode, res.body).toBe(201);
  return ThreadDetailSchema.parse(res.json());
}

const list = async (caller: Caller, projectId: number, query = '') =>
  ThreadListSchema.parse((await call(caller, 'GET', `${base(projectId)}/threads${query}`)).json());

describe('threads and replies', () => {
  it('opens a thread, replies, and lists it with counts per anchored item', async () => {
    const { owner, commenter, viewer, project } = await team();
    const thread = await openThread(commenter.caller, project.id);
    expect(thread).toMatchObject({
      anchor,
      resolved: false,
      commentCount: 1,
      firstComment: 'Is this branch MECE?',
      createdBy: { userId: commenter.user.id, fullName: 'Carla Commenter' },
      unread: false,
    });
    t.clock.advance(1000);
    const reply = await call(owner.caller, 'POST', `${base(project.id)}/threads/${thread.id}/comments`, {
      body: 'Split pricing from volume.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ body: 'Split pricing from volume.', author: { fullName: 'Olivia Owner' } });

    // The viewer reads everything; the thread is unread for them until they open it.
    const seen = await list(viewer.caller, project.id);
    expect(seen.results).toHaveLength(1);
    expect(seen.results[0]).toMatchObject({ id: thread.id, commentCount: 2, unread: true });
    expect(seen.anchors).toEqual([{ kind: 'node', id: 'n-1', open: 1, unread: 1 }]);
    expect(seen.counts).toEqual({ open: 1, resolved: 0, unread: 1 });
    const detail = ThreadDetailSchema.parse(
      (await call(viewer.caller, 'GET', `${base(project.id)}/threads/${thread.id}`)).json(),
    );
    expect(detail.comments.map((c) => c.body)).toEqual(['Is this branch MECE?', 'Split pricing from volume.']);
    expect((await call(viewer.caller, 'POST', `${base(project.id)}/threads/${thread.id}/read`)).statusCode).toBe(204);
    expect((await list(viewer.caller, project.id)).results[0]!.unread).toBe(false);
    // The commenter has not seen the owner's reply yet; the owner wrote it, so it is read for them.
    expect((await list(commenter.caller, project.id)).results[0]!.unread).toBe(true);
    expect((await list(owner.caller, project.id)).results[0]!.unread).toBe(false);
  });

  it('lets authors edit and delete only their own comments; deleted ones stay as placeholders', async () => {
    const { owner, commenter, project } = await team();
    const thread = await openThread(commenter.caller, project.id, 'First take');
    const commentId = thread.comments[0]!.id;
    const url = `${base(project.id)}/comments/${commentId}`;
    expect((await call(owner.caller, 'PATCH', url, { body: 'Rewritten' })).statusCode).toBe(403);
    expect((await call(owner.caller, 'DELETE', url)).statusCode).toBe(403);
    const edited = await call(commenter.caller, 'PATCH', url, { body: 'Second take' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Second take', editedAt: expect.any(String) });
    expect((await call(commenter.caller, 'DELETE', url)).statusCode).toBe(204);
    const detail = ThreadDetailSchema.parse(
      (await call(owner.caller, 'GET', `${base(project.id)}/threads/${thread.id}`)).json(),
    );
    expect(detail.comments[0]).toMatchObject({ deleted: true, body: '' });
    expect(detail.commentCount).toBe(0);
    expect((await call(commenter.caller, 'PATCH', url, { body: 'Back' })).statusCode).toBe(404);
  });

  it('resolves and reopens; the list filters open and resolved', async () => {
    const { editor, commenter, viewer, project } = await team();
    const thread = await openThread(commenter.caller, project.id);
    const resolved = await call(editor.caller, 'POST', `${base(project.id)}/threads/${thread.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true, resolvedBy: { fullName: 'Edgar Editor' } });
    expect((await list(editor.caller, project.id)).results).toHaveLength(0);
    expect((await list(editor.caller, project.id, '?state=resolved')).results).toHaveLength(1);
    expect((await list(editor.caller, project.id, '?state=all')).counts).toMatchObject({ open: 0, resolved: 1 });
    // Viewers read but do not resolve.
    expect((await call(viewer.caller, 'POST', `${base(project.id)}/threads/${thread.id}/reopen`)).statusCode).toBe(403);
    const reopened = await call(commenter.caller, 'POST', `${base(project.id)}/threads/${thread.id}/reopen`);
    expect(reopened.json()).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });
  });

  it('pages with a cursor, newest first', async () => {
    const { owner, project } = await team();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await openThread(owner.caller, project.id, `Point ${i}`)).id);
    const first = await list(owner.caller, project.id, '?limit=2');
    expect(first.results.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    const second = await list(owner.caller, project.id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.results.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const third = await list(owner.caller, project.id, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.results.map((r) => r.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
    expect((await call(owner.caller, 'GET', `${base(project.id)}/threads?cursor=abc`)).statusCode).toBe(400);
  });
});

describe('limits and validation', () => {
  it('refuses an empty or too long comment and an unknown anchor kind', async () => {
    const { owner, project } = await team();
    const url = `${base(project.id)}/threads`;
    const empty = await call(owner.caller, 'POST', url, { anchor, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_failed');
    const long = await call(owner.caller, 'POST', url, { anchor, body: 'x'.repeat(MAX_COMMENT_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect((await call(owner.caller, 'POST', url, { anchor, body: 'x'.repeat(MAX_COMMENT_LENGTH) })).statusCode).toBe(
      201,
    );
    const kind = await call(owner.caller, 'POST', url, { anchor: { ...anchor, kind: 'chart' }, body: 'Hi' });
    expect(kind.statusCode).toBe(400);
  });

  it('holds threads per project and comments per thread', async () => {
    const { owner, project } = await team();
    const thread = await openThread(owner.caller, project.id);
    await t.db.insert(comments).values(
      Array.from({ length: MAX_COMMENTS_PER_THREAD - 1 }, () => ({
        threadId: thread.id,
        authorId: owner.user.id,
        body: 'More',
      })),
    );
    const full = await call(owner.caller, 'POST', `${base(project.id)}/threads/${thread.id}/comments`, {
      body: 'One more',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('comment_limit_reached');

    await t.db.insert(commentThreads).values(
      Array.from({ length: MAX_THREADS_PER_PROJECT - 1 }, (_, i) => ({
        projectId: project.id,
        anchorKind: 'node' as const,
        anchorId: `n-${i}`,
        step: 'issue-tree' as const,
        createdBy: owner.user.id,
      })),
    );
    const tooMany = await call(owner.caller, 'POST', `${base(project.id)}/threads`, { anchor, body: 'Another' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'thread_limit_reached', details: { max: MAX_THREADS_PER_PROJECT } });
  });
});

describe('roles and access', () => {
  it('lets a commenter comment but not save a snapshot; a viewer can not comment', async () => {
    const { commenter, viewer, project } = await team();
    const snapshot = project.projectSnapshots[0]!;
    const save = await call(
      commenter.caller,
      'PUT',
      `${base(project.id)}/snapshots/${snapshot.id}`,
      { body: documentText('Changed by a commenter'), problemStatement: 'Margins fell.' },
      { 'if-match': `"${snapshot.revision}"` },
    );
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe('forbidden');
    const rename = await call(commenter.caller, 'PATCH', base(project.id), { name: 'Mine now' });
    expect(rename.statusCode).toBe(403);
    const project2 = await call(commenter.caller, 'GET', base(project.id));
    expect(project2.json().role).toBe('commenter');

    await openThread(commenter.caller, project.id);
    const byViewer = await call(viewer.caller, 'POST', `${base(project.id)}/threads`, { anchor, body: 'Hello' });
    expect(byViewer.statusCode).toBe(403);
  });

  it('lets the owner share a project with the commenter role', async () => {
    const { owner, project } = await team();
    const someone = await person();
    const added = await call(owner.caller, 'POST', `${base(project.id)}/members`, {
      email: someone.user.email,
      role: 'commenter',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().role).toBe('commenter');
    const changed = await call(owner.caller, 'PATCH', `${base(project.id)}/members/${added.json().id}`, {
      role: 'viewer',
    });
    expect(changed.json().role).toBe('viewer');
  });

  it('answers a stranger on every review route exactly as for a missing project', async () => {
    const { owner, stranger, project } = await team();
    const thread = await openThread(owner.caller, project.id);
    const commentId = thread.comments[0]!.id;
    const review = await call(owner.caller, 'POST', `${base(project.id)}/reviews`, {
      step: 'issue-tree',
      reviewerId: (await person()).user.id,
    });
    expect(review.statusCode).toBe(400);
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/threads'],
      ['POST', '/threads', { anchor, body: 'Hi' }],
      ['GET', `/threads/${thread.id}`],
      ['POST', `/threads/${thread.id}/comments`, { body: 'Hi' }],
      ['PATCH', `/comments/${commentId}`, { body: 'Hi' }],
      ['DELETE', `/comments/${commentId}`],
      ['POST', `/threads/${thread.id}/resolve`],
      ['POST', `/threads/${thread.id}/reopen`],
      ['POST', `/threads/${thread.id}/read`],
      ['GET', '/people'],
      ['GET', '/reviews'],
      ['POST', '/reviews', { step: 'issue-tree', reviewerId: owner.user.id }],
      ['POST', '/reviews/1/decision', { decision: 'approve' }],
    ];
    for (const [method, path, payload] of routes) {
      const theirs = await call(stranger.caller, method, `${base(project.id)}${path}`, payload);
      const missing = await call(stranger.caller, method, `${base(2_000_000_000)}${path}`, payload);
      expect([method, path, theirs.statusCode]).toEqual([method, path, 404]);
      expect(theirs.json()).toEqual(missing.json());
    }
    // And anonymous callers are asked to sign in first.
    expect((await call({ headers: {} }, 'GET', `${base(project.id)}/threads`)).statusCode).toBe(401);
  });

  it('refuses comments on a worked example with a clear code, while anyone reads its (empty) threads', async () => {
    const someone = await person();
    const demo = (await call(someone.caller, 'GET', '/api/v1/projects/demo')).json().results[0];
    const res = await call(someone.caller, 'POST', `${base(demo.id)}/threads`, { anchor, body: 'Nice example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('comments_unavailable');
    expect((await list(someone.caller, demo.id)).results).toEqual([]);
  });
});

describe('mentions', () => {
  it('e-mails a mentioned member in their language with a link to the thread, and refuses non-members', async () => {
    const { owner, commenter, stranger, project } = await team('Nordbahn entry');
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, owner.user.id));
    const body = `@[Olivia Owner](${owner.user.id}) can you check this branch?`;
    const thread = await openThread(commenter.caller, project.id, body);
    expect(thread.comments[0]!.mentions).toEqual([{ userId: owner.user.id, fullName: 'Olivia Owner' }]);
    const mail = await mailTo(t, owner.user.email, /Carla Commenter hat Sie in „Nordbahn entry“ erwähnt/);
    expect(mail.text).toContain(`/projects/${project.id}?thread=${thread.id}`);
    expect(mail.text).toContain('@Olivia Owner can you check this branch?');

    const foreign = await call(commenter.caller, 'POST', `${base(project.id)}/threads/${thread.id}/comments`, {
      body: `@[Sam](${stranger.user.id}) look`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('invalid_mention');
  });

  it('sends nothing to someone who turned mention e-mails off', async () => {
    const { owner, editor, commenter, project } = await team();
    await t.db.update(users).set({ notifyMentions: false }).where(eq(users.id, owner.user.id));
    const before = t.smtp.messages.length;
    await openThread(
      commenter.caller,
      project.id,
      `@[Olivia Owner](${owner.user.id}) and @[Edgar Editor](${editor.user.id}), please look`,
    );
    // Recipients are written to in order: once the editor's mail is here, the owner's turn has passed.
    await mailTo(t, editor.user.email, /mentioned you/);
    await t.app.deps.jobs.drain();
    const since = t.smtp.messages.slice(before);
    expect(since.some((mail) => mail.to.includes(owner.user.email))).toBe(false);
  });
});

describe('step review', () => {
  it('an editor asks a member; only the reviewer decides, once; the decision is listed', async () => {
    const { owner, editor, commenter, viewer, project } = await team();
    const asked = await call(editor.caller, 'POST', `${base(project.id)}/reviews`, {
      step: 'hypotheses',
      reviewerId: owner.user.id,
      note: 'Ready for your sign-off',
    });
    expect(asked.statusCode).toBe(201);
    const review = asked.json();
    expect(review).toMatchObject({ state: 'requested', reviewer: { fullName: 'Olivia Owner' } });
    // The reviewer hears of it by e-mail, with the requester's note and a link to the step.
    const mail = await mailTo(t, owner.user.email, /Edgar Editor asks you to sign off “Hypotheses”/);
    expect(mail.text).toContain('Ready for your sign-off');
    expect(mail.text).toContain(`/projects/${project.id}/hypotheses`);
    // Commenters and viewers do not ask for sign-off; nobody can ask a stranger or themselves.
    const byCommenter = await call(commenter.caller, 'POST', `${base(project.id)}/reviews`, {
      step: 'hypotheses',
      reviewerId: owner.user.id,
    });
    expect(byCommenter.statusCode).toBe(403);
    const self = await call(editor.caller, 'POST', `${base(project.id)}/reviews`, {
      step: 'hypotheses',
      reviewerId: editor.user.id,
    });
    expect(self.json().code).toBe('reviewer_not_member');

    const url = `${base(project.id)}/reviews/${review.id}/decision`;
    expect((await call(editor.caller, 'POST', url, { decision: 'approve' })).statusCode).toBe(403);
    const decided = await call(owner.caller, 'POST', url, {
      decision: 'changes_requested',
      note: 'Add the churn branch',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ state: 'changes_requested', decisionNote: 'Add the churn branch' });
    const again = await call(owner.caller, 'POST', url, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_already_decided');

    const listed = ReviewListSchema.parse((await call(viewer.caller, 'GET', `${base(project.id)}/reviews`)).json());
    expect(listed.results[0]).toMatchObject({ id: review.id, step: 'hypotheses', state: 'changes_requested' });
  });

  it('lists the people who can be mentioned or asked', async () => {
    const { owner, viewer, project } = await team();
    const res = await call(viewer.caller, 'GET', `${base(project.id)}/people`);
    expect(res.statusCode).toBe(200);
    const names = res.json().results.map((p: { fullName: string; role: string }) => `${p.fullName}:${p.role}`);
    expect(names).toEqual([
      'Olivia Owner:owner',
      'Carla Commenter:commenter',
      'Edgar Editor:editor',
      'Victor Viewer:viewer',
    ]);
    expect(res.json().results[0].userId).toBe(owner.user.id);
  });
});

describe('OpenAPI', () => {
  it('documents the review routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/projects/{id}/threads',
      '/api/v1/projects/{id}/threads/{threadId}/comments',
      '/api/v1/projects/{id}/comments/{commentId}',
      '/api/v1/projects/{id}/reviews/{reviewId}/decision',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
