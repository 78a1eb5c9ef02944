/**
 * What a slice read from its database, kept for as long as the site's content tokens stay the same
 * (`HomeSectionRequest.content`: every slice's content version, which the platform knows without a
 * query). A logged-in visitor's page is never shared, but the deals, offers and cards it shows are the
 * same for everyone: keeping them spares the database a page's statements on every render, which is
 * what let a second worker scale on a machine that also runs the database (issue 17).
 *
 * Keep values, not HTML: what depends on the visitor or the clock is drawn from them at render time.
 */
export type ContentMemo<T> = {
  /**
   * The value for `key` under `content`, loaded once per `db` (two databases, a test's copies of one
   * template, may carry the same tokens); with no `content` (unknown), loaded every time.
   */
  get(db: object, content: string | undefined, key: string, load: () => Promise<T>): Promise<T>;
};

type Entries<T> = { under: string; values: Map<string, Promise<T>> };

/** At most `max` keys per database at once (a filter in a page's address makes a key), the oldest dropped first. */
export function contentMemo<T>(max = 64): ContentMemo<T> {
  const byDb = new WeakMap<object, Entries<T>>();
  return {
    get(db, content, key, load) {
      if (content === undefined) return load();
      let entries = byDb.get(db);
      if (entries?.under !== content) {
        entries = { under: content, values: new Map() };
        byDb.set(db, entries);
      }
      const { values } = entries;
      const hit = values.get(key);
      if (hit) return hit;
      const value = load();
      if (values.size >= max) values.delete(values.keys().next().value as string);
      values.set(key, value);
      // A failed read is not kept: the next render asks again.
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
      return value;
    },
  };
}
