// npm run bench:cluster [-- --seconds S --rounds N --only speedup|chaos]: only issue 17's cluster budgets
// (npm run bench runs them too). --seconds: each measured speedup run (10); --rounds: speedup rounds, each
// measuring 1 and 2 workers (3); --only: one of the two budgets.
import { intFlag, parseArgs } from './args';
import { printBudgetSummary } from './bench/budgets';
import { benchCluster } from './bench/cluster';
import { runCommand } from './runtime';

runCommand(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const only = flags.get('only');
  if (only !== undefined && only !== 'speedup' && only !== 'chaos') throw new Error('--only is speedup or chaos');
  const ok = await benchCluster({
    seconds: intFlag(flags, 'seconds', 10, 60),
    rounds: Math.max(1, intFlag(flags, 'rounds', 3, 15)),
    parts: { speedup: only !== 'chaos', chaos: only !== 'speedup' },
  });
  const met = printBudgetSummary() && ok;
  console.log(`\nbudgets: ${met ? 'all met' : 'NOT all met'}`);
  if (!met) process.exitCode = 1;
});
