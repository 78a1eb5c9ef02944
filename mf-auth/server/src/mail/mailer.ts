import nodemailer from 'nodemailer';
import type { Sql } from '@site/shared-contracts/platform';
import { writeOutbox } from '../data/dev-outbox';

export type MailMessage = { to: string; subject: string; text: string };
export type Mailer = {
  /** Send one message now; only the mail worker calls it, never a request (see mail-worker.ts). */
  deliver(message: MailMessage): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
};

export type MailSettings = { db: Sql; smtpUrl?: string | undefined; from: string };

/** SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox table every process reads. */
export function createMailer(settings: MailSettings): Mailer {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const deliver = async (message: MailMessage): Promise<void> => {
    if (smtp) {
      await smtp.sendMail({ from: settings.from, ...message });
      return;
    }
    await writeOutbox(settings.db, message);
  };
  return { transport: smtp ? 'smtp' : 'outbox', deliver };
}
