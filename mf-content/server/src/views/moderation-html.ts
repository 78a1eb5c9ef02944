import { html, type Html, join } from '@site/platform-kit/html';
import type { CommentDecision, PendingComment } from '../data/moderation';

export type ModerationView = {
  pending: readonly PendingComment[];
  decisions: readonly CommentDecision[];
  csrfToken: string;
};

const iso = (at: Date) => at.toISOString().replace('T', ' ').slice(0, 16);

function decisionForm(comment: PendingComment, decision: 'approve' | 'reject', csrfToken: string): Html {
  const label = decision === 'approve' ? 'Approve' : 'Reject';
  const style = decision === 'approve' ? 'content-button' : 'content-button content-button--secondary';
  return html`<form method="post" action="/admin/comments/${comment.id}/${decision}">
<input type="hidden" name="_csrf" value="${csrfToken}">
<button type="submit" class="${style}" aria-label="${label} the comment by ${comment.authorName}">${label}</button>
</form>`;
}

function pendingItem(comment: PendingComment, csrfToken: string): Html {
  return html`<li class="content-moderation__item" id="pending-${comment.id}">
<p class="content-comment__meta"><b class="content-comment__author">${comment.authorName}</b> on <a href="/blog/${comment.postSlug}">${comment.postTitle}</a> · <time datetime="${comment.createdAt.toISOString()}">${iso(comment.createdAt)} UTC</time></p>
<p class="content-comment__body">${comment.body}</p>
<div class="content-moderation__actions">${decisionForm(comment, 'approve', csrfToken)}${decisionForm(comment, 'reject', csrfToken)}</div>
</li>`;
}

function auditTable(decisions: readonly CommentDecision[]): Html {
  if (!decisions.length) return html`<p>No decisions yet.</p>`;
  const rows = decisions.map(
    (d) =>
      html`<tr><td>${iso(d.decidedAt)}</td><td>${d.moderatorName} (#${d.moderatorId})</td><td>${d.decision}</td><td>${d.postSlug ? html`<a href="/blog/${d.postSlug}">comment ${d.commentId}</a>` : `comment ${d.commentId}`}</td></tr>`,
  );
  return html`<table class="content-moderation__audit"><caption>Decisions, newest first</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Decision</th><th scope="col">Comment</th></tr></thead>
<tbody>${join(rows, '\n')}</tbody></table>`;
}

/** The moderation queue (first comments of new accounts, oldest first) and the audit trail of decisions. */
export function moderationMain(view: ModerationView): Html {
  const queue = view.pending.length
    ? html`<ol class="content-moderation__list">${join(
        view.pending.map((c) => pendingItem(c, view.csrfToken)),
        '\n',
      )}</ol>`
    : html`<p>No comments are waiting for moderation.</p>`;
  return html`<section class="content-moderation">
<h1>Comments awaiting moderation</h1>
${queue}
<h2>Recent decisions</h2>
${auditTable(view.decisions)}
</section>`;
}
