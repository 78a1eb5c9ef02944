import { html, type Html, join } from '@site/platform-kit/html';
import type { VisitorState } from '@site/shared-contracts/platform';
import type { CommentItem } from '../data/comments';
import { formatDate } from './dates';
import { loginLink } from './login-link';

type CommentView = { postSlug: string; visitor: VisitorState; csrfToken: string };

function commentForm(view: CommentView, parentId: number | null, label: string): Html {
  return html`<form class="content-comment-form" method="post" action="/blog/${view.postSlug}/comments">
<input type="hidden" name="_csrf" value="${view.csrfToken}">${parentId !== null && html`<input type="hidden" name="parent_id" value="${parentId}">`}
<label class="content-comment-form__label">${label}<textarea name="body" required maxlength="2000" rows="4"></textarea></label>
<button type="submit" class="content-button">Post comment</button>
</form>`;
}

function replyControl(view: CommentView, comment: CommentItem): Html {
  // Only its author sees a held comment, and nobody may reply to it until it is published.
  if (comment.status !== 'approved') {
    return html`<p class="content-comment__pending" role="status">Your comment is awaiting moderation.</p>`;
  }
  if (!view.visitor.loggedIn)
    return loginLink(view.postSlug, 'Log in to Reply', { className: 'content-comment__reply-login' });
  // No JS needed: a details element opens the reply form in place.
  return html`<details class="content-comment__reply"><summary>Reply</summary>${commentForm(view, comment.id, `Reply to ${comment.authorName}`)}</details>`;
}

function renderThread(
  view: CommentView,
  byParent: Map<number | null, CommentItem[]>,
  parentId: number | null,
): Html | null {
  const items = byParent.get(parentId) ?? [];
  if (!items.length) return null;
  const list = items.map(
    (
      c,
    ) => html`<li class="content-comment${c.status === 'approved' ? '' : ' content-comment--pending'}" id="comment-${c.id}">
<p class="content-comment__meta"><b class="content-comment__author">${c.authorName}</b> · <time datetime="${c.createdAt.toISOString()}">${formatDate(c.createdAt)}</time></p>
<p class="content-comment__body">${c.body}</p>
${replyControl(view, c)}${renderThread(view, byParent, c.id)}
</li>`,
  );
  return html`<ol class="${parentId === null ? 'content-comments__list' : 'content-comments__children'}">${join(list, '\n')}</ol>`;
}

/** Threaded comments (replies nested under their parent) and the form or login prompt (spec 6). */
export function commentsSection(view: CommentView, comments: readonly CommentItem[]): Html {
  const byParent = new Map<number | null, CommentItem[]>();
  for (const c of comments) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const published = comments.filter((c) => c.status === 'approved').length;
  const heading = published === 1 ? '1 comment' : `${published} comments`;
  const respond = view.visitor.loggedIn
    ? commentForm(view, null, 'Leave a comment')
    : html`<p class="content-comments__login">You must be logged in to post a comment. ${loginLink(view.postSlug, 'log in')}</p>`;
  return html`<section class="content-comments" id="comments">
<h2 class="content-comments__title">${heading}</h2>
${renderThread(view, byParent, null)}
<div class="content-comments__respond">${respond}</div>
</section>`;
}
