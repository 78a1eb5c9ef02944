import type { BudgetLine } from '@site/shared-contracts/platform';

// Every budget's outcome, collected as the bench runs and printed again as one table at the end.

const lines: BudgetLine[] = [];

/** Print a budget verdict now and keep it for the summary; `ok: null` means it could not be measured. */
export function budget(line: BudgetLine): boolean {
  lines.push(line);
  console.log(`${line.name}: ${line.figure} (${verdict(line.ok)} ${line.budget})`);
  return line.ok !== false;
}

const verdict = (ok: boolean | null) => (ok === null ? 'NOT MEASURED, budget' : ok ? 'within' : 'OVER');

/** The prefix a child script (e2e/bench) prints a budget line with, as JSON, for the summary. */
export const BUDGET_PREFIX = 'budget-json: ';

/** Keep a budget a child printed (its own line already says the verdict); false when it is not one. */
export function collectChildBudget(outputLine: string): boolean {
  if (!outputLine.startsWith(BUDGET_PREFIX)) return false;
  lines.push(JSON.parse(outputLine.slice(BUDGET_PREFIX.length)) as BudgetLine);
  return true;
}

export function printBudgetSummary(): boolean {
  console.log('\n== Budgets (issues 10 and 11)');
  const width = Math.max(...lines.map((l) => l.name.length), 10);
  for (const l of lines) {
    const mark = l.ok === null ? 'skipped' : l.ok ? 'within' : 'OVER';
    console.log(`[${l.issue}] ${l.name.padEnd(width)}  ${l.figure.padEnd(22)} ${mark.padEnd(8)} ${l.budget}`);
  }
  return lines.every((l) => l.ok !== false);
}
