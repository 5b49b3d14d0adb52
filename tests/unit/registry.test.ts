// The block registry and the block schemas must agree: a block type in the schemas without a
// component (or the other way round) would validate but not render, or render but not validate.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockModules } from '../../src/blocks/registry.ts';
import { projectRoot, readBlockSchemas, readSchemaFiles } from '../../scripts/lib/schemas.ts';
import { formatProblems, validateSiteText } from '../../scripts/lib/validate-site.ts';

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
