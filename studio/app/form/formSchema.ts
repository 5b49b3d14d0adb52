// The form's schemas, completed from the draft: links offer the declared routes, and plan,
// project and article references offer the declared ids (react-jsonschema-form renders an
// "enum" as a select). Memoised by the lists, since a new schema makes the form start over.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { SiteData } from '../../shared/siteData.ts';

type Defs = Record<string, any>;

/** Where a block names something declared elsewhere in site.json, and what. */
const references: Array<{ def: string; path: string[]; ids: (site: SiteData) => string[] }> = [
  { def: 'blocks:pricingTable', path: ['properties', 'plans', 'items'], ids: (site) => site.plans?.map((plan) => plan.id) ?? [] },
  { def: 'blocks:projectDetail', path: ['properties', 'project'], ids: (site) => site.projects?.map((project) => project.slug) ?? [] },
  { def: 'blocks:article', path: ['properties', 'article'], ids: (site) => site.articles?.map((article) => article.slug) ?? [] },
];

/** The company's own links, filled in at build time (see defs.schema.json's "href"). */
const contactLinks = ['{tel}', '{mailto}', '{whatsapp}'];

function setIn(node: any, path: string[], patch: Record<string, unknown>): any {
  if (path.length === 0) return { ...node, ...patch };
  return { ...node, [path[0]]: setIn(node?.[path[0]], path.slice(1), patch) };
}

let memo: { signature: string; defs: Defs } | undefined;

export function completedDefs(defs: Defs, site: SiteData): Defs {
  const routes = site.routes.map((route) => route.path).filter((path) => typeof path === 'string');
  const lists = references.map((reference) => reference.ids(site));
  const signature = JSON.stringify([routes, lists]);
  if (memo?.signature === signature) return memo.defs;
  const completed: Defs = { ...defs, href: { ...defs.href, examples: [...routes, ...contactLinks] } };
  references.forEach(({ def, path }, i) => (completed[def] = setIn(completed[def], path, { enum: lists[i] })));
  memo = { signature, defs: completed };
  return completed;
}

/**
 * The definitions that are texts in both languages ({ en, ar }), each a string: they get the
 * bilingual field. A text with marked words (inlineText) is the rich-text editor's.
 */
export function bilingualDefs(defs: Defs): string[] {
  const isString = (schema: any): boolean => schema?.type === 'string' || (typeof schema?.$ref === 'string' && isString(defs[schema.$ref.replace('#/$defs/', '')]));
  return Object.keys(defs).filter((name) => {
    const properties = Object.keys(defs[name]?.properties ?? {});
    return defs[name]?.type === 'object' && properties.length === 2 && properties.includes('en') && properties.includes('ar') && isString(defs[name].properties.en);
  });
}

export function formUiSchema(defs: Defs): UiSchema {
  return {
    'ui:submitButtonOptions': { norender: true },
    'ui:definitions': {
      ...Object.fromEntries(bilingualDefs(defs).map((name) => [`#/$defs/${name}`, { 'ui:field': 'BilingualText' }])),
      '#/$defs/href': { 'ui:widget': 'LinkWidget' },
      // Long texts (articles' bodies, FAQ answers) get the rich-text editor.
      '#/$defs/richText': { 'ui:field': 'RichText' },
      // An image: its thumbnail, Replace… (upload or pick) and its text alternative.
      '#/$defs/image': { 'ui:field': 'Image' },
    },
    // A block's type is what it is: changing it is adding another block.
    type: { 'ui:widget': 'hidden' },
  };
}

export const rootSchema = (defs: Defs, schema: RJSFSchema): RJSFSchema => ({ ...schema, $defs: defs });
