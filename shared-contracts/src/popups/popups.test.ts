import content from './fixtures/popup-content-response.json';
import { issuePaths, without, withValue } from '../testing/fixtures';
import { MODAL_LOAD_ERROR_MESSAGE, popupContentResponseSchema, popupParamsSchema, popupSlugSchema } from './index';

describe('popups golden fixtures', () => {
  it('the content answer parses and keeps the exact data', () => {
    expect(popupContentResponseSchema.parse(content)).toStrictEqual(content);
  });

  it('the content answer needs a text title and html', () => {
    expect(issuePaths(popupContentResponseSchema, without(content, ['html']))).toEqual([['html']]);
    expect(issuePaths(popupContentResponseSchema, withValue(content, ['title'], 7))).toEqual([['title']]);
  });
});

describe('popup ids', () => {
  it.each(['welcome', 'newsletter', '2025-summer-sale', 'a'])('accepts the slug %s', (id) => {
    expect(popupParamsSchema.parse({ id })).toEqual({ id });
  });

  // The id lands in URLs and in a data attribute the click handler reads, so only slug characters.
  it.each(['', 'Welcome', 'BAD ID', '-lead', 'a/b', '../x', 'a'.repeat(101)])('refuses %j', (id) => {
    expect(popupSlugSchema.safeParse(id).success).toBe(false);
    expect(issuePaths(popupParamsSchema, { id })).toEqual([['id']]);
  });
});

it('spells the generic modal load error as the spec does', () => {
  expect(MODAL_LOAD_ERROR_MESSAGE).toBe('An error has occured. Please try again in a few moments.');
});
