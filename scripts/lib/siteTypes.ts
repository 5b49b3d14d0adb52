// Generates the TypeScript types of site.json (src/types/site.ts) from schemas/ with
// json-schema-to-typescript. The types describe the site in one language, as the pages receive
// it (studio/shared/localize.ts): every bilingual text of the schemas is a plain string there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { readSchemaFiles } from '../../src/server/render/schemas.ts';

const banner = '/* Generated from schemas/ by `npm run types`. Do not edit by hand: edit the schemas and run it again. */';

/** The definitions in defs.schema.json that hold a text in both languages. */
const bilingualDefinitions = ['text', 'altText', 'pageTitle', 'pageDescription'];

/**
 * The text of a paragraph in one language: plain, or parts with marks. Their schemas validate with
 * if/then/else (one branch's errors, not both); the types say the same as unions.
 */
const inlineTypes = (defs: Record<string, any>) => ({
  inlineText: { description: defs.inlineText.description, anyOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/$defs/inlinePart' } }] },
  inlinePart: { title: defs.inlinePart.title, description: defs.inlinePart.description, anyOf: [{ type: 'string' }, { $ref: '#/$defs/markedText' }] },
});

export async function generateSiteTypes(): Promise<string> {
  const files = readSchemaFiles();
  const oneLanguageDir = mkdtempSync(join(tmpdir(), 'nuqta-schemas-'));
  for (const { name, schema } of files) {
    if (name === 'defs.schema.json') {
      for (const definition of bilingualDefinitions) schema.$defs[definition] = { type: 'string', description: schema.$defs[definition].description };
      Object.assign(schema.$defs, inlineTypes(schema.$defs));
    }
    mkdirSync(dirname(join(oneLanguageDir, name)), { recursive: true });
    writeFileSync(join(oneLanguageDir, name), JSON.stringify(schema));
  }
  const site = files.find((f) => f.name === 'site.schema.json')!.schema;
  try {
    return await compileSite(site, oneLanguageDir);
  } finally {
    rmSync(oneLanguageDir, { recursive: true, force: true });
  }
}

function compileSite(site: Record<string, unknown>, schemaDir: string) {
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
