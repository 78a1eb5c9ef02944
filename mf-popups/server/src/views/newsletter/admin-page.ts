import { html, type Html } from '@site/platform-kit/html';
import type { ListSummary } from '../../data/newsletter/admin';

/** GET /admin/newsletter: every list with its counts and CSV export, and the provider's waiting and dead calls. */
export function newsletterAdminMain(
  lists: readonly ListSummary[],
  provider: { dead: number; waiting: number },
  csrfToken: string,
): Html {
  return html`<section class="popups-admin"><h1>Newsletter lists</h1><p><a href="/admin/popups">Site popups</a></p>
<table class="popups-admin__table"><caption>Subscribers per list</caption><thead><tr><th scope="col">List</th><th scope="col">Subscribed</th><th scope="col">Waiting for confirmation</th><th scope="col">Unsubscribed</th><th scope="col">Export</th></tr></thead><tbody>${lists.map(
    (l) =>
      html`<tr><th scope="row">${l.name} <code>${l.id}</code></th><td>${l.subscribed}</td><td>${l.pending}</td><td>${l.unsubscribed}</td><td><a href="/admin/newsletter/${l.id}.csv" download>CSV</a></td></tr>`,
  )}</tbody></table>
<h2>Provider</h2><p>${provider.waiting} call(s) waiting or being retried; ${provider.dead} in the dead letters.</p>${
    provider.dead > 0
      ? html`<form method="post" action="/admin/newsletter/dead-letters/retry"><input type="hidden" name="_csrf" value="${csrfToken}"><button type="submit">Retry the dead letters</button></form>`
      : ''
  }</section>`;
}
