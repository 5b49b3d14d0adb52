// What a page may cost a visitor, gzipped (see tests/integration/budget.test.ts for why each
// figure is what it is), and the pages of a build over them: the budget test fails on them, and a
// publish from the console is refused with them.
import { pageBudgets } from '../../../studio/shared/pageBudgetFigures.ts';
import { pageWeights } from './pageWeight.ts';

export { pageBudgets };

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One line per page over a budget, with its figures; empty when every page is within them. */
export function pagesOverBudget(buildDir: string): string[] {
  const over: string[] = [];
  for (const w of pageWeights(buildDir)) {
    if (kb(w.bootJs) > pageBudgets.bootJsKb) over.push(`${w.path}: ${kb(w.bootJs)} KB of JavaScript before the visitor acts (budget ${pageBudgets.bootJsKb} KB)`);
    if (kb(w.js) > pageBudgets.jsKb || kb(w.js + w.deferredJs) > pageBudgets.withDeferredJsKb)
      over.push(`${w.path}: ${kb(w.js)} KB of JavaScript before idle, ${kb(w.js + w.deferredJs)} KB with the deferred parts (budgets ${pageBudgets.jsKb} and ${pageBudgets.withDeferredJsKb} KB)`);
    if (kb(w.inlineCss) > pageBudgets.inlineCssKb) over.push(`${w.path}: ${kb(w.inlineCss)} KB of inline CSS (budget ${pageBudgets.inlineCssKb} KB)`);
    if (kb(w.html) > pageBudgets.htmlKb) over.push(`${w.path}: ${kb(w.html)} KB of HTML (budget ${pageBudgets.htmlKb} KB)`);
  }
  return over;
}
