// What a marketer's editor shows in site.json, checked with vscode-json-languageservice, the
// engine of VS Code's JSON support, reading the schema site.json names in "$schema": each field's
// own description on hover, and messages in sentences. Also: the block reference names a type
// for every field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jsonSourceMap from 'json-source-map';
import { describe, expect, it } from 'vitest';
import { getLanguageService, TextDocument, type JSONDocument } from 'vscode-json-languageservice';
import { projectRoot, readSchemaFiles } from '../../src/server/render/schemas.ts';

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
const siteUri = pathToFileURL(join(projectRoot, 'site.json')).href;
const shippedText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
const shipped = JSON.parse(shippedText);

function open(text: string): { document: TextDocument; json: JSONDocument } {
  const document = TextDocument.create(siteUri, 'json', 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

/** The hover's text without the Markdown escapes the service adds. */
async function hoverAt({ document, json }: ReturnType<typeof open>, line: number, character: number): Promise<string> {
  const hover = await service.doHover(document, { line, character }, json);
  const contents = hover ? [hover.contents].flat().map((c) => (typeof c === 'string' ? c : c.value)) : [];
  return contents.join('\n').replace(/\\([\\`*_{}[\]()<>#+\-.!])/g, '$1').replace(/&nbsp;/g, ' ');
}

type Schema = Record<string, any>;
const files = new Map(readSchemaFiles().map((f) => [f.name, f.schema]));

/** A $ref of the source schemas, followed: the target schema and the file it is in. */
function follow(ref: string, file: string): [Schema, string] {
  const [path, fragment = ''] = ref.split('#');
  const target = path ? new URL(path, `file:///${file}`).pathname.slice(1) : file;
  const schema = fragment
    .split('/')
    .filter(Boolean)
    .reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], files.get(target));
  return [schema, target];
}

/**
 * Every field of site.json whose schema refers to a shared definition and describes the field in
 * its own words, at its first use: [JSON pointer, the field's own description].
 */
function fieldsWithTheirOwnDescription(): Array<[string, string]> {
  const found = new Map<Schema, [string, string]>();
  const walk = (data: unknown, schema: Schema | undefined, file: string, pointer: string): void => {
    while (schema?.$ref) [schema, file] = follow(schema.$ref, file);
    if (!schema || data === null || typeof data !== 'object') return;
    if (schema.oneOf && !Array.isArray(data)) {
      const match = schema.oneOf.map((alternative: Schema) => (alternative.$ref ? follow(alternative.$ref, file) : [alternative, file])).find(([alternative]: [Schema]) => alternative.properties?.type?.const === (data as { type?: string }).type);
      if (match) return walk(data, match[0], match[1], pointer);
    }
    if (Array.isArray(data)) return data.forEach((item, i) => walk(item, schema.items, file, `${pointer}/${i}`));
    for (const [key, value] of Object.entries(data)) {
      const field = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (!field) continue;
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (field.$ref && field.description && !found.has(field)) found.set(field, [at, field.description]);
      walk(value, field, file, at);
    }
  };
  walk(shipped, files.get('site.schema.json'), 'site.schema.json', '');
  return [...found.values()];
}

describe('hovering a field of site.json in the editor', () => {
  const fields = fieldsWithTheirOwnDescription();
  const { pointers } = jsonSourceMap.parse(shippedText);
  const shippedDocument = open(shippedText);

  it('finds the fields described in their own words (the issue counted 172)', () => {
    expect(fields.length).toBeGreaterThanOrEqual(170);
    expect(fields.map(([pointer]) => pointer)).toContain('/routes/0/blocks/0/heading');
  });

  it('shows the field’s own description, not the shared definition’s', async () => {
    const generic = readSchemaFiles().find((f) => f.name === 'defs.schema.json')!.schema.$defs.text.description as string;
    const wrong: string[] = [];
    for (const [pointer, description] of fields) {
      const key = pointers[pointer].key!;
      const hover = await hoverAt(shippedDocument, key.line, key.column + 1);
      if (!hover.includes(description) || hover.includes(generic)) wrong.push(`${pointer}: ${JSON.stringify(hover.slice(0, 120))}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a shared definition’s name and description where the field has none of its own', async () => {
    // A project's image refers to the shared "image" definition and says nothing more.
    const key = pointers['/projects/0/image'].key!;
    const hover = await hoverAt(shippedDocument, key.line, key.column + 1);
    expect(hover).toBe('Image\n\nAn image with its text alternative and size.');
  });
});

describe('mistakes in the editor', () => {
  async function problemsOf(change: (site: any) => void) {
    const site = structuredClone(shipped);
    change(site);
    const { document, json } = open(JSON.stringify(site, null, 2));
    return (await service.doValidation(document, json)).map((d) => d.message);
  }

  it('the shipped site.json names the editors’ schema and has no problem there', async () => {
    expect(shipped.$schema).toBe('./schemas/editor/site.schema.json');
    expect(await problemsOf(() => undefined)).toEqual([]);
  });

  it('are explained in sentences, the same words `npm run validate` uses', async () => {
    const messages = await problemsOf((site) => {
      site.routes[0].blocks[0].heading = 5;
      site.routes[0].blocks[0].tagline.en = ' ';
      site.routes[0].blocks[0].actions[0].href = 'contact';
      site.routes[1].blocks[0].id = 'Services';
    });
    for (const message of messages) expect(typeof message, JSON.stringify(message)).toBe('string');
    expect(messages).toEqual(
      expect.arrayContaining([
        'Must be the text in both languages: { "en": "…", "ar": "…" }',
        'Must not be only spaces',
        'Must be a link starting with /, #, https://, http://, mailto: or tel:, or one of {tel}, {mailto}, {whatsapp}',
        'Must be lower-case letters, digits and hyphens, starting with a letter (e.g. "services")',
      ]),
    );
  });

  it('apply a page title’s own limits, not only those of any text', async () => {
    const messages = await problemsOf((site) => (site.routes[1].title.en = 'S'));
    expect(messages).toEqual(['String is shorter than the minimum length of 2.']);
  });
});

describe('the block reference (docs/blocks.md)', () => {
  it('names a type for every field', () => {
    const reference = readFileSync(join(projectRoot, 'docs/blocks.md'), 'utf8');
    expect(reference.split('\n').filter((line) => /^\| `[^`]+` \| any \|/.test(line))).toEqual([]);
  });
});
