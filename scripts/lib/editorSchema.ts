// The schema editors read (site.json's "$schema"), made from schemas/ for the engine VS Code uses
// (vscode-json-languageservice), which reads two things differently from ajv:
// - A $ref's target overwrites the keywords beside the $ref: a field described as "The button's
//   text." showed the shared definition's "Text a visitor reads…", and a page title's
//   minLength 2 became the text's 1. Here each reference carries its target's title and
//   description unless it has its own, the targets carry none, and a $ref with other
//   constraints beside it moves into an allOf, where both apply.
// - "errorMessage" must be a sentence; ajv-errors' objects ({ "type": …, "pattern": … }) showed
//   as such. Here the type's message becomes errorMessage and the pattern's patternErrorMessage.
// Everything is bundled into one file, so that an editor makes one request.
import { posix } from 'node:path';
import type { SchemaFile } from '../../src/server/render/schemas.ts';

type Schema = Record<string, any>;

const rootName = 'site.schema.json';
/** Keywords that hold data, not schemas: never rewritten. */
const dataKeywords = new Set(['examples', 'const', 'enum', 'default']);
/** What a reference may carry beside its $ref without an allOf: the editor's texts. */
const referenceTexts = new Set(['$ref', 'title', 'description', 'markdownDescription', '$comment']);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Where a file's schema sits in the bundle. */
const pointerOfFile = (name: string) => (name === rootName ? '#' : `#/$defs/${escapePointer(name)}`);

/** A $ref of the file `from`, as a pointer into the bundle. */
function bundledRef(ref: string, from: string): string {
  const [file, fragment = ''] = ref.split('#', 2);
  const target = file ? posix.normalize(posix.join(posix.dirname(from), file)) : from;
  return pointerOfFile(target) + fragment;
}

/** Calls visit on every schema object under node (not inside data keywords), children first. */
function eachSchema(node: unknown, visit: (schema: Schema) => void): void {
  if (Array.isArray(node)) node.forEach((item) => eachSchema(item, visit));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) if (!dataKeywords.has(key)) eachSchema(value, visit);
    visit(node as Schema);
  }
}

function resolvePointer(root: Schema, ref: string): Schema {
  const target = ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .reduce<any>((node, part) => node?.[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')], root);
  if (!target) throw new Error(`The editor schema cannot resolve ${ref}`);
  return target;
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

export function editorSchema(files: SchemaFile[]): Schema {
  const copy = (schema: Schema, name: string) => {
    const { $schema: _, ...rest } = structuredClone(schema);
    eachSchema(rest, (node) => {
      if (typeof node.$ref === 'string') node.$ref = bundledRef(node.$ref, name);
    });
    return rest;
  };
  const root = files.find((f) => f.name === rootName);
  if (!root) throw new Error(`schemas/${rootName} is missing`);
  const bundle: Schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: 'Generated from schemas/ by `npm run types` for editors; do not edit. The schemas in schemas/ are the source.',
    ...copy(root.schema, rootName),
  };
  bundle.$defs = { ...bundle.$defs, ...Object.fromEntries(files.filter((f) => f.name !== rootName).map((f) => [f.name, copy(f.schema, f.name)])) };

  // Each reference takes its target's title and description (following chains of references).
  const references: Schema[] = [];
  eachSchema(bundle, (node) => typeof node.$ref === 'string' && references.push(node));
  const textOf = (node: Schema, key: 'title' | 'description', seen = new Set<Schema>()): string | undefined => {
    if (node[key] !== undefined || typeof node.$ref !== 'string' || seen.has(node)) return node[key];
    seen.add(node);
    return textOf(resolvePointer(bundle, node.$ref), key, seen);
  };
  const texts = references.map((node) => ({ title: textOf(node, 'title'), description: textOf(node, 'description') }));
  const targets = new Set(references.map((node) => resolvePointer(bundle, node.$ref)));
  references.forEach((node, i) => {
    if (texts[i].title !== undefined) node.title = texts[i].title;
    if (texts[i].description !== undefined) node.description = texts[i].description;
  });
  for (const target of targets) {
    delete target.title;
    delete target.description;
  }
  for (const node of references)
    if (Object.keys(node).some((key) => !referenceTexts.has(key))) {
      node.allOf = [{ $ref: node.$ref }, ...(node.allOf ?? [])];
      delete node.$ref;
    }

  eachSchema(bundle, (node) => {
    const messages = node.errorMessage;
    if (!messages || typeof messages !== 'object') return;
    delete node.errorMessage;
    if (typeof messages.type === 'string') node.errorMessage = sentence(messages.type);
    if (typeof messages.pattern === 'string') node.patternErrorMessage = sentence(messages.pattern);
  });
  return bundle;
}
