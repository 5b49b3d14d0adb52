// `node scripts/check-release.ts <release folder>`: the checks a release passes before it goes
// live (run by the console's publish in a process of its own, so that the server never waits on
// them): every link to this site leads somewhere, every page is within its budgets. Prints each
// problem and exits 1, or prints a summary.
import { readRelease } from '../src/server/siteRelease.ts';
import { brokenLinks } from './lib/linkCheck.ts';
import { pagesOverBudget } from './lib/pageBudgets.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: node scripts/check-release.ts <release folder>');
  process.exit(2);
}
const release = readRelease('checked', folder);
const problems = [...brokenLinks(release).map((link) => `A link leads nowhere: ${link}`), ...pagesOverBudget(folder).map((page) => `Over budget: ${page}`)];
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${release.pages.size} pages, every link leads somewhere, every page within its budget`);
