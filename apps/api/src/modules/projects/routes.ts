import {
  AddMemberSchema,
  CopyProjectSchema,
  CreateProjectSchema,
  ErrorBodySchema,
  IfMatchHeadersSchema,
  JsonPatchSchema,
  MAX_PATCH_BYTES,
  MAX_PATCH_OPERATIONS,
  PatchSnapshotQuerySchema,
  PreferHeadersSchema,
  RequiredIfMatchHeadersSchema,
  RevisionPageQuerySchema,
  SavedSnapshotSchema,
  InvitationParamsSchema,
  PendingInvitationListSchema,
  MAX_SNAPSHOT_BODY_BYTES,
  MemberParamsSchema,
  PaginationQuerySchema,
  ProjectIdParamsSchema,
  ProjectListSchema,
  ProjectMemberListSchema,
  ProjectMemberSchema,
  ProjectSchema,
  ProjectSnapshotSchema,
  RevisionParamsSchema,
  SaveSnapshotSchema,
  SnapshotParamsSchema,
  SnapshotRevisionDetailSchema,
  SnapshotRevisionListSchema,
  UpdateMemberSchema,
  UpdateProjectSchema,
} from '@caseboard/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceShareMailLimits } from '../auth/limits.js';
import { signedInUser } from '../../plugins/auth.js';
import { loadExamples } from './examples.js';
import { answerInvitation, listPendingInvitations } from './invitations.js';
import { addMember, assertCanManageMembers, listMembers, removeMember, updateMember } from './members.js';
import {
  copyProject,
  createProject,
  deleteProject,
  getProject,
  listDemoProjects,
  listOwnProjects,
  listSharedProjects,
  updateProject,
  type ProjectRules,
} from './projects.js';
import { patchSnapshot, saveSnapshot, type SavedSnapshotState } from './save-snapshot.js';
import { etagOf, getRevision, listRevisions, parseIfMatch, returnPreference } from './snapshots.js';

/** A 2 MiB document travels as an escaped JSON string inside the request: room for the escaping. */
const DOCUMENT_BODY_LIMIT = Math.ceil(MAX_SNAPSHOT_BODY_BYTES * 1.5) + 64 * 1024;

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
} as const;

