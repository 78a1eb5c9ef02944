import countdown from './fixtures/countdown.json';
import commentForm from './fixtures/comment-form.json';
import loopGridProps from './fixtures/loop-grid-props.json';
import loopRefresh from './fixtures/loop-refresh.json';
import { issuePaths, withValue, without } from '../testing/fixtures';
import {
  commentFormSchema,
  commentModerationParamsSchema,
  contentSlugParamsSchema,
  countdownPropsSchema,
  isLoopGridProps,
  isLoopRefreshResponse,
  loopGridPropsSchema,
  loopRefreshBodySchema,
  loopRefreshResponseSchema,
  postListQuerySchema,
} from './index';

describe('content golden fixtures', () => {
  it('countdown parses unchanged', () => {
    expect(countdownPropsSchema.parse(countdown)).toStrictEqual(countdown);
  });

  it('a comment form post parses with its parent id as a number', () => {
    expect(commentFormSchema.parse({ ...commentForm, _csrf: 'token' })).toStrictEqual({
      body: commentForm.body,
      parent_id: 42,
    });
  });
});

describe('countdown', () => {
  it('rejects a countdown with a 13th month', () => {
    expect(issuePaths(countdownPropsSchema, { ...countdown, month: 13 })).toEqual([['month']]);
  });
});

describe('post routes', () => {
  it('reads ?paged as a whole page number from 1, page 1 when absent', () => {
    expect(postListQuerySchema.parse({})).toEqual({ paged: 1 });
    expect(postListQuerySchema.parse({ paged: '3' })).toEqual({ paged: 3 });
    for (const paged of ['0', 'abc', '-1', '1.5', ''])
      expect(issuePaths(postListQuerySchema, { paged })).toEqual([['paged']]);
  });

  it('accepts only lowercase hyphenated slugs', () => {
    expect(contentSlugParamsSchema.parse({ slug: 'air-fryer-review-7' })).toEqual({ slug: 'air-fryer-review-7' });
    for (const slug of ['Bad_Slug!', '-x', 'a--b', ''])
      expect(issuePaths(contentSlugParamsSchema, { slug })).toEqual([['slug']]);
  });

  it('refuses an empty comment and a parent id that is not a PostgreSQL int', () => {
    expect(issuePaths(commentFormSchema, { body: '   ' })).toEqual([['body']]);
    expect(issuePaths(commentFormSchema, without(commentForm, ['body']))).toEqual([['body']]);
    for (const parent of ['0', 'abc', '2147483648', '1e20', '1e400', '9223372036854775808', '-1', '0x10', ' 7', '']) {
      const paths = issuePaths(commentFormSchema, { ...commentForm, parent_id: parent });
      expect(new Set(paths.map((path) => path.join('.')))).toEqual(new Set(['parent_id']));
    }
    expect(commentFormSchema.parse({ ...commentForm, parent_id: '2147483647' }).parent_id).toBe(2_147_483_647);
  });
});

describe('comment moderation', () => {
  it('reads the comment id as a bounded int and the decision as approve or reject', () => {
    expect(commentModerationParamsSchema.parse({ id: '12', decision: 'approve' })).toEqual({
      id: 12,
      decision: 'approve',
    });
    for (const id of ['2147483648', '0', '-1', '1e400', 'x'])
      expect(issuePaths(commentModerationParamsSchema, { id, decision: 'reject' })).toEqual([['id']]);
    expect(issuePaths(commentModerationParamsSchema, { id: '1', decision: 'delete' })).toEqual([['decision']]);
  });
});

