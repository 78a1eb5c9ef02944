// npm run seed -- [--products N] [--posts N] [--offers N] [--users N] [--yes]   (npm run seed -- --help)
import type { SeedOptions } from '@site/shared-contracts/platform';
import type { ServerConfig } from '../config/env';
import { slices } from '../slices';
import { DEFAULT_SEED, lastSeed, runSeed } from '../seed-runner';
import { intFlag, parseCommand, UsageError, type CommandSpec } from './args';
import { confirm, interactive } from './confirm';
import { createProgress } from './progress';
import { openRuntime, runCommand } from './runtime';

const count = (what: string, fallback: number, limit = '') => ({
  type: 'string' as const,
  value: 'N',
  description: `${what} (default ${fallback}${limit})`,
});

const SPEC: CommandSpec = {
  command: 'npm run seed --',
  summary: `Replaces the demo catalogue in DATA_DIR (or DATABASE_URL) with a deterministic one: the same flags give the
same data. A database that holds a catalogue already is replaced only when you say so: on a terminal the
command asks, without one (a script, CI) it needs --yes.`,
  flags: {
    products: count('products', DEFAULT_SEED.products, '; up to 1 000 000, see README.md, "The catalogue at scale"'),
    posts: count('posts', DEFAULT_SEED.posts),
    offers: count('offers', DEFAULT_SEED.offers),
    users: count('users', DEFAULT_SEED.users),
    yes: { type: 'boolean', short: 'y', description: 'replace a catalogue the database holds without asking' },
  },
};

const sizes = (o: SeedOptions) => `${o.products} products, ${o.posts} posts, ${o.offers} offers, ${o.users} users`;

function databaseOf(config: ServerConfig): string {
  if (!config.databaseUrl) return `DATA_DIR ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.host}${url.pathname}`;
}

/** Replacing a catalogue takes a yes: typed on a terminal, or --yes where nobody can be asked. */
async function agreeToReplace(held: string): Promise<void> {
  if (!interactive()) {
    throw new UsageError(`${held}. No terminal to ask on: add --yes to replace it. Nothing was changed.`);
  }
  if (!(await confirm(`${held}. Replace it?`))) throw new Error('not replaced; nothing was changed');
}

runCommand(async () => {
  const parsed = parseCommand(process.argv.slice(2), SPEC);
  if (!parsed) return;
  const { flags } = parsed;
  const options = {
    products: intFlag(flags, 'products', DEFAULT_SEED.products),
    posts: intFlag(flags, 'posts', DEFAULT_SEED.posts),
    offers: intFlag(flags, 'offers', DEFAULT_SEED.offers),
    users: intFlag(flags, 'users', DEFAULT_SEED.users),
  };
  const { config, db } = await openRuntime({ ownThread: true });
  try {
    const existing = await lastSeed(db);
    if (existing && flags.yes !== true) {
      const when = existing.seededAt.toISOString().slice(0, 16).replace('T', ' ');
      await agreeToReplace(`${databaseOf(config)} holds a catalogue (${sizes(existing.options)}, seeded ${when} UTC)`);
    }
    console.log(`Seeding ${sizes(options)}`);
    const seconds = await runSeed(db, slices, options, createProgress(), config.sliceSettings);
    console.log(`Seeded in ${seconds.toFixed(1)} s`);
  } finally {
    await db.close();
  }
});
