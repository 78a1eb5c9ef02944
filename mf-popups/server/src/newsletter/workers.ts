import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from '@site/shared-contracts/platform';
import { createPollWorkerSet, startPollWorker, type PollWorker } from '@site/platform-kit/worker';
import { claimNewsletterMail, deleteNewsletterMail } from '../data/newsletter/mail-queue';
import {
  claimProviderCalls,
  deadLetter,
  finishProviderCall,
  retryProviderCallLater,
} from '../data/newsletter/provider-outbox';
import { composeNewsletterMail, type NewsletterMailSite } from './mail-jobs';
import { ProviderError, type NewsletterProvider } from './provider';

const BATCH = 20;
const MAIL_RETRY_SECONDS = 60;
const MAIL_MAX_ATTEMPTS = 5;

export type WorkerOptions = {
  site: NewsletterMailSite;
  sendMail: (message: MailMessage) => Promise<void>;
  provider: NewsletterProvider | null;
  log: FastifyBaseLogger;
  pollMs: number;
  retryMs: number;
  maxAttempts: number;
};
export type NewsletterWorker = PollWorker;

const running = createPollWorkerSet();
/** Let every live newsletter worker finish what is due now (tests, instead of waiting for a poll). */
export const drainNewsletterWorkers = (): Promise<void> => running.drainAll();

/** Delay before attempt n+1: retryMs doubled per failed attempt, at most an hour. */
export const retryDelayMs = (retryMs: number, attempts: number): number =>
  Math.min(retryMs * 2 ** Math.max(0, attempts - 1), 3_600_000);

async function sendMailJobs(o: WorkerOptions): Promise<number> {
  const jobs = await claimNewsletterMail(o.site.db, BATCH, MAIL_RETRY_SECONDS);
  for (const job of jobs) {
    try {
      const message = await composeNewsletterMail(o.site, job);
      if (message) await o.sendMail(message);
      await deleteNewsletterMail(o.site.db, job.id);
    } catch (error) {
      if (job.attempts >= MAIL_MAX_ATTEMPTS) await deleteNewsletterMail(o.site.db, job.id).catch(() => undefined);
      o.log.error({ event: 'popups.newsletter.mail', kind: job.kind, err: error }, 'newsletter mail failed');
    }
  }
  return jobs.length;
}

async function callProvider(o: WorkerOptions, provider: NewsletterProvider): Promise<number> {
  const jobs = await claimProviderCalls(o.site.db, provider.name, BATCH);
  for (const job of jobs) {
    const contact = { email: job.email, listId: job.listId, attributes: job.attributes };
    try {
      await (job.operation === 'subscribe' ? provider.subscribe(contact) : provider.unsubscribe(contact));
      await finishProviderCall(o.site.db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = !(error instanceof ProviderError) || error.retry;
      if (retry && job.attempts < o.maxAttempts) {
        await retryProviderCallLater(o.site.db, job.id, retryDelayMs(o.retryMs, job.attempts), message);
      } else {
        await deadLetter(o.site.db, job.id, message);
      }
      o.log.warn({ event: 'popups.newsletter.provider', attempts: job.attempts, retry, err: message }, 'provider call');
    }
  }
  return jobs.length;
}

/** The newsletter's poll loop (the kit's): its mail queue, then the provider outbox when there is one. */
export function startNewsletterWorker(o: WorkerOptions): NewsletterWorker {
  const work = async () => {
    while ((await sendMailJobs(o)) === BATCH);
    if (o.provider) while ((await callProvider(o, o.provider)) === BATCH);
  };
  const onError = (error: unknown) =>
    o.log.error({ event: 'popups.newsletter', err: error }, 'newsletter worker failed');
  return startPollWorker({ work, pollMs: o.pollMs, onError }, running);
}
