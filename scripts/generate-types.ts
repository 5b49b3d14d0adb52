// `npm run types`: writes what the code and the editors read from schemas/: the TypeScript types
// (src/types/site.ts) and the editors' schema (schemas/editor/site.schema.json).
// `--check` fails (exit 1) when a committed file differs from what the schemas give.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedFiles } from './lib/generatedFiles.ts';
import { projectRoot } from '../src/server/render/schemas.ts';

const files = generatedFiles.filter((file) => file.command === 'npm run types');
const check = process.argv.includes('--check');
let stale = false;
for (const file of files) {
  const generated = await file.generate();
  const target = join(projectRoot, file.path);
  if (!check) {
    writeFileSync(target, generated);
    console.log(`Wrote ${file.path}`);
  } else if (readFileSync(target, 'utf8') !== generated) {
    console.error(`${file.path} is stale: the schemas changed. Run \`npm run types\` and commit the result.`);
    stale = true;
  }
}
if (stale) process.exit(1);
if (check) console.log('Types are up to date with the schemas.');
