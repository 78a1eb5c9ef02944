/**
 * Names for the statements a server runs again and again, so each connection parses and plans a page's
 * query once instead of on every request. Measured on PostgreSQL 15 (home page, 5 statements): planning
 * was 2 of the 2.6 ms of database CPU a render cost (1.3 ms for the offers list alone), which is what
 * kept a second worker from scaling on a machine that also runs the database (issue 17).
 */
export type StatementNames = {
  /** The name to prepare `text` under, or undefined to run it unnamed (parsed and planned each time). */
  nameFor(text: string): string | undefined;
  /** Never prepare `text` again (its plan cannot be reused, for example after its table changed). */
  forget(text: string): void;
  readonly size: number;
};

/**
 * At most `max` names in a process: the site's statements are a fixed set, so a text past the cap is one
 * built from values, which must not grow every connection's statement cache without bound.
 */
export function statementNames(max = 1000): StatementNames {
  const names = new Map<string, string | undefined>();
  return {
    nameFor(text) {
      if (names.has(text)) return names.get(text);
      // A script of several statements cannot be prepared; it goes by the simple protocol as before.
      if (names.size >= max || /;\s*\S/.test(text)) return undefined;
      const name = `site_${names.size.toString(36)}`;
      names.set(text, name);
      return name;
    },
    forget(text) {
      names.set(text, undefined);
    },
    get size() {
      return names.size;
    },
  };
}

/**
 * PostgreSQL refuses a prepared statement whose table changed shape since it was prepared (a migration by
 * another process); such a statement is run unnamed from then on.
 */
export function isStalePlan(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('cached plan must not change');
}
