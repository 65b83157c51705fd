import type { FastifyBaseLogger } from 'fastify';
import { MINUTE_MS } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import { renderEmail, type EmailContent } from '../../mail/template.js';
import { asLocale } from '../projects/mail.js';
import type { ReviewRequest } from '@caseboard/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projects, users } from '../../db/schema/index.js';
import type { Mentioned } from './threads.js';

type Locale = 'en' | 'de';

/** A mention e-mail, in the recipient's language, with a link that opens the thread in the workspace. */
export function mentionEmail(input: {
  locale: Locale;
  recipientName: string;
  authorName: string;
  projectName: string;
  excerpt: string;
  path: string;
}): EmailContent {
  if (input.locale === 'de') {
    return {
      subject: `${input.authorName} hat Sie in „${input.projectName}“ erwähnt`,
      greeting: `Guten Tag ${input.recipientName},`,
      paragraphs: [
        `${input.authorName} hat Sie in einem Kommentar zum Projekt „${input.projectName}“ erwähnt:`,
        `„${input.excerpt}“`,
      ],
      action: { label: 'Diskussion öffnen', path: input.path },
      footer: ['Erwähnungs-E-Mails schalten Sie auf Ihrer Kontoseite unter „Benachrichtigungen“ ab.'],
    };
  }
  return {
    subject: `${input.authorName} mentioned you in “${input.projectName}”`,
    greeting: `Hello ${input.recipientName},`,
    paragraphs: [
      `${input.authorName} mentioned you in a comment on the project “${input.projectName}”:`,
      `“${input.excerpt}”`,
    ],
    action: { label: 'Open the thread', path: input.path },
    footer: ['You can turn mention e-mails off on your account page, under “Notifications”.'],
  };
}

/** Mention e-mails one address may receive: 30 an hour, a budget apart from account and sharing e-mails. */
export const mentionMailRule = { limit: 30, windowMs: 60 * MINUTE_MS };

/**
 * E-mails everyone a comment newly mentions, after the answer has left (jobs). Nobody who turned
 * mention e-mails off is written to; an address whose mention budget is spent is skipped (the
 * comment and its unread mark stand).
 */
export function sendMentionEmails({
  mentioned,
  jobs,
  mailer,
  limiter,
  publicUrl,
  log,
}: {
  mentioned: Mentioned;
  jobs: JobQueue;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: URL;
  log: FastifyBaseLogger;
}): void {
  const recipients = mentioned.people.filter((person) => person.notifyMentions);
  if (recipients.length === 0) return;
  const { access, threadId } = mentioned;
  jobs.enqueue('mention-mail', async () => {
    for (const person of recipients) {
      const decision = await limiter.consume(`mail:mention:${person.email}`, mentionMailRule);
      if (!decision.allowed) continue;
      const content = mentionEmail({
        locale: asLocale(person.locale),
        recipientName: person.fullName,
        authorName: mentioned.authorName,
        projectName: access.project.name,
        excerpt: mentioned.excerpt,
        path: `/projects/${access.project.id}?thread=${threadId}`,
      });
      try {
        await mailer.send({ to: person.email, ...renderEmail(content, publicUrl) });
      } catch (error) {
        log.error({ err: error, threadId }, 'could not send a mention e-mail');
      }
    }
  });
}

const STEP_NAMES: Record<Locale, Record<ReviewRequest['step'], string>> = {
  en: {
    problem: 'Problem',
    'issue-tree': 'Issue tree',
    hypotheses: 'Hypotheses',
    workplan: 'Work plan',
    analyses: 'Analyses',
    storyline: 'Storyline',
  },
  de: {
    problem: 'Problem',
    'issue-tree': 'Problembaum',
    hypotheses: 'Hypothesen',
    workplan: 'Arbeitsplan',
    analyses: 'Analysen',
    storyline: 'Storyline',
  },
};

/** A request to sign off a step, in the reviewer's language, with a link to that step. */
export function reviewRequestEmail(input: {
  locale: Locale;
  recipientName: string;
  requesterName: string;
  projectName: string;
  step: ReviewRequest['step'];
  note: string;
  path: string;
}): EmailContent {
  const step = STEP_NAMES[input.locale][input.step];
  if (input.locale === 'de') {
    return {
      subject: `${input.requesterName} bittet Sie um die Abnahme von „${step}“ in „${input.projectName}“`,
      greeting: `Guten Tag ${input.recipientName},`,
      paragraphs: [
        `${input.requesterName} bittet Sie, den Schritt „${step}“ des Projekts „${input.projectName}“ zu prüfen: Geben Sie ihn frei oder bitten Sie um Änderungen.`,
        ...(input.note ? [`„${input.note}“`] : []),
      ],
      action: { label: 'Schritt öffnen', path: input.path },
      footer: ['Diese E-Mails schalten Sie auf Ihrer Kontoseite unter „Benachrichtigungen“ ab.'],
    };
  }
  return {
    subject: `${input.requesterName} asks you to sign off “${step}” in “${input.projectName}”`,
    greeting: `Hello ${input.recipientName},`,
    paragraphs: [
      `${input.requesterName} asks you to review the ${step} step of the project “${input.projectName}”: approve it or request changes.`,
      ...(input.note ? [`“${input.note}”`] : []),
    ],
    action: { label: 'Open the step', path: input.path },
    footer: ['You can turn these e-mails off on your account page, under “Notifications”.'],
  };
}

/**
 * E-mails the reviewer a review request, after the answer has left, under the same switch and budget
 * as mentions (a request is a mention with a task): nothing when they turned mention e-mails off.
 */
export function sendReviewRequestEmail({
  db,
  review,
  jobs,
  mailer,
  limiter,
  publicUrl,
  log,
}: {
  db: DbOrTx;
  review: ReviewRequest;
  jobs: JobQueue;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: URL;
  log: FastifyBaseLogger;
}): void {
  jobs.enqueue('review-request-mail', async () => {
    const [reviewer] = await db
      .select({
        email: users.email,
        fullName: users.fullName,
        locale: users.locale,
        notifyMentions: users.notifyMentions,
      })
      .from(users)
      .where(eq(users.id, review.reviewer.userId));
    const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, review.projectId));
    if (!reviewer || !project || !reviewer.notifyMentions) return;
    const decision = await limiter.consume(`mail:mention:${reviewer.email}`, mentionMailRule);
    if (!decision.allowed) return;
    const content = reviewRequestEmail({
      locale: asLocale(reviewer.locale),
      recipientName: reviewer.fullName,
      requesterName: review.requestedBy?.fullName ?? '',
      projectName: project.name,
      step: review.step,
      note: review.note.slice(0, 500),
      path: `/projects/${review.projectId}/${review.step}`,
    });
    try {
      await mailer.send({ to: reviewer.email, ...renderEmail(content, publicUrl) });
    } catch (error) {
      log.error({ err: error, reviewId: review.id }, 'could not send a review request e-mail');
    }
  });
}
