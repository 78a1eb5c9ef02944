import type { BudgetLine } from '@site/shared-contracts/platform';

// Every budget's outcome, collected as the bench runs and printed again as one table at the end.

const lines: BudgetLine[] = [];
let binding = (_line: BudgetLine) => true;

/**
 * The catalogue size the earlier issues' budgets were set at: at another size they are printed with their
 * figure but not judged (issue 29's own budgets are set at 1 000 000 and always judged).
 */
export function setBindingScale(products: number, budgetScale: number): void {
  binding = (line) => products === budgetScale || line.issue === '29';
}

/** Print a budget verdict now and keep it for the summary; `ok: null` means it could not be measured. */
export function budget(measured: BudgetLine): boolean {
  if (!binding(measured)) {
    // Kept as not judged (the summary says 'skipped'), its verdict at this size in the text.
    lines.push({ ...measured, ok: null, budget: `${measured.budget} (binding at 100 000 products)` });
    console.log(
      `${measured.name}: ${measured.figure} (${verdict(measured.ok)} ${measured.budget}; binding at 100 000 products)`,
    );
    return true;
  }
  lines.push(measured);
  const line = measured;
  console.log(`${line.name}: ${line.figure} (${verdict(line.ok)} ${line.budget})`);
  return line.ok !== false;
}

const verdict = (ok: boolean | null) => (ok === null ? 'NOT MEASURED, budget' : ok ? 'within' : 'OVER');

/** The prefix a child script (e2e/bench) prints a budget line with, as JSON, for the summary. */
export const BUDGET_PREFIX = 'budget-json: ';

/** Keep a budget a child printed (its own line already says the verdict); false when it is not one. */
export function collectChildBudget(outputLine: string): boolean {
  if (!outputLine.startsWith(BUDGET_PREFIX)) return false;
  const line = JSON.parse(outputLine.slice(BUDGET_PREFIX.length)) as BudgetLine;
  lines.push(binding(line) ? line : { ...line, ok: null, budget: `${line.budget} (binding at 100 000 products)` });
  return true;
}

export function printBudgetSummary(): boolean {
  console.log('\n== Budgets');
  const width = Math.max(...lines.map((l) => l.name.length), 10);
  for (const l of lines) {
    const mark = l.ok === null ? 'skipped' : l.ok ? 'within' : 'OVER';
    console.log(`[${l.issue}] ${l.name.padEnd(width)}  ${l.figure.padEnd(22)} ${mark.padEnd(8)} ${l.budget}`);
  }
  return lines.every((l) => l.ok !== false);
}
