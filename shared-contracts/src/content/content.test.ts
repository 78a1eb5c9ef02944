import countdown from './fixtures/countdown.json';
import bars from './fixtures/rating-bars.json';
import radials from './fixtures/radial-ratings.json';
import shares from './fixtures/share-links.json';
import { issuePaths, without } from '../test-support/fixtures';
import {
  countdownPropsSchema,
  radialRatingPropsSchema,
  ratingBarPropsSchema,
  SHARE_WINDOW_SIZES,
  shareLinkSchema,
} from './index';

describe('content golden fixtures', () => {
  it('countdown parses unchanged', () => {
    expect(countdownPropsSchema.parse(countdown)).toStrictEqual(countdown);
  });

  it.each(bars)('rating bar at $percent% parses unchanged', (bar) => {
    expect(ratingBarPropsSchema.parse(bar)).toStrictEqual(bar);
  });

  it.each(radials)('radial rating $rating parses unchanged', (radial) => {
    expect(radialRatingPropsSchema.parse(radial)).toStrictEqual(radial);
  });

  it.each(shares)('share link for $service parses unchanged', (share) => {
    expect(shareLinkSchema.parse(share)).toStrictEqual(share);
  });
});

describe('visual widgets', () => {
  it('rejects percents outside 0..100 and text percents', () => {
    for (const percent of [-1, 100.5, '50']) {
      expect(issuePaths(ratingBarPropsSchema, { percent })).toEqual([['percent']]);
    }
  });

  it('rejects radial ratings outside 0..10', () => {
    expect(issuePaths(radialRatingPropsSchema, { rating: 10.5 })).toEqual([['rating']]);
    expect(issuePaths(radialRatingPropsSchema, {})).toEqual([['rating']]);
  });

  it('rejects an unknown service and a script href', () => {
    const [pin] = shares;
    expect(issuePaths(shareLinkSchema, { ...pin, service: 'email' })).toEqual([['service']]);
    expect(issuePaths(shareLinkSchema, { ...pin, href: 'javascript:void(0)' })).toEqual([['href']]);
    expect(issuePaths(shareLinkSchema, without(pin, ['href']))).toEqual([['href']]);
  });

  it('sizes share windows per service', () => {
    expect(SHARE_WINDOW_SIZES['image-pinning']).toEqual({ width: 750, height: 320 });
    expect(SHARE_WINDOW_SIZES['short-message']).toEqual({ width: 600, height: 250 });
    expect(SHARE_WINDOW_SIZES.other).toEqual({ width: 600, height: 300 });
  });

  it('rejects a countdown with a 13th month', () => {
    expect(issuePaths(countdownPropsSchema, { ...countdown, month: 13 })).toEqual([['month']]);
  });
});
