import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

// Where the e2e server keeps its data (the same formula as `e2eDataDir` in playwright.config.ts, which
// the web tsconfig cannot import from outside apps/web).
const root = join(import.meta.dirname, '../../../..');
const e2eDataDir = join(root, 'node_modules/.cache/caseboard', `e2e-data-${process.env.E2E_PORT ?? 4173}`);

export interface OutboxMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for an e-mail in the e2e server's outbox (`<DATA_DIR>/mail/*.eml`) to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMail> {
  const dir = join(e2eDataDir, 'mail');
  const started = Date.now();
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const raw = readFileSync(join(dir, file));
      if (!raw.includes(to)) continue;
      const parsed = await simpleParser(raw);
      const recipients = [parsed.to].flat().flatMap((address) => address?.value.map((v) => v.address ?? '') ?? []);
      if (recipients.includes(to) && subject.test(parsed.subject ?? '')) {
        return { to: recipients, subject: parsed.subject ?? '', text: parsed.text ?? '' };
      }
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no e-mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path of the first link to `prefix` (e.g. `/auth/activate-user/`) in a mail, ready for `page.goto`. */
export function linkPath(mail: OutboxMail, prefix: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${prefix}[A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return match[1]!;
}
