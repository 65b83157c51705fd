import {
  AcceptedResponseSchema,
  ActivateRequestSchema,
  ActivateResponseSchema,
  EmailRequestSchema,
  ErrorBodySchema,
  InviteInfoSchema,
  InviteSignUpRequestSchema,
  InviteTokenParamsSchema,
  MeResponseSchema,
  SessionStateSchema,
  PasswordResetCompleteRequestSchema,
  SessionResponseSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  type User,
} from '@caseboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferredLocale } from '../../lib/accept-language.js';
import { AppError } from '../../lib/app-error.js';
import { createBackgroundMailer } from '../../mail/background.js';
import { AUTH_COOKIE, signedInUser } from '../../plugins/auth.js';
import { activateAccount, resendActivation, signUp } from './accounts.js';
import { getInvite, signUpWithInvite } from './invitations.js';
import { enforceMailLimits } from './limits.js';
import { completePasswordReset, requestPasswordReset } from './password-reset.js';
import { warmPasswordPolicy } from './password-policy.js';
import { passwordHasher } from './passwords.js';
import { revokeSession, SESSION_ABSOLUTE_MS } from './sessions.js';
import { signIn } from './sign-in.js';

export function presentUser(user: {
  id: number;
  email: string;
  fullName: string;
  locale: string;
  status: User['status'];
}): User {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    locale: user.locale === 'de' ? 'de' : 'en',
    status: user.status,
  };
}

/** Account bodies are small; 16 KiB leaves room for the longest consulting background. */
const AUTH_BODY_LIMIT = 16 * 1024;
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));

/** Account routes: sign-up, activation, sign-in and -out, password reset, invitations. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, clock, rateLimiter: limiter } = app.deps;
  // Account e-mails leave after the answer, so its timing says nothing about whether an account exists.
  const mailer = createBackgroundMailer(app.deps.mailer, (err, { subject }) =>
    app.log.error({ err, subject }, 'an account e-mail could not be delivered'),
  );
  const mail = { mailer, publicUrl: config.publicUrl };
  // Before the server listens: loading them lags the event loop (plugins/load-shedding.ts).
  app.addHook('onReady', warmPasswordPolicy);
  app.addHook('onClose', () => mailer.drain());

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(AUTH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.secure,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
  const localeOf = (request: FastifyRequest, chosen: 'en' | 'de' | undefined) =>
    chosen ?? preferredLocale(request.headers['accept-language']);
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.post(
    '/api/v1/auth/sign-up',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Apply for the beta; an activation e-mail follows',
        description: 'Answers 202 whether or not the address already has an account (its owner is e-mailed instead).',
        body: SignUpRequestSchema,
        response: { 202: SignUpResponseSchema, ...errors(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await enforceMailLimits(limiter, {
        email: request.body.email,
        clientAddress: request.ip,
        perClientPerHour: app.deps.config.mailLimitPerClientPerHour,
      });
      const locale = localeOf(request, request.body.locale);
      await signUp({ db, clock, hasher: passwordHasher, mail, input: request.body, locale });
      return reply.status(202).send({ status: 'pending_activation' });
    },
  );

  app.post(
    '/api/v1/auth/activate',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Activate an account with the link from the activation e-mail',
        body: ActivateRequestSchema,
        response: { 200: ActivateResponseSchema, ...errors(400, 410, 413, 415) },
      },
    },
    async (request) => {
      const status = await activateAccount({ db, clock, mail, token: request.body.token, betaSeats: config.betaSeats });
      return { status };
    },
  );

  app.post(
    '/api/v1/auth/activate/resend',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Send a new activation link',
        description: 'Answers 202 whether or not the address has an account waiting for activation.',
        body: EmailRequestSchema,
        response: { 202: AcceptedResponseSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await enforceMailLimits(limiter, {
        email: request.body.email,
        clientAddress: request.ip,
        perClientPerHour: app.deps.config.mailLimitPerClientPerHour,
      });
      // The lookup and the e-mail happen after the answer: known and unknown addresses take the same time.
      const { email } = request.body;
      app.deps.jobs.enqueue('activation-resend', () => resendActivation({ db, clock, mail, email }));
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/api/v1/auth/sign-in',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a session token and sets the auth_token cookie',
        body: SignInRequestSchema,
        response: { 200: SessionResponseSchema, ...errors(400, 401, 403, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      // The session this browser had, if any, ends: every sign-in gets a new token. (A cookie sent
      // without the app's Origin does not count as a session here.)
      const previous = await request.currentUser().catch(() => null);
      const { token, user } = await signIn({
        db,
        clock,
        hasher: passwordHasher,
        limiter,
        email: request.body.email,
        password: request.body.password,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
        endPreviousSession: previous ? () => revokeSession({ db, sessionId: previous.sessionId, clock }) : undefined,
      });
      setSessionCookie(reply, token);
      return noStore(reply).send({ token, user: presentUser(user) });
    },
  );

  app.post(
    '/api/v1/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        security,
        response: { 204: z.null(), ...errors(403, 415) },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (user) await revokeSession({ db, sessionId: user.sessionId, clock });
      void reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security,
        response: { 200: MeResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await signedInUser(request);
      return noStore(reply).send({ user: presentUser(user) });
    },
  );

  app.get(
    '/api/v1/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in, if anyone',
        description:
          'Like /auth/me, but a visitor without a (valid) session gets 200 with `user: null` instead of 401, ' +
          'so the web app can ask on every page without a failed request in the console.',
        security,
        response: { 200: SessionStateSchema },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      return noStore(reply).send({ user: user ? presentUser(user) : null });
    },
  );

  app.post(
    '/api/v1/passwords/reset',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description: 'Answers 202 with the same body whether or not the address has an account.',
        body: EmailRequestSchema,
        response: { 202: AcceptedResponseSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await enforceMailLimits(limiter, {
        email: request.body.email,
        clientAddress: request.ip,
        perClientPerHour: app.deps.config.mailLimitPerClientPerHour,
      });
      // The lookup and the e-mail happen after the answer: known and unknown addresses take the same time.
      const { email } = request.body;
      app.deps.jobs.enqueue('password-reset', () => requestPasswordReset({ db, clock, mail, email }));
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/api/v1/passwords/reset/complete',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: PasswordResetCompleteRequestSchema,
        response: { 204: z.null(), ...errors(400, 410, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const { password, resetPasswordToken: token } = request.body;
      await completePasswordReset({ db, clock, hasher: passwordHasher, limiter, mail, token, password });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/invites/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who invited this address to which project',
        params: InviteTokenParamsSchema,
        response: { 200: InviteInfoSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const invite = await getInvite({ db, token: request.params.token, clock });
      if (!invite) throw new AppError('not_found', { message: 'This invitation is unknown, used or expired.' });
      return noStore(reply).send(invite);
    },
  );

  app.post(
    '/api/v1/auth/invites/sign-up',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Create an active account from an invitation and sign in',
        body: InviteSignUpRequestSchema,
        response: { 201: SessionResponseSchema, ...errors(400, 404, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request, request.body.locale);
      const { token, user } = await signUpWithInvite({
        db,
        clock,
        hasher: passwordHasher,
        input: request.body,
        locale,
        client: { userAgent: request.headers['user-agent'], address: request.ip },
      });
      setSessionCookie(reply, token);
      return noStore(reply)
        .status(201)
        .send({ token, user: presentUser(user) });
    },
  );
};
