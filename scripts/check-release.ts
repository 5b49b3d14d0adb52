// `node scripts/check-release.ts <release folder>`: the checks a release passes before it goes
// live (src/server/render/releaseSteps.ts): every link to this site leads somewhere, every page is
// within its budgets. Prints each problem and exits 1, or prints a summary.
import { checkRelease } from '../src/server/render/releaseSteps.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: node scripts/check-release.ts <release folder>');
  process.exit(2);
}
try {
  console.log(checkRelease(folder));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
