import { SECOND_LAYER_STORAGE_KEY } from '@site/shared-contracts/popups';
import { isAvailable, recordStore, showAgainDate } from './record';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

it('the availability rule, as a truth table', () => {
  expect(isAvailable(undefined, NOW)).toBe(true);
  expect(isAvailable('enable', NOW)).toBe(true);
  expect(isAvailable('disable', NOW)).toBe(false);
  expect(isAvailable({ status: 'enable' }, NOW)).toBe(true);
  expect(isAvailable({ status: 'disable', 'show-again-date': 'none' }, NOW)).toBe(false);
  expect(isAvailable({ status: 'disable', 'show-again-date': NOW + 1 }, NOW)).toBe(false);
  expect(isAvailable({ status: 'disable', 'show-again-date': NOW }, NOW)).toBe(false);
  expect(isAvailable({ status: 'disable', 'show-again-date': NOW - 1 }, NOW)).toBe(true);
});

it('show-again date: now plus the delay, or none without one', () => {
  expect(showAgainDate(NOW, 'minute')).toBe(NOW + 60_000);
  expect(showAgainDate(NOW, '10minutes')).toBe(NOW + 600_000);
  expect(showAgainDate(NOW, 'day')).toBe(NOW + 86_400_000);
  expect(showAgainDate(NOW, 'week')).toBe(NOW + 604_800_000);
  expect(showAgainDate(NOW, 'month')).toBe(NOW + 2_592_000_000);
  expect(showAgainDate(NOW, 'none')).toBe('none');
  expect(showAgainDate(NOW, undefined)).toBe('none');
});

describe('the stored record', () => {
  beforeEach(() => localStorage.clear());

  it('a constant close with a delay hides the popup until the delay has passed, under the spec names', () => {
    const records = recordStore(() => localStorage);
    records.disable('promo', NOW, 'hour');
    expect(JSON.parse(localStorage.getItem(SECOND_LAYER_STORAGE_KEY) ?? '')).toEqual({
      'popup-promo': { status: 'disable', 'show-again-date': NOW + 3_600_000 },
    });
    expect(records.available('promo', NOW + 3_599_999)).toBe(false);
    expect(records.available('promo', NOW + 3_600_001)).toBe(true);
    records.enable('promo');
    expect(records.get('promo')).toEqual({ status: 'enable' });
  });

  it('without a delay it is disabled for good', () => {
    const records = recordStore(() => localStorage);
    records.disable('promo', NOW, undefined);
    expect(records.available('promo', NOW + 10 * 365 * 86_400_000)).toBe(false);
  });

  it('reads the legacy strings, drops what is not a record, treats corrupt JSON as empty', () => {
    localStorage.setItem(
      SECOND_LAYER_STORAGE_KEY,
      JSON.stringify({ 'popup-a': 'disable', 'popup-b': 'enable', 'popup-c': { status: 'disable' }, 'popup-d': 7 }),
    );
    const records = recordStore(() => localStorage);
    expect(records.available('a', NOW)).toBe(false);
    expect(records.available('b', NOW)).toBe(true);
    expect(records.get('c')).toBeUndefined();
    localStorage.setItem(SECOND_LAYER_STORAGE_KEY, '{not json');
    expect(records.available('a', NOW)).toBe(true);
  });

  it('storage that throws: the close still holds for this page', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const records = recordStore(() => broken);
    expect(records.available('promo', NOW)).toBe(true);
    records.disable('promo', NOW, 'day');
    expect(records.available('promo', NOW)).toBe(false);
  });
});
