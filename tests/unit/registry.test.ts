// The block registry and the block schemas must agree: a block type in the schemas without a
// component (or the other way round) would validate but not render, or render but not validate.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockModules } from '../../src/blocks/registry.ts';
import { projectRoot, readBlockSchemas, readSchemaFiles } from '../../src/server/render/schemas.ts';
import { formatProblems, validateSiteText } from '../../src/server/render/validateSite.ts';
import { blockTypesMissingFromRegistry, generatedFiles, registeredBlockTypes, staleGeneratedFiles } from '../../scripts/lib/generatedFiles.ts';

const blockSchemas = readBlockSchemas();
const schemaTypes = blockSchemas.map((b) => b.type);
const defs = readSchemaFiles().find((f) => f.name === 'defs.schema.json')!.schema.$defs as Record<string, any>;
const registrySource = readFileSync(join(projectRoot, 'src/blocks/registry.ts'), 'utf8');
const shipped = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));

/** The description of a property: its own, or that of the shared definition it refers to. */
function descriptionOf(property: Record<string, any>): string | undefined {
  if (property.description) return property.description;
  const shared = /defs\.schema\.json#\/\$defs\/(\w+)$/.exec(property.$ref ?? '')?.[1];
  return shared ? defs[shared]?.description : undefined;
}

describe('the block registry', () => {
  it('has a component for exactly the block types of the site schema', () => {
    expect(schemaTypes.length).toBeGreaterThan(0);
    expect(schemaTypes).toEqual(expect.arrayContaining(['hero', 'cta']));
    expect(Object.keys(blockModules).sort()).toEqual([...schemaTypes].sort());
  });

  it('keeps every block in a folder src/blocks/<type>/ (the prerender finds preload chunks by it)', () => {
    const blocksDir = join(projectRoot, 'src/blocks');
    for (const type of schemaTypes) {
      expect(existsSync(join(blocksDir, type)), `src/blocks/${type}/`).toBe(true);
      expect(readdirSync(join(blocksDir, type)).some((f) => f.endsWith('.tsx')), `a component in src/blocks/${type}/`).toBe(true);
      // The registry's loader for the type imports from that folder.
      expect(registrySource).toMatch(new RegExp(`\\b${type}: \\(\\) => import\\('\\./${type}/[^/']+\\.tsx'\\)`));
    }
  });

});

describe('the build, before it starts (the three steps a new block type needs)', () => {
  const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));

  it('runs the check of the generated files and the registry before Vite', () => {
    const steps = packageJson.scripts.build.split(' && ');
    expect(steps.indexOf('npm run check:generated')).toBeGreaterThan(-1);
    expect(steps.indexOf('npm run check:generated')).toBeLessThan(steps.findIndex((step: string) => step.startsWith('vite build')));
    const run = spawnSync(process.execPath, ['scripts/check-generated.ts'], { cwd: projectRoot, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });

  it('names a block type of the schemas that the registry lacks, and the line to add', () => {
    expect(registeredBlockTypes(registrySource).sort()).toEqual([...schemaTypes].sort());
    expect(blockTypesMissingFromRegistry()).toEqual([]);
    const withoutFaq = registrySource.replace(/^\s*faq: .*\n/m, '');
    expect(withoutFaq).not.toBe(registrySource);
    expect(blockTypesMissingFromRegistry(withoutFaq)).toEqual([
      'The block type "faq" (schemas/blocks/faq.schema.json) has no component: add `faq: () => import(\'./faq/<Name>Block.tsx\'),` to blockModules in src/blocks/registry.ts.',
    ]);
  });

  it('names each generated file that is stale or missing, and the command that makes it', async () => {
    expect(generatedFiles.map((f) => f.path)).toEqual(['src/types/site.ts', 'schemas/editor/site.schema.json', 'docs/blocks.md']);
    const committed = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
    expect(await staleGeneratedFiles(committed)).toEqual([]);
    const forgotten = (path: string) => {
      if (path === 'docs/blocks.md') return committed(path).replace(/## `cta`[\s\S]*?(?=## )/, '');
      if (path === 'schemas/editor/site.schema.json') throw new Error('ENOENT');
      return committed(path);
    };
    expect(await staleGeneratedFiles(forgotten)).toEqual([
      'schemas/editor/site.schema.json is missing. Run `npm run types` and commit the result.',
      'docs/blocks.md is stale: the schemas changed. Run `npm run docs:blocks` and commit the result.',
    ]);
  });
});

describe('the steps in docs/development.md for adding a block type', () => {
  const readme = readFileSync(join(projectRoot, 'docs/development.md'), 'utf8');
  const steps = /^## Adding a block type\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';

  it('say what the unit tests and the build require, and that a component receives its texts in the page\'s language', () => {
    expect(steps).not.toBe('');
    for (const needed of ['schemas/blocks/<type>.schema.json', '`description` on **every field**', '`examples`', 'schemas/site.schema.json', 'npm run types', 'npm run docs:blocks', 'src/blocks/registry.ts', "**in the page's language**", 'npm run build'])
      expect(steps, needed).toContain(needed);
  });

  it('name every shared helper of src/blocks/shared/, and no helper that is gone', () => {
    const helpers = readdirSync(join(projectRoot, 'src/blocks/shared')).sort();
    const named = [...steps.matchAll(/`([\w.]+\.tsx?)`/g)].map((m) => m[1]).filter((name) => !name.includes('Block.tsx'));
    expect([...new Set(named)].sort()).toEqual(helpers);
  });
});

describe.each(blockSchemas)('the $type block schema ($name)', ({ type, schema }) => {
  it('describes the block and every one of its fields', () => {
    expect(schema.description, `${type}: description`).toEqual(expect.stringMatching(/\S/));
    const properties = Object.entries<Record<string, any>>(schema.properties ?? {});
    expect(properties.map(([name]) => name)).toContain('type');
    for (const [name, property] of properties) expect(descriptionOf(property), `${type}.${name}: description`).toEqual(expect.stringMatching(/\S/));
  });

  it('has examples that validate when placed on a route', () => {
    expect(Array.isArray(schema.examples) && schema.examples.length > 0, `${type}: examples`).toBe(true);
    for (const example of schema.examples) {
      expect(example.type).toBe(type);
      // The shipped site with the home page reduced to this one block (the other routes stay, for its links).
      const site = structuredClone(shipped);
      site.routes[0].blocks = [example];
      const result = validateSiteText(JSON.stringify(site, null, 2));
      expect(formatProblems(result.problems)).toBe('');
      expect(result.ok).toBe(true);
    }
  });
});