/** Projects, snapshots with their history, members and invitations, under /api/v1/projects. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, engine } = app.deps;
  const rules: ProjectRules = { maxProjects: config.maxProjects, models: engine.models().map((m) => m.id) };
  await loadExamples({ db: app.deps.db, clock: app.deps.clock });

  // Authentication runs before the body is parsed or validated: an anonymous caller gets 401 for
  // every route whatever it sends, and no one parses a 3 MB body for a visitor.
  const common = {
    onRequest: app.requireUser,
  };
  const schemaBase = {
    tags: ['projects'],
    security: [{ bearer: [] }, { cookie: [] }] as Array<Record<string, string[]>>,
  };
  const noStore = 'no-store';

  app.get(
    '/api/v1/projects',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: "The caller's own projects",
        response: { 200: ProjectListSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      return reply.header('Cache-Control', noStore).send(await listOwnProjects({ db: app.deps.db, userId: user.id }));
    },
  );

  app.get(
    '/api/v1/projects/shared',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Projects shared with the caller (paged; defaults pageNumber 1, pageSize 1)',
        querystring: PaginationQuerySchema,
        response: { 200: ProjectListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const list = await listSharedProjects({ db: app.deps.db, userId: user.id, ...request.query });
      return reply.header('Cache-Control', noStore).send(list);
    },
  );

  app.get(
    '/api/v1/projects/demo',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'The worked examples, readable by every signed-in user',
        response: { 200: ProjectListSchema, 401: ErrorBodySchema },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'private, no-cache').send(await listDemoProjects({ db: app.deps.db })),
  );

  app.post(
    '/api/v1/projects',
    {
      ...common,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        ...schemaBase,
        summary: 'Create a project with its first snapshot (within the project limit)',
        body: CreateProjectSchema,
        response: { 201: ProjectSchema, ...errors, 409: ErrorBodySchema, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { deps } = app;
      const project = await createProject({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        rules,
        input: request.body,
      });
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/api/v1/projects/:id',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'One project with its snapshots',
        params: ProjectIdParamsSchema,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const project = await getProject({ db: app.deps.db, userId: user.id, projectId: request.params.id });
      return reply.header('Cache-Control', noStore).send(project);
    },
  );

  app.patch(
    '/api/v1/projects/:id',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Rename a project or change its model or problem statement (owner and editors)',
        params: ProjectIdParamsSchema,
        body: UpdateProjectSchema,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const { deps } = app;
      const project = await updateProject({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        rules,
        projectId: request.params.id,
        input: request.body,
      });
      await deps.live.publish({ kind: 'project', projectId: request.params.id });
      return project;
    },
  );

  app.delete(
    '/api/v1/projects/:id',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Delete a project with its snapshots, history and members (owner only)',
        params: ProjectIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await deleteProject({ db: app.deps.db, userId: user.id, projectId: request.params.id });
      // Open streams check access with this event and end.
      await app.deps.live.publish({ kind: 'project', projectId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/projects/:id/copy',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Use a project the caller can read (a worked example) as the template of a new own project',
        params: ProjectIdParamsSchema,
        body: CopyProjectSchema.nullish(),
        response: { 201: ProjectSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { deps } = app;
      const project = await copyProject({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        rules,
        projectId: request.params.id,
        input: request.body ?? {},
      });
      return reply.status(201).send(project);
    },
  );

  /**
   * Saves answer `{ revision, updatedAt }` with the ETag: the client holds what it sent. `Prefer:
   * return=representation` (RFC 7240) asks for the stored snapshot instead (docs/decisions/035-cheap-saves.md).
   */
  const answerSave = (
    request: { headers: { prefer?: string | undefined } },
    reply: FastifyReply,
    snapshot: SavedSnapshotState,
  ) => {
    const wanted = returnPreference(request.headers.prefer);
    reply.header('ETag', etagOf(snapshot.revision)).header('Cache-Control', noStore);
    if (wanted) reply.header('Preference-Applied', `return=${wanted}`);
    return reply.send(
      wanted === 'representation' ? snapshot : { revision: snapshot.revision, updatedAt: snapshot.updatedAt },
    );
  };
  // Everyone with the project open hears of a save (modules/live): a notice, never the document.
  const announceSave = (userId: number, projectId: number, snapshot: SavedSnapshotState, milestone: boolean) =>
    app.deps.live.publish({
      kind: 'revision',
      projectId,
      snapshotId: snapshot.id,
      revision: snapshot.revision,
      etag: etagOf(snapshot.revision),
      authorId: userId,
      milestone,
    });
  const saveAnswers = {
    200: z
      .union([ProjectSnapshotSchema, SavedSnapshotSchema])
      .describe('`{ revision, updatedAt }`; the stored snapshot with `Prefer: return=representation`.'),
    ...errors,
    412: ErrorBodySchema,
    413: ErrorBodySchema,
  };

  app.put(
    '/api/v1/projects/:id/snapshots/:snapshotId',
    {
      ...common,
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        ...schemaBase,
        summary: 'Replace a snapshot as a whole; with If-Match a stale revision gets 412 and nothing changes',
        description:
          'Answers `{ revision, updatedAt }` and `ETag: "<revision>"`; send `Prefer: return=representation` for the stored (normalised) snapshot.',
        params: SnapshotParamsSchema,
        headers: IfMatchHeadersSchema.extend(PreferHeadersSchema.shape),
        body: SaveSnapshotSchema,
        response: saveAnswers,
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { deps } = app;
      const snapshot = await saveSnapshot({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        projectId: request.params.id,
        snapshotId: request.params.snapshotId,
        expectedRevision: parseIfMatch(request.headers['if-match']),
        input: request.body,
      });
      await announceSave(user.id, request.params.id, snapshot, request.body.autosave === false);
      return answerSave(request, reply, snapshot);
    },
  );

  app.patch(
    '/api/v1/projects/:id/snapshots/:snapshotId',
    {
      ...common,
      bodyLimit: MAX_PATCH_BYTES,
      schema: {
        ...schemaBase,
        summary: 'Change a snapshot with RFC 6902 JSON-patch operations on its document (If-Match required)',
        description:
          `\`Content-Type: application/json-patch+json\`: at most ${MAX_PATCH_OPERATIONS} operations (${MAX_PATCH_BYTES / 1024} KB) ` +
          'applied in order to the document body of the revision `If-Match` names; the result is checked like a PUT ' +
          '(400 `invalid_document`) and saved like one (same history, folding and live notice). 428 ' +
          '`precondition_required` without If-Match, 412 `revision_conflict` when the revision is not the current one, ' +
          '422 `patch_invalid` (details: `index`, `op`, `path`, `reason`) when an operation does not apply. ' +
          'The problem statement is not part of the patch. Answers as the PUT does.',
        consumes: ['application/json-patch+json'],
        params: SnapshotParamsSchema,
        querystring: PatchSnapshotQuerySchema,
        headers: RequiredIfMatchHeadersSchema.extend(PreferHeadersSchema.shape),
        body: JsonPatchSchema,
        response: { ...saveAnswers, 422: ErrorBodySchema, 428: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { deps } = app;
      const snapshot = await patchSnapshot({
        db: deps.db,
        clock: deps.clock,
        userId: user.id,
        projectId: request.params.id,
        snapshotId: request.params.snapshotId,
        expectedRevision: parseIfMatch(request.headers['if-match']),
        patch: request.body,
        autosave: request.query.autosave ?? false,
      });
      await announceSave(user.id, request.params.id, snapshot, request.query.autosave === false);
      return answerSave(request, reply, snapshot);
    },
  );

  app.get(
    '/api/v1/projects/:id/snapshots/:snapshotId/revisions',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: "The history of a snapshot, newest first, a page at a time (`before`: the last page's `nextBefore`)",
        params: SnapshotParamsSchema,
        querystring: RevisionPageQuerySchema,
        response: { 200: SnapshotRevisionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const list = await listRevisions({
        db: app.deps.db,
        userId: user.id,
        projectId: request.params.id,
        snapshotId: request.params.snapshotId,
        ...request.query,
      });
      return reply.header('Cache-Control', noStore).send(list);
    },
  );

  app.get(
    '/api/v1/projects/:id/snapshots/:snapshotId/revisions/:revision',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'One revision of a snapshot with its full body',
        params: RevisionParamsSchema,
        response: { 200: SnapshotRevisionDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const revision = await getRevision({
        db: app.deps.db,
        userId: user.id,
        projectId: request.params.id,
        snapshotId: request.params.snapshotId,
        revision: request.params.revision,
      });
      // A revision never changes once written, except by folding into a later number.
      return reply.header('Cache-Control', 'private, no-cache').send(revision);
    },
  );

  app.get(
    '/api/v1/projects/:id/members',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Members of a project besides its owner (paged; defaults pageNumber 1, pageSize 1)',
        params: ProjectIdParamsSchema,
        querystring: PaginationQuerySchema,
        response: { 200: ProjectMemberListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const list = await listMembers({
        db: app.deps.db,
        userId: user.id,
        projectId: request.params.id,
        ...request.query,
      });
      return reply.header('Cache-Control', noStore).send(list);
    },
  );

  app.post(
    '/api/v1/projects/:id/members',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Share a project with an address: members with an account join at once, others get an invitation',
        params: ProjectIdParamsSchema,
        body: AddMemberSchema,
        response: { 201: ProjectMemberSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { deps } = app;
      // Access first: a request about a project the caller cannot share spends no one's e-mail budget.
      await assertCanManageMembers({ db: deps.db, userId: user.id, projectId: request.params.id });
      // Sharing sends e-mail: per recipient (a budget apart from password resets), per sharer, per address.
      await enforceShareMailLimits(deps.rateLimiter, {
        email: request.body.email,
        sharerId: user.id,
        clientAddress: request.ip,
        perClientPerHour: deps.config.mailLimitPerClientPerHour,
      });
      const member = await addMember({
        db: deps.db,
        clock: deps.clock,
        jobs: deps.jobs,
        mail: { mailer: deps.mailer, publicUrl: deps.config.publicUrl, log: request.log },
        userId: user.id,
        projectId: request.params.id,
        input: request.body,
      });
      await deps.live.publish({ kind: 'members', projectId: request.params.id });
      return reply.status(201).send(member);
    },
  );

  app.get(
    '/api/v1/projects/invitations',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: "Projects shared with the caller's address that wait for an answer (accept or decline)",
        response: { 200: PendingInvitationListSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const results = await listPendingInvitations({ db: app.deps.db, email: user.email, clock: app.deps.clock });
      return reply.header('Cache-Control', noStore).send({ results, total: results.length });
    },
  );

  app.post(
    '/api/v1/projects/invitations/:memberId/accept',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Accept an invitation: the project appears under "Shared with me"',
        params: InvitationParamsSchema,
        response: { 204: z.null().describe('Accepted'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { db, clock } = app.deps;
      await answerInvitation({ db, clock, memberId: request.params.memberId, user, accept: true });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/projects/invitations/:memberId',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Decline an invitation: the membership is removed and the sharer learns nothing more',
        params: InvitationParamsSchema,
        response: { 204: z.null().describe('Declined'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { db, clock } = app.deps;
      await answerInvitation({ db, clock, memberId: request.params.memberId, user, accept: false });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/v1/projects/:id/members/:memberId',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: "Change a member's role (owner only)",
        params: MemberParamsSchema,
        body: UpdateMemberSchema,
        response: { 200: ProjectMemberSchema, ...errors },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const member = await updateMember({
        db: app.deps.db,
        userId: user.id,
        projectId: request.params.id,
        memberId: request.params.memberId,
        role: request.body.role,
      });
      await app.deps.live.publish({ kind: 'members', projectId: request.params.id });
      return member;
    },
  );

  app.delete(
    '/api/v1/projects/:id/members/:memberId',
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Remove a member (owner), or leave a project (the member); effective with the next request',
        params: MemberParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await removeMember({
        db: app.deps.db,
        userId: user.id,
        projectId: request.params.id,
        memberId: request.params.memberId,
      });
      // The removed member's open streams check access with this event, hear `revoked` and end.
      await app.deps.live.publish({ kind: 'members', projectId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
