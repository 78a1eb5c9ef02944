// npm run bench:cluster [-- --seconds S --rounds N --only speedup|chaos]: only issue 17's cluster budgets
// (npm run bench runs them too); npm run bench:cluster -- --help says what each flag does.
import { choiceFlag, intFlag, parseCommand, type CommandSpec } from './args';
import { printBudgetSummary } from './bench/budgets';
import { benchCluster } from './bench/cluster';
import { runCommand } from './runtime';

const SPEC: CommandSpec = {
  command: 'npm run bench:cluster --',
  summary: `Measures only issue 17's cluster budgets (npm run bench runs them too), on a fresh PostgreSQL database and
Redis: home-page throughput with 2 workers against 1 (speedup), and a 30 s load with no failed request while a
worker is replaced and a remote version is switched (chaos).`,
  flags: {
    seconds: {
      type: 'string',
      value: 'S',
      description: 'seconds of each measured speedup run (default 10, at most 60)',
    },
    rounds: {
      type: 'string',
      value: 'N',
      description: 'speedup rounds, each measuring 1 and 2 workers (default 3, at most 15)',
    },
    only: { type: 'string', value: 'speedup|chaos', description: 'one of the two budgets' },
  },
};

runCommand(async () => {
  const parsed = parseCommand(process.argv.slice(2), SPEC);
  if (!parsed) return;
  const { flags } = parsed;
  const only = choiceFlag(flags, 'only', ['speedup', 'chaos']);
  const ok = await benchCluster({
    seconds: intFlag(flags, 'seconds', 10, 60),
    rounds: Math.max(1, intFlag(flags, 'rounds', 3, 15)),
    parts: { speedup: only !== 'chaos', chaos: only !== 'speedup' },
  });
  const met = printBudgetSummary() && ok;
  console.log(`\nbudgets: ${met ? 'all met' : 'NOT all met'}`);
  if (!met) process.exitCode = 1;
});
