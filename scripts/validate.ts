// `npm run validate [file]`: checks site.json (or the given file) and explains every problem.
import { resolve } from 'node:path';
import { formatProblems, validateSiteFile } from '../src/server/render/validateSite.ts';

const label = process.argv[2] ?? 'site.json';
const file = resolve(process.argv[2] ?? process.env.SITE_FILE ?? 'site.json');
// PUBLIC_DIR: a release's own public/ (the project's and the console's uploads, src/server/releases/publisher.ts).
const result = validateSiteFile(file, { publicDir: process.env.PUBLIC_DIR && resolve(process.env.PUBLIC_DIR) });
if (!result.ok) {
  const count = result.problems.length;
  console.error(`${formatProblems(result.problems, label)}\n\n${count} problem${count === 1 ? '' : 's'} in ${label}; nothing was built.`);
  process.exit(1);
}
console.log(`${label} is valid: ${result.site.routes.length} routes in each of ${Object.keys(result.sites).join(' and ')}, ${result.site.routes.reduce((n, r) => n + r.blocks.length, 0)} blocks.`);
