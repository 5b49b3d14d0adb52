// The schemas as the studio's forms read them: one document whose every reference resolves, a
// starting example for every block type the registry knows, and the declared routes and ids
// offered where a link or a reference is asked for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteText } from '../../src/server/render/validateSite.ts';
import { blockModules } from '../../src/blocks/registry.ts';
import { bilingualDefs, completedDefs } from '../../studio/app/form/formSchema.ts';
import { blockTypes, formSchemaBundle } from '../../src/server/content/formSchemas.ts';

const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const { $defs } = formSchemaBundle();

function references(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => references(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref') found.push(value as string);
      else if (key !== 'examples') references(value, found);
    }
  return found;
}

/** Every field's description, as the form shows it under the field. */
function descriptions(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => descriptions(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') found.push(value);
      else if (key !== 'examples') descriptions(value, found);
    }
  return found;
}

describe('the form schemas', () => {
  it('speak to a marketer: a list of numbers labels its items, a tick box is not described as “true”, a reference not as a slug', () => {
    expect($defs['blocks:testimonials'].properties.columnSeconds.items.title).toBe('Seconds for one column');
    expect($defs['blocks:pricingTable'].properties.plans.items.title).toBe('Plan');
    const jargon = descriptions($defs).filter((text) => /^true\b|\bslug of\b/i.test(text));
    expect(jargon).toEqual([]);
  });

  it('resolve every reference inside the one document', () => {
    const refs = references($defs);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) expect($defs[ref.replace('#/$defs/', '')], ref).toBeDefined();
  });

  it('label every field, from its name when the schema gives no title', () => {
    expect($defs['blocks:cta'].properties.heading.title).toBe('Heading');
    expect($defs['blocks:pricingTable'].properties.customOffers.title).toBe('Custom offers');
    expect($defs['blocks:cta'].properties.heading.description).toBe("The panel's heading (h2).");
  });

  it('give the bilingual field to every text in both languages', () => {
    expect(bilingualDefs($defs).sort()).toEqual(['altText', 'pageDescription', 'pageTitle', 'text']);
  });

  it('offer the routes for links and the declared ids for plans, projects and articles', () => {
    const defs = completedDefs($defs, site);
    expect(defs.href.examples).toEqual([...site.routes.map((route: { path: string }) => route.path), '{tel}', '{mailto}', '{whatsapp}']);
    expect(defs['blocks:pricingTable'].properties.plans.items.enum).toEqual(site.plans.map((plan: { id: string }) => plan.id));
    expect(defs['blocks:projectDetail'].properties.project.enum).toEqual(site.projects.map((project: { slug: string }) => project.slug));
    expect(defs['blocks:article'].properties.article.enum).toEqual(site.articles.map((article: { slug: string }) => article.slug));
  });
});

describe('new blocks', () => {
  it('exist for every type of the registry, each starting from its schema example, which is valid where it is added', () => {
    const types = blockTypes();
    expect(types.map((t) => t.type).sort()).toEqual(Object.keys(blockModules).sort());
    for (const { type, example } of types) {
      const copy = structuredClone(site);
      copy.routes.find((route: { path: string }) => route.path === '/pricing').blocks.push(example);
      const result = validateSiteText(JSON.stringify(copy, null, 2));
      // A second form block, map or article on one page is still a valid site.
      expect(result.ok ? [] : result.problems.map((p) => `${type}: ${p.message}`)).toEqual([]);
    }
  });
});
