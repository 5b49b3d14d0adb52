// The marketers' reference of every block type (docs/blocks.md), from the schemas' descriptions
// and examples.
import { readBlockSchemas, readSchemaFiles } from '../../src/server/render/schemas.ts';

const defs = readSchemaFiles().find((f) => f.name === 'defs.schema.json')!.schema.$defs;

type Schema = Record<string, any>;

/** The definition a $ref points at in defs.schema.json (from a block, or within defs.schema.json itself), if it is one. */
function sharedDefinition(schema: Schema): [string, Schema] | undefined {
  const name = /(?:^|defs\.schema\.json)#\/\$defs\/(\w+)$/.exec(schema.$ref ?? '')?.[1];
  return name ? [name, defs[name]] : undefined;
}

/** A shared type's heading says "type", so that its anchor differs from a block type's of the same name (richText). */
const sharedTypeHeading = (name: string) => `${name} type`;
const sharedTypeAnchor = (name: string) => sharedTypeHeading(name).toLowerCase().replace(/ /g, '-');

function typeName(schema: Schema): string {
  const shared = sharedDefinition(schema);
  if (shared) return `[${shared[0]}](#${sharedTypeAnchor(shared[0])})`;
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return schema.enum.map((v: unknown) => `\`${JSON.stringify(v)}\``).join(' or ');
  if (schema.type === 'array') return `list of ${typeName(schema.items ?? {})}`;
  return schema.type ?? 'any';
}

/** One table row per field, nested objects and lists of objects flattened as "parent[].child". */
function fieldRows(schema: Schema, prefix = ''): string[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<Schema>(schema.properties ?? {}).flatMap(([name, field]) => {
    const key = `${prefix}${name}`;
    const description = (field.description ?? sharedDefinition(field)?.[1].description ?? '').replace(/\|/g, '\\|');
    const row = `| \`${key}\` | ${typeName(field)} | ${required.has(name) ? 'yes' : 'no'} | ${description} |`;
    const nested = field.type === 'object' ? field : field.type === 'array' && field.items?.type === 'object' ? field.items : undefined;
    return [row, ...(nested ? fieldRows(nested, `${key}${field.type === 'array' ? '[]' : ''}.`) : [])];
  });
}

function fieldTable(schema: Schema): string {
  return ['| Field | Type | Required | What it is |', '| --- | --- | --- | --- |', ...fieldRows(schema)].join('\n');
}

export function blockReference(): string {
  const blocks = readBlockSchemas();
  const sections = blocks.map(({ type, schema }) =>
    [
      `## \`${type}\``,
      schema.description,
      fieldTable(schema),
      ...(schema.examples ?? []).map((example: unknown) => `Example:\n\n\`\`\`json\n${JSON.stringify(example, null, 2)}\n\`\`\``),
    ].join('\n\n'),
  );
  const shared = Object.entries<Schema>(defs).map(([name, schema]) =>
    [`### ${sharedTypeHeading(name)}`, schema.description, ...(schema.type === 'object' ? [fieldTable(schema)] : [])].join('\n\n'),
  );
  return [
    '# Block reference',
    '<!-- Generated from schemas/ by `npm run docs:blocks`. Do not edit by hand. -->',
    'Every route in `site.json` is an ordered list of blocks. Each block is an object whose `type` says what it shows; its other fields are listed below. Any block can go on any route, in any order. `npm run validate` checks your changes and names the route, block, field and line of every mistake.',
    `Block types: ${blocks.map(({ type }) => `[\`${type}\`](#${type.toLowerCase()})`).join(', ')}.`,
    ...sections,
    '## Shared field types',
    ...shared,
  ].join('\n\n') + '\n';
}
