import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { Queryable } from './sql-over';
import { isStalePlan, type StatementNames } from './statement-names';

const { serialize } = protocol;

type Prepared = { name: string; types: number[] };

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite's `query` parses, describes and plans a statement on every call, in six calls into WebAssembly. A page
 * runs the same few statements again and again: here each is parsed once under a name (PostgreSQL keeps its
 * plan), and later calls bind, execute and sync in one message. Only outside a transaction (a transaction's
 * statements go through PGlite's own path) and under PGlite's own locks, so nothing interleaves.
 */
export function preparedQueries(pg: PGlite, names: StatementNames): Queryable['query'] {
  const prepared = new Map<string, Prepared>();

  // Synced to the file system once per statement, after PGlite's locks are released (as its own query does).
  const run = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  const prepare = async (name: string, text: string): Promise<Prepared> => {
    const messages = await run(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  };

  const execute = async (statement: Prepared, params: readonly unknown[]): Promise<Results<never>> => {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.types[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await run(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const result = parse.parseResults(messages, pg.parsers)[0];
    if (!result) throw new Error('PGlite answered a prepared statement with no result');
    return result as Results<never>;
  };

  return async (text, params) => {
    const name = names.nameFor(text);
    if (!name) return pg.query(text, params);
    try {
      const result = await pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(async () => {
          const statement = prepared.get(text) ?? (await prepare(name, text));
          return execute(statement, params);
        }),
      );
      await pg.syncToFs();
      return result;
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      names.forget(text);
      return pg.query(text, params);
    }
  };
}
