import { counterStore, STORAGE_KEY } from './popup-storage';
import { memoryArea } from './test-stores';

describe('the counter store (spec 3.12)', () => {
  it('keeps the spec keys in one JSON object under the team key', () => {
    const area = memoryArea();
    const store = counterStore(() => area);
    store.set('pageViews', 3);
    store.set('popup_7_disable', true);
    expect(JSON.parse(area.data.get(STORAGE_KEY) ?? '')).toEqual({
      __expiration: {},
      pageViews: 3,
      popup_7_disable: true,
    });
    expect(counterStore(() => area).count('pageViews')).toBe(3);
  });

  it.each([['"abc"'], ['-1'], ['1.5'], ['1e400'], ['null'], ['{"x":1}']])(
    'a tampered counter %s resets that counter only',
    (bad) => {
      const area = memoryArea();
      area.data.set(STORAGE_KEY, `{"pageViews":${bad},"sessions":2}`);
      const store = counterStore(() => area);
      expect(store.count('pageViews')).toBeUndefined();
      expect(store.count('sessions')).toBe(2);
      expect(JSON.parse(area.data.get(STORAGE_KEY) ?? '')).not.toHaveProperty('pageViews');
    },
  );

  it('JSON that does not parse, or is not an object, resets the whole object and stays usable', () => {
    for (const bad of ['{not json', '[1,2]', '42']) {
      const area = memoryArea();
      area.data.set(STORAGE_KEY, bad);
      const store = counterStore(() => area);
      expect(store.persistent).toBe(true);
      expect(store.count('pageViews')).toBeUndefined();
      store.set('pageViews', 1);
      expect(JSON.parse(area.data.get(STORAGE_KEY) ?? '')).toMatchObject({ pageViews: 1 });
    }
  });

  it('a tampered flag or expiry map reads as unset', () => {
    const area = memoryArea();
    area.data.set(STORAGE_KEY, '{"popup_1_disable":"yes","a":1,"__expiration":{"a":"soon"}}');
    const store = counterStore(() => area);
    expect(store.flag('popup_1_disable')).toBe(false);
    expect(store.count('a')).toBeUndefined();
  });

  it('storage that throws on access falls back to memory and says it is not persistent', () => {
    const store = counterStore(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(store.persistent).toBe(false);
    store.set('pageViews', 2);
    expect(store.count('pageViews')).toBe(2);
  });

  it('storage whose getItem throws is not persistent either', () => {
    const store = counterStore(() => ({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }));
    expect(store.persistent).toBe(false);
  });

  it('a full storage keeps the value in memory without throwing', () => {
    const store = counterStore(() => memoryArea({ full: true }));
    expect(() => store.set('pageViews', 5)).not.toThrow();
    expect(store.count('pageViews')).toBe(5);
  });

  it('an expiring key is dropped once its window passes; a later write keeps the first expiry', () => {
    let now = 1_000;
    const area = memoryArea();
    const store = counterStore(
      () => area,
      () => now,
    );
    store.set('c', 1, 10);
    now = 5_000;
    store.set('c', 2, 10);
    now = 10_999;
    expect(store.count('c')).toBe(2);
    now = 11_000;
    expect(store.count('c')).toBeUndefined();
  });
});
