// npm run bench:cluster [-- --seconds S]: only issue 17's cluster budgets (npm run bench runs them too).
import { intFlag, parseArgs } from './args';
import { printBudgetSummary } from './bench/budgets';
import { benchCluster } from './bench/cluster';
import { runCommand } from './runtime';

runCommand(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const ok = await benchCluster(intFlag(flags, 'seconds', 10, 60));
  const met = printBudgetSummary() && ok;
  console.log(`\nbudgets: ${met ? 'all met' : 'NOT all met'}`);
  if (!met) process.exitCode = 1;
});
