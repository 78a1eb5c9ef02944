// npm run seed -- --products N --posts N --offers N [--users N]
import { slices } from '../slices';
import { DEFAULT_SEED, runSeed } from '../seed-runner';
import { intFlag, parseArgs } from './args';
import { createProgress } from './progress';
import { openRuntime, runCommand } from './runtime';

runCommand(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const options = {
    products: intFlag(flags, 'products', DEFAULT_SEED.products),
    posts: intFlag(flags, 'posts', DEFAULT_SEED.posts),
    offers: intFlag(flags, 'offers', DEFAULT_SEED.offers),
    users: intFlag(flags, 'users', DEFAULT_SEED.users),
  };
  const { config, db } = await openRuntime();
  console.log(
    `Seeding ${options.products} products, ${options.posts} posts, ${options.offers} offers, ${options.users} users`,
  );
  const seconds = await runSeed(db, slices, options, createProgress(), config.sliceSettings);
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
  await db.close();
});
