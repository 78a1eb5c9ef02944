export type SqlRow = Record<string, unknown>;

/** The SQL surface a slice gets: one PostgreSQL dialect on PGlite or a server. */
export type Sql = {
  readonly driver: 'pglite' | 'postgres';
  query<R extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Run a script of several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
};
