// The bench's seed, run in a child process (bench/seed-in-child.ts) so that the server process whose
// memory the bench reports never held the seed's heap: RSS that V8 and PGlite's WebAssembly memory took
// for seeding is not given back, and `npm start` on a seeded data dir never pays it either.
import { parseConfig } from '../../config/env';
import { openDatabase } from '../../db/open-database';
import { slices } from '../../slices';
import { timeReindex } from '../bench-reindex';
import { intFlag, parseCommand, type CommandSpec } from '../args';
import { runCommand } from '../runtime';
import { benchSeed } from './bench-seed';
import { BUDGET_PREFIX, budget } from './budgets';

const count = (what: string, fallback: number) => ({
  type: 'string' as const,
  value: 'N',
  description: `${what} (default ${fallback})`,
});

const SPEC: CommandSpec = {
  command: 'tsx shell/server/src/cli/bench/seed-child.ts',
  summary: "npm run bench's seed, in a child process: seeds DATA_DIR (or DATABASE_URL) and prints its budgets.",
  flags: {
    products: count('products', 100_000),
    posts: count('posts', 2000),
    offers: count('offers', 1000),
    users: count('users', 100),
  },
};

runCommand(async () => {
  const parsed = parseCommand(process.argv.slice(2), SPEC);
  if (!parsed) return;
  const { flags } = parsed;
  const options = {
    products: intFlag(flags, 'products', 100_000),
    posts: intFlag(flags, 'posts', 2000),
    offers: intFlag(flags, 'offers', 1000),
    users: intFlag(flags, 'users', 100),
  };
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR names the data dir to seed (PGlite) or to keep beside DATABASE_URL');
  const db = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL, pgliteThread: 'worker' });
  try {
    // The verdict line for the reader, the JSON line for the parent's summary (collectChildBudget).
    // The slices' settings from bench.ts's environment, as `npm run seed` reads them (POPUPS_SITE_DEMO=off there).
    const settings = parseConfig(process.env, slices).sliceSettings;
    await benchSeed(
      db,
      options,
      true,
      (line) => {
        budget(line);
        console.log(`${BUDGET_PREFIX}${JSON.stringify(line)}`);
      },
      settings,
    );
    await db.batch((sql) => timeReindex(sql, slices));
  } finally {
    await db.close();
  }
});