describe('loop grid refresh (spec 7.4)', () => {
  it('parses the golden body and island props unchanged', () => {
    expect(loopRefreshBodySchema.parse(loopRefresh)).toStrictEqual(loopRefresh);
    expect(loopGridPropsSchema.parse(loopGridProps)).toStrictEqual(loopGridProps);
    expect(loopRefreshBodySchema.parse({ ...loopRefresh, widget_filters: {} }).widget_filters).toEqual({});
  });

  it('accepts the editor fields only in their shape', () => {
    const edit = { ...loopRefresh, widget_model: { settings: { posts_per_page: 6 } }, is_edit_mode: true };
    expect(loopRefreshBodySchema.parse(edit)).toStrictEqual(edit);
    expect(issuePaths(loopRefreshBodySchema, { ...edit, is_edit_mode: 'yes' })).toEqual([['is_edit_mode']]);
    expect(
      issuePaths(loopRefreshBodySchema, withValue(edit, ['widget_model', 'settings', 'posts_per_page'], 500)),
    ).toEqual([['widget_model', 'settings', 'posts_per_page']]);
  });

  it('names the field of every refusal', () => {
    for (const field of ['post_id', 'widget_filters', 'widget_id', 'pagination_base_url'])
      expect(issuePaths(loopRefreshBodySchema, without(loopRefresh, [field]))).toEqual([[field]]);
    for (const post of [0, -1, 1.5, '2', 2_147_483_648])
      expect(issuePaths(loopRefreshBodySchema, { ...loopRefresh, post_id: post })).toEqual([['post_id']]);
    for (const id of ['', 'Blog', 'ab-c', 'a'.repeat(33), 7])
      expect(issuePaths(loopRefreshBodySchema, { ...loopRefresh, widget_id: id })).toEqual([['widget_id']]);
    const tag = ['widget_filters', 'taxonomy', 'tag'];
    expect(issuePaths(loopRefreshBodySchema, withValue(loopRefresh, [...tag, 'logicalJoin'], 'XOR'))).toEqual([
      [...tag, 'logicalJoin'],
    ]);
    for (const term of ['a+b', 'a~b', 'A', 'a b', '', 'x'.repeat(101)])
      expect(issuePaths(loopRefreshBodySchema, withValue(loopRefresh, [...tag, 'terms'], [term]))).toEqual([
        [...tag, 'terms', 0],
      ]);
    const many = Array.from({ length: 51 }, (_, i) => `t${i}`);
    expect(issuePaths(loopRefreshBodySchema, withValue(loopRefresh, [...tag, 'terms'], many))).toEqual([
      [...tag, 'terms'],
    ]);
    expect(
      issuePaths(
        loopRefreshBodySchema,
        withValue(loopRefresh, ['widget_filters', 'taxonomy'], { 'bad-tax': { terms: [] } }),
      ),
    ).toEqual([['widget_filters', 'taxonomy', 'bad-tax']]);
    expect(
      issuePaths(loopRefreshBodySchema, withValue(loopRefresh, ['pagination_base_url'], 'x'.repeat(2049))),
    ).toEqual([['pagination_base_url']]);
  });

  it('reads the answer as {data: markup}', () => {
    expect(loopRefreshResponseSchema.parse({ data: '' })).toEqual({ data: '' });
    expect(issuePaths(loopRefreshResponseSchema, {})).toEqual([['data']]);
  });
});

describe('the browser loop guards agree with the loop contracts', () => {
  const agreeProps = (value: unknown) =>
    expect(isLoopGridProps(value)).toBe(loopGridPropsSchema.safeParse(value).success);
  const agreeAnswer = (value: unknown) =>
    expect(isLoopRefreshResponse(value)).toBe(loopRefreshResponseSchema.safeParse(value).success);
  const wrong = [null, 'x', '', 'Blog', 'a-b', -1, 0, 1.5, 2 ** 53, [], {}, true, 'paged', 'none', 'e-page'];

  it('on the golden props and answers', () => {
    expect(isLoopGridProps(loopGridProps)).toBe(true);
    agreeProps(loopGridProps);
    agreeProps({ ...loopGridProps, filters: [] });
    expect(isLoopRefreshResponse({ data: '<div></div>' })).toBe(true);
    agreeAnswer({ data: '' });
  });

  it('on every field removed, and replaced by a wrong value', () => {
    const filter = ['filterId', 'taxonomy', 'multiple', 'logicalCombination'];
    const paths: (string | number)[][] = [
      ['widgetId'],
      ['postId'],
      ['pagination'],
      ['filters'],
      ...filter.map((f) => ['filters', 0, f]),
    ];
    for (const path of paths) {
      agreeProps(without(loopGridProps, path));
      for (const value of wrong) agreeProps(withValue(loopGridProps, path, value));
    }
    for (const value of wrong) {
      agreeProps(withValue(loopGridProps, ['filters', 0], value));
      agreeProps(value);
      agreeAnswer(value);
      agreeAnswer({ data: value });
    }
  });
});
