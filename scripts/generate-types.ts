// Generates src/types/site.ts from schemas/ with json-schema-to-typescript.
// `--check` fails (exit 1) when the committed file differs from what the schemas give.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { projectRoot, readSchemaFiles, schemaDir } from './lib/schemas.ts';

const target = join(projectRoot, 'src/types/site.ts');
const banner = '/* Generated from schemas/ by `npm run types`. Do not edit by hand: edit the schemas and run it again. */';

export async function generateSiteTypes(): Promise<string> {
  const site = readSchemaFiles().find((f) => f.name === 'site.schema.json')!.schema;
  return compile(site, 'Site', {
    cwd: schemaDir,
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 120 },
  });
}

const generated = await generateSiteTypes();
if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== generated) {
    console.error('src/types/site.ts is stale: the schemas changed. Run `npm run types` and commit the result.');
    process.exit(1);
  }
  console.log('Types are up to date with the schemas.');
} else {
  writeFileSync(target, generated);
  console.log('Wrote src/types/site.ts');
}
