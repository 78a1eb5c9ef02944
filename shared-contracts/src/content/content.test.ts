import countdown from './fixtures/countdown.json';
import commentForm from './fixtures/comment-form.json';
import { issuePaths, without } from '../test-support/fixtures';
import {
  commentFormSchema,
  commentModerationParamsSchema,
  contentSlugParamsSchema,
  countdownPropsSchema,
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
