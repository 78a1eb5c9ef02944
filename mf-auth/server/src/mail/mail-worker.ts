import type { FastifyBaseLogger } from 'fastify';
import { claimMail, deleteMail } from '../data/mail-queue';
import { composeMail, type MailSite } from './mail-jobs';
import type { Mailer } from './mailer';

/** Jobs claimed per query; a claimed job that is not finished is retried this long after. */
const BATCH = 20;
const RETRY_SECONDS = 60;
/** A job that failed this often is dropped (and logged), so one bad address cannot clog the queue. */
export const MAX_ATTEMPTS = 5;

export type MailWorker = {
  /** Work the queue until nothing is due; concurrent calls share one run. */
  drain(): Promise<void>;
  /** Stop polling and wait for the run in progress. */
  stop(): Promise<void>;
};

const running = new Set<MailWorker>();

/** Let every live worker empty its queue now (tests read the outbox after this, instead of waiting a poll). */
export async function drainMailQueues(): Promise<void> {
  await Promise.all([...running].map((worker) => worker.drain()));
}

/**
 * The mail queue's worker: a poll loop (a timer, unref'd) that claims due jobs, composes each mail
 * (mail-jobs.ts) and sends it through the mailer. It runs in every server process; SKIP LOCKED in the
 * claim keeps processes from sending one job twice. A failure leaves the job for a later retry.
 */
export function startMailWorker(site: MailSite, mailer: Mailer, log: FastifyBaseLogger, pollMs: number): MailWorker {
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

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
  const drain = async (): Promise<void> => {
    // A run in progress may have made its last claim before the caller's job was queued: wait, then run.
    if (current) await current;
    current ??= work()
      .catch((error: unknown) => log.error({ event: 'auth.mail', outcome: 'failure', err: error }, 'mail queue failed'))
      .finally(() => {
        current = null;
      });
    await current;
  };
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void drain().then(schedule), pollMs);
    timer.unref();
  };
  const worker: MailWorker = {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      running.delete(worker);
      await current;
    },
  };
  running.add(worker);
  schedule();
  return worker;
}
