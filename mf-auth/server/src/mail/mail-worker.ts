import type { FastifyBaseLogger } from 'fastify';
import { createPollWorkerSet, startPollWorker, type PollWorker } from '@site/platform-kit/worker';
import { claimMail, deleteMail } from '../data/mail-queue';
import { composeMail, type MailSite } from './mail-jobs';
import type { Mailer } from './mailer';

/** Jobs claimed per query; a claimed job that is not finished is retried this long after. */
const BATCH = 20;
const RETRY_SECONDS = 60;
/** A job that failed this often is dropped (and logged), so one bad address cannot clog the queue. */
export const MAX_ATTEMPTS = 5;

export type MailWorker = PollWorker;

const running = createPollWorkerSet();

/** Let every live worker empty its queue now (tests read the outbox after this, instead of waiting a poll). */
export const drainMailQueues = (): Promise<void> => running.drainAll();

/**
 * The mail queue's worker: a poll loop (the kit's) that claims due jobs, composes each mail (mail-jobs.ts) and
 * sends it through the mailer. SKIP LOCKED in the claim keeps processes from sending one job twice. A failure
 * leaves the job for a later retry.
 */
export function startMailWorker(site: MailSite, mailer: Mailer, log: FastifyBaseLogger, pollMs: number): MailWorker {
  const work = async (): Promise<void> => {
    for (;;) {
      const jobs = await claimMail(site.db, BATCH, RETRY_SECONDS);
      for (const job of jobs) {
        try {
          const message = await composeMail(site, job);
          if (message) await mailer.deliver(message);
          await deleteMail(site.db, job.id);
          log.info({ event: 'auth.mail', kind: job.kind, outcome: message ? 'sent' : 'nothing-to-send' }, 'mail job');
        } catch (error) {
          const gaveUp = job.attempts >= MAX_ATTEMPTS;
          if (gaveUp) await deleteMail(site.db, job.id).catch(() => undefined);
          log.error({ event: 'auth.mail', kind: job.kind, outcome: 'failure', gaveUp, err: error }, 'mail failed');
        }
      }
      if (jobs.length < BATCH) return;
    }
  };
  const onError = (error: unknown) =>
    log.error({ event: 'auth.mail', outcome: 'failure', err: error }, 'mail queue failed');
  return startPollWorker({ work, pollMs, onError }, running);
}
