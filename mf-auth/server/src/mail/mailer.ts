import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '@site/shared-contracts/auth';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = {
  /** Send one message now; only the mail worker calls it, never a request (see mail-worker.ts). */
  deliver(message: MailMessage): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
};

export type MailSettings = { dataDir: string; smtpUrl?: string | undefined; from: string };

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** SMTP through nodemailer when SMTP_URL is set, otherwise one JSON file per mail in DATA_DIR/outbox. */
export function createMailer(settings: MailSettings): Mailer {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const deliver = async (message: MailMessage): Promise<void> => {
    if (smtp) {
      await smtp.sendMail({ from: settings.from, ...message });
      return;
    }
    const sentAt = new Date().toISOString();
    const record: OutboxMessage = { ...message, sentAt };
    const dir = outboxDir(settings.dataDir);
    await mkdir(dir, { recursive: true });
    // Sortable names: the ISO time first, then randomness so two mails in one millisecond both survive.
    const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
    await writeFile(path.join(dir, name), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  };
  return { transport: smtp ? 'smtp' : 'outbox', deliver };
}
