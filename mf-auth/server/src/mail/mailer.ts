import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '@site/shared-contracts/auth';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = {
  /** Queue a message; never awaited by a request, so an answer takes as long whether or not a mail goes out. */
  send(message: MailMessage): void;
  readonly transport: 'smtp' | 'outbox';
};

export type MailSettings = { dataDir: string; smtpUrl?: string | undefined; from: string };

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

const pending = new Set<Promise<void>>();

/** Resolves once every queued mail is written or sent (tests and graceful shutdown wait on it). */
export async function mailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** SMTP through nodemailer when SMTP_URL is set, otherwise one JSON file per mail in DATA_DIR/outbox. */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
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
  return {
    transport: smtp ? 'smtp' : 'outbox',
    send(message) {
      const job = deliver(message)
        .then(() => log.info({ event: 'auth.mail', outcome: 'sent', subject: message.subject }, 'mail sent'))
        .catch((error: unknown) => log.error({ event: 'auth.mail', outcome: 'failure', err: error }, 'mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
  };
}
