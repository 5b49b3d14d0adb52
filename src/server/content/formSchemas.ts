// The schemas as one document for the studio's forms: react-jsonschema-form resolves only local
// references ("#/..."), so every file and definition goes under $defs with a short name:
// defs.schema.json's own definitions as they are ("text", "href"), a file by its path
// ("blocks:cta", "layout", "site") and a file's definitions after it ("site.route", "layout.link").
import { posix } from 'node:path';
import { readBlockSchemas, readSchemaFiles, type SchemaFile } from '../render/schemas.ts';
import type { BlockTypeInfo } from '../../../studio/shared/api.ts';
import { humanize } from '../../../studio/shared/humanize.ts';
import { itemLabels } from '../../../studio/shared/editorNamesAr.ts';

type Schema = Record<string, any>;

/** Keywords that hold data, not schemas. */
const dataKeywords = new Set(['examples', 'const', 'enum', 'default']);

/** The $defs name of a file ("blocks/cta.schema.json" is "blocks:cta"), or of one of its definitions. */
export function defName(file: string, definition?: string): string {
  const base = file.replace(/\.schema\.json$/, '').split('/').join(':');
  if (!definition) return base;
  return base === 'defs' ? definition : `${base}.${definition}`;
}

function rewriteRef(ref: string, from: string): string {
  const [file, fragment = ''] = ref.split('#', 2);
  const target = file ? posix.normalize(posix.join(posix.dirname(from), file)) : from;
  const definition = /^\/\$defs\/([^/]+)$/.exec(fragment)?.[1];
  if (fragment && !definition) throw new Error(`The studio cannot follow the reference ${ref} in schemas/${from}`);
  return `#/$defs/${defName(target, definition)}`;
}

// A list of single values shows each under its list's label and number: these lists' items get a label of their own.
const withItemLabel = (name: string, property: Schema): Schema =>
  itemLabels[name] && property.items && !property.items.title ? { ...property, items: { title: itemLabels[name], ...property.items } } : property;

/** Copies a schema with its references rewritten and a title (the field's label) on every property. */
function prepare(node: unknown, from: string): unknown {
  if (Array.isArray(node)) return node.map((item) => prepare(item, from));
  if (!node || typeof node !== 'object') return node;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$defs') continue;
    if (key === '$ref') copy.$ref = rewriteRef(value as string, from);
    else if (dataKeywords.has(key)) copy[key] = value;
    // A definition's title names its generated type ("SiteFacts"): the form shows it in words.
    else if (key === 'title' && typeof value === 'string' && /^[A-Z][a-z]+[A-Z]\w*$/.test(value)) copy.title = humanize(value);
    else if (key === 'properties')
      copy.properties = Object.fromEntries(
        // An id (a name in the address) is the least of what a marketer changes: it comes last.
        Object.entries(value as Schema).sort(([a], [b]) => Number(a === 'id') - Number(b === 'id')).map(([name, property]) => [name, withItemLabel(name, { title: humanize(name), ...(prepare(property, from) as Schema) })]),
      );
    else copy[key] = prepare(value, from);
  }
  return copy;
}

export function formSchemaBundle(files: SchemaFile[] = readSchemaFiles()): { $defs: Record<string, Schema> } {
  const $defs: Record<string, Schema> = {};
  for (const { name, schema } of files) {
    if (name !== 'defs.schema.json') {
      // A file's own name (e.g. "CtaBlock") is a type name, not a label for a person.
      const { title: _, ...rest } = prepare(schema, name) as Schema;
      $defs[defName(name)] = rest;
    }
    for (const [definition, value] of Object.entries((schema.$defs ?? {}) as Schema)) $defs[defName(name, definition)] = prepare(value, name) as Schema;
  }
  return { $defs };
}

/** Every block type of the schemas (the registry has one component for each: `npm run check:generated`). */
export function blockTypes(): BlockTypeInfo[] {
  return readBlockSchemas().map(({ type, schema }) => {
    if (!schema.examples?.[0]) throw new Error(`schemas/blocks/${type}.schema.json has no example: the studio starts a new block from it`);
    return { type: type as BlockTypeInfo['type'], description: schema.description, example: schema.examples[0] };
  });
}
