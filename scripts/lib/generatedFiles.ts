// The files made from schemas/ and committed, and the checks the build runs before it starts
// (scripts/check-generated.ts): every generated file is what the schemas give now, and every
// block type of the schemas has a component in the block registry. Without them, a new block
// type built with stale types and reference, or failed at prerender with "load is not a function".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockReference } from './blockReference.ts';
import { editorSchema } from './editorSchema.ts';
import { editorSchemaFile, projectRoot, readBlockSchemas, readSchemaFiles } from '../../src/server/render/schemas.ts';
import { generateSiteTypes } from './siteTypes.ts';

export interface GeneratedFile {
  /** Path in the project, with forward slashes. */
  path: string;
  /** The command that writes it. */
  command: 'npm run types' | 'npm run docs:blocks';
  generate: () => Promise<string> | string;
}

export const generatedFiles: GeneratedFile[] = [
  { path: 'src/types/site.ts', command: 'npm run types', generate: generateSiteTypes },
  {
    path: editorSchemaFile.slice(projectRoot.length + 1).split('\\').join('/'),
    command: 'npm run types',
    generate: () => `${JSON.stringify(editorSchema(readSchemaFiles()), null, 2)}\n`,
  },
  { path: 'docs/blocks.md', command: 'npm run docs:blocks', generate: blockReference },
];

/** One message per generated file that differs from what the schemas give now. */
export async function staleGeneratedFiles(read = (path: string) => readFileSync(join(projectRoot, path), 'utf8')): Promise<string[]> {
  const stale: string[] = [];
  for (const file of generatedFiles) {
    let committed: string | undefined;
    try {
      committed = read(file.path);
    } catch {
      committed = undefined;
    }
    if (committed !== (await file.generate())) stale.push(`${file.path} is ${committed === undefined ? 'missing' : 'stale: the schemas changed'}. Run \`${file.command}\` and commit the result.`);
  }
  return stale;
}

/** The block types the registry (src/blocks/registry.ts) loads a component for, read from its source. */
export function registeredBlockTypes(registrySource: string): string[] {
  const registry = /blockModules: BlockModules = \{([\s\S]*?)\n\};/.exec(registrySource)?.[1] ?? '';
  return [...registry.matchAll(/^\s*(\w+): \(\) => import\(/gm)].map((m) => m[1]);
}

/** One message per block type of the schemas that the registry lacks. */
export function blockTypesMissingFromRegistry(registrySource = readFileSync(join(projectRoot, 'src/blocks/registry.ts'), 'utf8'), schemaTypes = readBlockSchemas().map((b) => b.type)): string[] {
  const registered = new Set(registeredBlockTypes(registrySource));
  return schemaTypes
    .filter((type) => !registered.has(type))
    .map((type) => `The block type "${type}" (schemas/blocks/${type}.schema.json) has no component: add \`${type}: () => import('./${type}/<Name>Block.tsx'),\` to blockModules in src/blocks/registry.ts.`);
}
