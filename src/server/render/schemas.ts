// Loads the JSON Schemas in schemas/ for ajv, the type generator and the block reference.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const schemaDir = join(projectRoot, 'schemas');
/** ajv needs absolute ids to resolve the schemas' relative $refs; this base is never fetched. */
export const schemaBaseUri = 'https://schemas.nuqta.invalid/';

export interface SchemaFile {
  /** Path under schemas/, with forward slashes, e.g. "blocks/hero.schema.json". */
  name: string;
  schema: Record<string, any>;
}

/** The editors' schema, generated from the others (scripts/lib/editorSchema.ts). */
export const editorSchemaFile = join(schemaDir, 'editor', 'site.schema.json');

/** The source schemas (not the editors' copy). */
export function readSchemaFiles(dir = schemaDir): SchemaFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.schema.json') && !file.split(/[\\/]/).includes('editor'))
    .sort()
    .map((file) => ({
      name: relative(dir, join(dir, file)).split('\\').join('/'),
      schema: JSON.parse(readFileSync(join(dir, file), 'utf8')),
    }));
}

/** The block schemas, in the order the site schema lists them, keyed by their block type. */
export function readBlockSchemas(dir = schemaDir): { type: string; name: string; schema: Record<string, any> }[] {
  const files = readSchemaFiles(dir);
  const site = files.find((f) => f.name === 'site.schema.json')!.schema;
  return site.$defs.block.oneOf.map(({ $ref }: { $ref: string }) => {
    const file = files.find((f) => f.name === $ref);
    if (!file) throw new Error(`schemas/site.schema.json lists ${$ref}, which does not exist`);
    return { type: file.schema.properties.type.const, name: file.name, schema: file.schema };
  });
}
