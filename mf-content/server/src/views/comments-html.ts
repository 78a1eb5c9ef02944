import type { VisitorState } from '@site/shared-contracts/platform';
import { esc, formatDate } from '../html';
import type { CommentItem } from '../queries';
import { loginLink } from './login-link';

type CommentView = { postSlug: string; visitor: VisitorState; csrfToken: string };

function commentForm(view: CommentView, parentId: number | null, label: string): string {
  const parent = parentId === null ? '' : `<input type="hidden" name="parent_id" value="${parentId}">`;
  return `<form class="content-comment-form" method="post" action="/blog/${esc(view.postSlug)}/comments">
<input type="hidden" name="_csrf" value="${esc(view.csrfToken)}">${parent}
<label class="content-comment-form__label">${esc(label)}<textarea name="body" required maxlength="2000" rows="4"></textarea></label>
<button type="submit" class="content-button">Post comment</button>
</form>`;
}

function replyControl(view: CommentView, comment: CommentItem): string {
  if (!view.visitor.loggedIn)
    return loginLink(view.postSlug, 'Log in to Reply', { className: 'content-comment__reply-login' });
  // No JS needed: a details element opens the reply form in place.
  return `<details class="content-comment__reply"><summary>Reply</summary>${commentForm(view, comment.id, `Reply to ${comment.authorName}`)}</details>`;
}

function renderThread(view: CommentView, byParent: Map<number | null, CommentItem[]>, parentId: number | null): string {
  const items = byParent.get(parentId) ?? [];
  if (!items.length) return '';
  const list = items
    .map(
      (c) => `<li class="content-comment" id="comment-${c.id}">
<p class="content-comment__meta"><b class="content-comment__author">${esc(c.authorName)}</b> · <time datetime="${esc(c.createdAt.toISOString())}">${esc(formatDate(c.createdAt))}</time></p>
<p class="content-comment__body">${esc(c.body)}</p>
${replyControl(view, c)}${renderThread(view, byParent, c.id)}
</li>`,
    )
    .join('\n');
  return `<ol class="${parentId === null ? 'content-comments__list' : 'content-comments__children'}">${list}</ol>`;
}

/** Threaded comments (replies nested under their parent) and the form or login prompt (spec 6). */
export function commentsSection(view: CommentView, comments: readonly CommentItem[]): string {
  const byParent = new Map<number | null, CommentItem[]>();
  for (const c of comments) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const heading = comments.length === 1 ? '1 comment' : `${comments.length} comments`;
  const respond = view.visitor.loggedIn
    ? commentForm(view, null, 'Leave a comment')
    : `<p class="content-comments__login">You must be logged in to post a comment. ${loginLink(view.postSlug, 'log in')}</p>`;
  return `<section class="content-comments" id="comments">
<h2 class="content-comments__title">${heading}</h2>
${renderThread(view, byParent, null)}
<div class="content-comments__respond">${respond}</div>
</section>`;
}
