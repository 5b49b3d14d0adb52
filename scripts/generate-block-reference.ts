// `npm run docs:blocks`: writes docs/blocks.md, the marketers' reference of every block type,
// from the schemas (scripts/lib/blockReference.ts). `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockReference } from './lib/blockReference.ts';
import { projectRoot } from '../src/server/render/schemas.ts';

const target = join(projectRoot, 'docs/blocks.md');
const reference = blockReference();
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== reference) {
    console.error('docs/blocks.md is stale: the schemas changed. Run `npm run docs:blocks` and commit the result.');
    process.exit(1);
  }
  console.log('docs/blocks.md is up to date with the schemas.');
} else {
  writeFileSync(target, reference);
  console.log('Wrote docs/blocks.md');
}
