import type { SliceCommand } from '@site/shared-contracts/platform';
import { requeueDeadLetters } from '../data/newsletter/provider-outbox';
import type { PopupsSettings } from '../settings';

/** `npm run cli -- mf-popups newsletter-retry`: put the provider's dead letters back in its outbox. */
export const newsletterRetryCommand: SliceCommand<PopupsSettings> = {
  summary: 'retry the newsletter provider calls that failed their last attempt (the dead letters)',
  flags: {},
  async run(ctx) {
    const count = await requeueDeadLetters(ctx.db);
    ctx.print(`${count} dead letter(s) back in the provider outbox; the running site sends them at its next poll.`);
  },
};
