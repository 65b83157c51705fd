import type { FastifyBaseLogger } from 'fastify';
import { MINUTE_MS } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import { renderEmail, type EmailContent } from '../../mail/template.js';
import { asLocale } from '../projects/mail.js';
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
