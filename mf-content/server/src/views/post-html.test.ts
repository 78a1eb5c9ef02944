import { jsonAttr } from '@site/platform-kit/html';
import type { VisitorState } from '@site/shared-contracts/platform';
import type { CommentItem } from '../data/comments';
import { must } from '../testing/must';
import type { PostDetail } from '../data/posts';
import { bodyHtml, postMain, type PostView } from './post-html';

const post: PostDetail = {
  id: 7,
  slug: 'air-fryer-review-7',
  title: 'Air Fryer <review>',
  excerpt: 'Teaser text.',
  body: 'Teaser text.\n\nSecret second paragraph.',
  publishedAt: new Date(Date.UTC(2026, 0, 2)),
  authorName: 'Grace Liu',
  categoryName: 'Reviews',
  categorySlug: 'reviews',
  restricted: false,
  ratingPercent: 84,
  countdownTo: new Date(Date.UTC(2026, 0, 10, 12, 0)),
  categoryId: 2,
  blocks: [],
};
const member: VisitorState = {
  loggedIn: true,
  user: { id: 1, displayName: 'Demo', avatarUrl: '', roles: ['customer'] },
};
const comments: CommentItem[] = [
  {
    id: 1,
    parentId: null,
    authorName: 'alex',
    body: 'First <b>',
    createdAt: new Date(Date.UTC(2026, 0, 3)),
    status: 'approved',
  },
  {
    id: 2,
    parentId: 1,
    authorName: 'jo',
    body: 'Reply',
    createdAt: new Date(Date.UTC(2026, 0, 4)),
    status: 'approved',
  },
];
const view = (over: Partial<PostView>): PostView => ({
  post,
  comments,
  adjacent: { previous: null, next: null },
  visitor: { loggedIn: false },
  csrfToken: 'tok',
  now: new Date(Date.UTC(2026, 0, 5)),
  siteUrl: 'https://deals.test',
  ...over,
});

const render = (v: PostView) => String(postMain(v));

describe('post page view', () => {
  it('escapes text, shows the rating bar and a countdown only while it is in the future', () => {
    const html = render(view({}));
    expect(html).toContain('Air Fryer &#60;review&#62;');
    expect(html).toContain('First &#60;b&#62;');
    expect(html).toContain('style="width:84%"');
    expect(html).toContain('data-island="mf-content/countdown"');
    expect(render(view({ now: new Date(Date.UTC(2026, 0, 11)) }))).not.toContain('mf-content/countdown');
  });

  it('gives logged-in visitors comment and reply forms with the CSRF token, and no login links', () => {
    const html = render(view({ visitor: member }));
    expect(html).toContain(
      '<form class="content-comment-form" method="post" action="/blog/air-fryer-review-7/comments">',
    );
    expect(html).toContain('<input type="hidden" name="_csrf" value="tok">');
    expect(html).toContain('<input type="hidden" name="parent_id" value="1">');
    expect(html).not.toContain('auth:open');
  });

  it("shows the author's own held comment as awaiting moderation, with no reply form and out of the count", () => {
    const held: CommentItem = { ...must(comments[1]), id: 3, parentId: null, status: 'pending', body: 'Mine' };
    const html = render(view({ visitor: member, comments: [...comments, held] }));
    expect(html).toContain('<h2 class="content-comments__title">2 comments</h2>');
    expect(html).toMatch(/id="comment-3">[\s\S]*Mine[\s\S]*Your comment is awaiting moderation\./);
    expect(html).not.toContain('name="parent_id" value="3"');
  });

  it('shows a restricted post in full to members but only the teaser to logged-out visitors', () => {
    const restricted = { ...post, restricted: true };
    expect(render(view({ post: restricted, visitor: member }))).toContain('Secret second paragraph.');
    const teaser = render(view({ post: restricted }));
    expect(teaser).not.toContain('Secret second paragraph.');
    expect(teaser).not.toContain('mf-content/countdown');
    expect(teaser).toContain(`data-bus-payload="${jsonAttr({ type: 'restrict' })}"`);
  });

  it('renders the body as escaped paragraphs', () => {
    expect(String(bodyHtml('One <b>\n\nTwo & three\n\n\n'))).toBe('<p>One &#60;b&#62;</p>\n<p>Two &#38; three</p>');
  });
});
