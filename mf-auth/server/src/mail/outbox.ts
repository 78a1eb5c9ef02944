import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxMessageSchema, type OutboxMessage } from '@site/shared-contracts/auth';
import { outboxDir } from './mailer';

const LIMIT = 100;

/** The newest outbox mails first; unreadable or foreign files are skipped. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, LIMIT);
  const messages = await Promise.all(
    files.map(async (name) => {
      const parsed = outboxMessageSchema.safeParse(
        JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => 'null')),
      );
      return parsed.success ? [parsed.data] : [];
    }),
  );
  return messages.flat().sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}
