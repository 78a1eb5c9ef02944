import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '@site/platform-kit/html';
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

/** Links in the text become anchors; everything else stays escaped text. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function outboxHtml(messages: readonly OutboxMessage[]): string {
  const items = messages.map(
    (m) => `<li class="auth-outbox__item"><article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To: ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></p>
<pre>${linkify(m.text)}</pre>
</article></li>`,
  );
  const body = items.length ? `<ol class="auth-outbox">${items.join('\n')}</ol>` : '<p>The outbox is empty.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title></head><body><main><h1>Outbox (development only)</h1>${body}</main></body></html>`;
}

/** Development-only view of the local outbox; absent (404) in production. */
export function registerOutboxRoutes(app: FastifyInstance, settings: { dataDir: string; production: boolean }): void {
  const guard = (): void => {
    if (settings.production) throw Object.assign(new Error('Not found'), { statusCode: 404, code: 'NOT_FOUND' });
  };
  app.get('/dev/outbox.json', async (_request, reply) => {
    guard();
    return reply.header('cache-control', 'no-store').send({ messages: await readOutbox(settings.dataDir) });
  });
  app.get('/dev/outbox', async (_request, reply) => {
    guard();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxHtml(await readOutbox(settings.dataDir)));
  });
}
