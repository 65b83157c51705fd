import {
  AccountResponseSchema,
  AccountSessionListSchema,
  AcceptedResponseSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  DataExportIdParamsSchema,
  DataExportListSchema,
  DataExportSchema,
  DeleteAccountRequestSchema,
  ErrorBodySchema,
  SessionIdParamsSchema,
  SignedOutSessionsSchema,
  UpdateAccountRequestSchema,
} from '@caseboard/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBackgroundMailer } from '../../mail/background.js';
import { AUTH_COOKIE, signedInUser } from '../../plugins/auth.js';
import { enforceMailLimits } from '../auth/limits.js';
import { passwordHasher } from '../auth/passwords.js';
import { createExportSlots } from '../export/slots.js';
import { downloadDataExport, listDataExports, requestDataExport } from './data-export.js';
import { deleteAccount } from './deletion.js';
import { handoverRoutes } from './handover-routes.js';
import { changePassword, confirmEmailChange, getAccount, requestEmailChange, updateAccount } from './service.js';
import { endOtherSessions, endSession, listSessions } from './sessions.js';

const BODY_LIMIT = 16 * 1024;
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));

/**
 * The signed-in person's own account (the account page): profile and notification settings, password
 * and address changes, sessions, "export my data" and "delete my account". Every route but the
 * address confirmation (whose link proves the new address) needs a signed-in user, checked before the
 * body is read; the sensitive ones ask for the current password and are rate-limited (limits.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, clock, rateLimiter: limiter, jobs } = app.deps;
  const mailer = createBackgroundMailer(app.deps.mailer, (err, { subject }) =>
    app.log.error({ err, subject }, 'an account e-mail could not be delivered'),
  );
  const mail = { mailer, publicUrl: config.publicUrl };
  app.addHook('onClose', () => mailer.drain());
  // One data export builds at a time in this process, a few wait; the export endpoint's slots stay free.
  const slot = createExportSlots({ concurrency: 1, maxQueue: 20 });
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const base = { tags: ['account'], security };
  await app.register(handoverRoutes({ mailer }));

  app.get(
    '/api/v1/account',
    {
      onRequest: app.requireUser,
      schema: { ...base, summary: 'The signed-in account', response: { 200: AccountResponseSchema, ...errors(401) } },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      return noStore(reply).send({ account: await getAccount({ db, clock, userId: user.id }) });
    },
  );

  app.patch(
    '/api/v1/account',
    {
      onRequest: app.requireUser,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Change the name, the language or the notification settings',
        body: UpdateAccountRequestSchema,
        response: { 200: AccountResponseSchema, ...errors(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const account = await updateAccount({ db, clock, limiter, userId: user.id, changes: request.body });
      return noStore(reply).send({ account });
    },
  );

  app.post(
    '/api/v1/account/password',
    {
      onRequest: app.requireUser,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Change the password; every other session is signed out',
        description:
          'Needs the current password (403 `wrong_password`; 5 wrong ones per 15 minutes, then 429). ' +
          'The new one follows the password policy (400 `weak_password`). The owner is e-mailed.',
        body: ChangePasswordRequestSchema,
        response: { 200: SignedOutSessionsSchema, ...errors(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      return changePassword({
        db,
        clock,
        limiter,
        hasher: passwordHasher,
        mail,
        userId: user.id,
        sessionId: user.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
    },
  );

  app.post(
    '/api/v1/account/email',
    {
      onRequest: app.requireUser,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Ask to change the address: a confirmation link goes to the new one, the old one is told',
        description:
          'Needs the current password. Answers 202 whether or not the new address has an account ' +
          '(an address that has one is told instead of getting a link). The address changes only ' +
          'when the link is used (POST /api/v1/account/email/confirm), within 24 hours.',
        body: ChangeEmailRequestSchema,
        response: { 202: AcceptedResponseSchema, ...errors(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await enforceMailLimits(limiter, {
        email: request.body.newEmail,
        clientAddress: request.ip,
        perClientPerHour: config.mailLimitPerClientPerHour,
      });
      await requestEmailChange({
        db,
        clock,
        limiter,
        hasher: passwordHasher,
        mail,
        userId: user.id,
        newEmail: request.body.newEmail,
        currentPassword: request.body.currentPassword,
      });
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/api/v1/account/email/confirm',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['account'],
        summary: 'Use the link sent to the new address; the account signs in with it from now on',
        description: 'The link itself proves the address, so no session is needed. Single use, 24 hours.',
        body: ConfirmEmailRequestSchema,
        response: { 200: ConfirmEmailResponseSchema, ...errors(400, 409, 410, 413, 415) },
      },
    },
    async (request, reply) => {
      const result = await confirmEmailChange({ db, clock, mail, token: request.body.token });
      return noStore(reply).send(result);
    },
  );

  app.get(
    '/api/v1/account/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        ...base,
        summary: 'Where the account is signed in: device, address, last seen',
        response: { 200: AccountSessionListSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const list = await listSessions({ db, clock, userId: user.id, currentSessionId: user.sessionId });
      return noStore(reply).send({ sessions: list });
    },
  );

  app.delete(
    '/api/v1/account/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        ...base,
        summary: 'Sign out one session of the account',
        description: 'Another account’s session answers 404 like a missing one.',
        params: SessionIdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await endSession({ db, clock, userId: user.id, sessionId: request.params.id });
      if (request.params.id === user.sessionId) {
        void reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/account/sessions/sign-out-others',
    {
      onRequest: app.requireUser,
      schema: {
        ...base,
        summary: 'Sign out every session of the account but this one',
        response: { 200: SignedOutSessionsSchema, ...errors(401, 403, 415) },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      return { signedOut: await endOtherSessions({ db, clock, userId: user.id, currentSessionId: user.sessionId }) };
    },
  );

  app.post(
    '/api/v1/account/export',
    {
      onRequest: app.requireUser,
      schema: {
        ...base,
        summary: 'Prepare a ZIP of everything the account holds; a link is e-mailed when it is ready',
        description:
          'The account, every owned project with each saved revision as JSON plus its deck (pptx) and workbook ' +
          '(xlsx), and the feedback sent. Built in the background; downloadable by the signed-in owner for 24 ' +
          'hours. While one is being prepared, asking again returns it. 3 a day.',
        response: { 202: DataExportSchema, ...errors(401, 403, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const started = await requestDataExport({
        db,
        clock,
        limiter,
        mail,
        userId: user.id,
        enqueue: (name, job) => jobs.enqueue(name, job),
        slot,
        onError: (err) => app.log.error({ err }, 'a data export failed'),
      });
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/api/v1/account/exports',
    {
      onRequest: app.requireUser,
      schema: {
        ...base,
        summary: 'The account’s data exports: preparing, ready (until they expire) or failed',
        response: { 200: DataExportListSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      return noStore(reply).send({ exports: await listDataExports({ db, clock, userId: user.id }) });
    },
  );

  app.get(
    '/api/v1/account/exports/:id/download',
    {
      onRequest: app.requireUser,
      schema: {
        ...base,
        summary: 'Download a ready data export (its owner only, signed in, within 24 hours)',
        params: DataExportIdParamsSchema,
        response: {
          200: z.string().describe('The ZIP, as an attachment.'),
          ...errors(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      const { archive, createdAt } = await downloadDataExport({
        db,
        clock,
        userId: user.id,
        exportId: request.params.id,
      });
      const name = `caseboard-data-${createdAt.toISOString().slice(0, 10)}.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(archive as unknown as string);
    },
  );

  app.delete(
    '/api/v1/account',
    {
      onRequest: app.requireUser,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Delete the account, confirmed with the password',
        description:
          'Owned projects are deleted (with their versions, members, invitations and pending handover offers; a ' +
          'project handed over and accepted before is no longer owned and stays), memberships removed, every ' +
          'session ended; the address may sign up again. Feedback stays without its author, and a record without ' +
          'the address says when the account was deleted (decision 025).',
        body: DeleteAccountRequestSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      await deleteAccount({
        db,
        clock,
        limiter,
        hasher: passwordHasher,
        mail,
        userId: user.id,
        password: request.body.password,
      });
      void reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
      return reply.status(204).send(null);
    },
  );
};
