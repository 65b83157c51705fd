import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through nodemailer. `file` (the default) writes each message as an RFC 822 `.eml` file into the
 * outbox, named so that names sort by time; `smtp` delivers through SMTP_URL.
 */
export function createMailer(mail: Config['mail']): Mailer {
  if (mail.transport === 'smtp') {
    const transport = nodemailer.createTransport(mail.smtpUrl!);
    return {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  return fileMailer(mail.outboxDir, mail.from);
}

function fileMailer(outboxDir: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  let lastStamp = '';
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
      sequence = stamp === lastStamp ? sequence + 1 : 0;
      lastStamp = stamp;
      const name = `${stamp}-${String(sequence).padStart(3, '0')}-${process.pid}.eml`;
      await writeFile(join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
