// npm run seed -- --products N --posts N --offers N [--users N]
import { slices } from '../slices';
import { DEFAULT_SEED, runSeed } from '../seed-runner';
import { commandFlags, intFlag } from './args';
import { createProgress } from './progress';
import { openRuntime, runCommand } from './runtime';

const USAGE = `usage: npm run seed -- [--products N] [--posts N] [--offers N] [--users N]

Replaces the demo catalogue in DATA_DIR (or DATABASE_URL) with a deterministic one: the same flags give the
same data. Defaults: ${DEFAULT_SEED.products} products, ${DEFAULT_SEED.posts} posts, ${DEFAULT_SEED.offers} offers, ${DEFAULT_SEED.users} users; up to 1 000 000 products
(see README.md, "The catalogue at scale").`;

runCommand(async () => {
  const flags = commandFlags(process.argv.slice(2), USAGE, ['products', 'posts', 'offers', 'users']);
  if (!flags) return;
  const options = {
    products: intFlag(flags, 'products', DEFAULT_SEED.products),
    posts: intFlag(flags, 'posts', DEFAULT_SEED.posts),
    offers: intFlag(flags, 'offers', DEFAULT_SEED.offers),
    users: intFlag(flags, 'users', DEFAULT_SEED.users),
  };
  const { config, db } = await openRuntime({ ownThread: true });
  console.log(
    `Seeding ${options.products} products, ${options.posts} posts, ${options.offers} offers, ${options.users} users`,
  );
  const seconds = await runSeed(db, slices, options, createProgress(), config.sliceSettings);
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
  await db.close();
});
