import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/support/smtp.js';
import { createMailer } from './mailer.js';
import { renderEmail } from './template.js';

const message = renderEmail(
  {
    subject: 'Activate your account',
    greeting: 'Hello <Ada>,',
    paragraphs: ['Welcome to the beta.'],
    action: { label: 'Activate', path: '/auth/activate-user/tok123' },
  },
  new URL('https://caseboard.example.com'),
);

describe('e-mail templates', () => {
  it('render text and HTML with absolute, escaped links', () => {
    expect(message.text).toContain('Activate: https://caseboard.example.com/auth/activate-user/tok123');
    expect(message.html).toContain('href="https://caseboard.example.com/auth/activate-user/tok123"');
    expect(message.html).toContain('Hello &lt;Ada&gt;,');
    expect(message.html).not.toContain('<Ada>');
  });
});

describe('the mailer', () => {
  it('writes RFC 822 files that sort by time into the outbox by default', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'caseboard-mail-')), 'mail');
    const mailer = createMailer({
      transport: 'file',
      smtpUrl: undefined,
      from: 'Caseboard <no-reply@example.com>',
      outboxDir,
    });
    await mailer.send({ to: 'ada@example.com', ...message });
    await mailer.send({ to: 'bob@example.com', ...message, subject: 'Second' });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const [first, second] = [...files].sort().map((name) => readFileSync(join(outboxDir, name), 'utf8'));
    expect(first).toMatch(/^To: ada@example\.com$/m);
    expect(first).toMatch(/^Subject: Activate your account$/m);
    expect(second).toMatch(/^Subject: Second$/m);
  });

  it('delivers through SMTP when configured', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ transport: 'smtp', smtpUrl: smtp.url, from: 'no-reply@example.com', outboxDir: '' });
    await mailer.send({ to: 'ada@example.com', ...message });
    const received = await smtp.waitFor((mail) => mail.to.includes('ada@example.com'));
    expect(received.subject).toBe('Activate your account');
    expect(received.text).toContain('/auth/activate-user/tok123');
    mailer.close();
    await smtp.close();
  });
});
