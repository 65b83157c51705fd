import type { MailMessage, Mailer } from './mailer.js';

/**
 * A mailer whose `send` returns at once and delivers afterwards. Endpoints that must answer the same
 * whether or not an address has an account (sign-up, resend, password reset) use it, so the time an
 * SMTP round trip takes cannot tell the two apart. Failures are reported, never thrown at the caller;
 * `drain` waits for everything in flight (the app calls it when it closes).
 */
export function createBackgroundMailer(
  mailer: Mailer,
  onError: (error: unknown, message: Pick<MailMessage, 'subject'>) => void,
): Mailer & { drain(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  return {
    async send(message) {
      const delivery = mailer
        .send(message)
        .catch((error: unknown) => onError(error, { subject: message.subject }))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    close: () => mailer.close(),
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
