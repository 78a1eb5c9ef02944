import type { OutboxMessage } from '@site/shared-contracts/auth';
import { html, type Html } from '@site/platform-kit/html';

/** Links in the text become anchors; everything else stays escaped text. */
function linkify(text: string): Html {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/);
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part))}`;
}

/** The development outbox as its own bare document (it is a tool, not a site page). */
export function outboxPage(messages: readonly OutboxMessage[]): Html {
  const items = messages.map(
    (m, i) => html`${i > 0 && '\n'}<li class="auth-outbox__item"><article>
<h2>${m.subject}</h2>
<p>To: ${m.to} · <time datetime="${m.sentAt}">${m.sentAt}</time></p>
<pre>${linkify(m.text)}</pre>
</article></li>`,
  );
  const body = items.length ? html`<ol class="auth-outbox">${items}</ol>` : html`<p>The outbox is empty.</p>`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title></head><body><main><h1>Outbox (development only)</h1>${body}</main></body></html>`;
}
