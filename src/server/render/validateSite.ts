// Validates site.json against the schemas plus the checks a schema cannot express,
// and explains every problem in plain words with its route, block, JSON pointer and line.
// Every check runs on every file, so that one run reports every problem, in file order.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import addErrors from 'ajv-errors';
import jsonSourceMap from 'json-source-map';
import { locales, localeInfo, type Locale } from '../../app/locale.ts';
import type { InlineText } from '../../app/inlineText.ts';
import type { Site } from '../../types/site.ts';
import { imageSources } from '../../blocks/article/articleFormat.ts';
import { findJsonSyntaxError } from './jsonSyntax.ts';
import { localizeSite } from '../../../studio/shared/localize.ts';
import { projectRoot, readBlockSchemas, readSchemaFiles, schemaBaseUri } from './schemas.ts';
import { fillPlaceholders } from '../../../studio/shared/siteTemplates.ts';
import type { SiteProblem } from '../../../studio/shared/siteProblem.ts';

export type { SiteProblem };

/** A valid site: `sites` in each language, `site` the English one. */
export type SiteValidation =
  | { ok: true; site: Site; sites: Record<Locale, Site>; problems: [] }
  | { ok: false; site?: undefined; sites?: undefined; problems: SiteProblem[] };

type Found = Array<[string, string]>;

let compiled: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
let blockTypes: string[];

/** The schemas compiled (once a process, about half a second): a release worker does it before it is asked. */
export function siteSchemaValidator() {
  if (compiled) return compiled;
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strictRequired: false, allowMatchingProperties: true });
  addFormats.default(ajv);
  addErrors.default(ajv);
  for (const { name, schema } of readSchemaFiles()) ajv.addSchema({ ...schema, $id: schemaBaseUri + name });
  compiled = ajv.getSchema(schemaBaseUri + 'site.schema.json') as typeof compiled;
  blockTypes = readBlockSchemas().map((b) => b.type);
  return compiled;
}

const typeWords: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list in square brackets [ ]',
  object: 'an object in curly braces { }',
  null: 'null',
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return `text "${value.length > 40 ? value.slice(0, 40) + '…' : value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<any>((node, key) => (node == null ? undefined : node[key]), data);
}

/** Turns one ajv error into [pointer, message]; null to drop an error another one already explains. */
function explain(error: ErrorObject, data: unknown): [string, string] | null {
  const at = error.instancePath;
  const params = error.params as Record<string, any>;
  // Why each item fails a "contains" (a part of a text that is only spaces) is said by the contains' own message.
  if (error.schemaPath.includes('/contains/')) return null;
  switch (error.keyword) {
    case 'errorMessage':
      return [at, error.message!];
    case 'discriminator':
      if (params.error === 'mapping')
        return [`${at}/type`, `"${params.tagValue}" is not a block type; use one of: ${blockTypes.join(', ')}`];
      return [at, `needs a "type" field naming the block type, one of: ${blockTypes.join(', ')}`];
    case 'required':
      return [at, `is missing the required field "${params.missingProperty}"`];
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as any)?.properties ?? {}).filter((k) => k !== '$schema');
      return [`${at}/${params.additionalProperty}`, `"${params.additionalProperty}" is not a field here; allowed fields: ${allowed.join(', ')}`];
    }
    case 'type':
      return [at, `must be ${typeWords[params.type] ?? params.type}, not ${describeValue(valueAt(data, at))}`];
    case 'enum':
      return [at, `must be one of: ${params.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')}`];
    case 'const':
      return [at, `must be ${JSON.stringify(params.allowedValue)}`];
    case 'minLength':
      return [at, `must be at least ${params.limit} characters`];
    case 'maxLength':
      return [at, `must be at most ${params.limit} characters`];
    case 'minItems':
      return [at, `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`];
    case 'maxItems':
      return [at, `must have at most ${params.limit} item${params.limit === 1 ? '' : 's'}`];
    case 'format':
      return [at, `must be a valid ${params.format}`];
    case 'pattern':
      return [at, `must match the pattern ${params.pattern}`];
    case 'oneOf':
    case 'if':
      return null;
    default:
      return [at, error.message ?? 'is not valid'];
  }
}

function schemaProblems(data: unknown): Found {
  const validate = siteSchemaValidator();
  if (validate(data)) return [];
  // One message per value: an empty title also breaks its pattern and minimum length, and the first says it best.
  const explained = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    const problem = explain(error, data);
    if (problem && !explained.has(problem[0])) explained.set(problem[0], problem[1]);
  }
  return [...explained];
}

function closest(target: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]++;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const ranked = candidates.map((c) => [distance(target, c), c] as const).sort((a, b) => a[0] - b[0]);
  return ranked[0] && ranked[0][0] <= Math.max(2, target.length / 3) ? ranked[0][1] : undefined;
}

/** Every string under a key named "href", with its pointer. */
function collectLinks(node: unknown, pointer = '', out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(node)) node.forEach((item, i) => collectLinks(item, `${pointer}/${i}`, out));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === 'href' && typeof value === 'string') out.push([at, value]);
      else collectLinks(value, at, out);
    }
  return out;
}

/** A file served as it is from public/ (and not a path that climbs out of it). */
function isPublicFile(publicDir: string, path: string): boolean {
  const file = join(publicDir, path);
  return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
}

/**
 * Runs a check on a file that failed the schemas: what it cannot read there (a missing list, a
 * text that is a number) the schema problems already explain.
 */
function tolerant(check: () => Found): Found {
  try {
    return check();
  } catch (error) {
    if (error instanceof TypeError) return [];
    throw error;
  }
}

/** Plans: unique ids, totals that add up, and pricing tables naming declared plans. */
function planProblems(site: Site): Found {
  const found: Found = [];
  const planIds = new Set<string>();
  site.plans.forEach((plan, i) => {
    if (planIds.has(plan.id)) found.push([`/plans/${i}/id`, `plan id "${plan.id}" is used twice; every plan needs its own id`]);
    planIds.add(plan.id);
    if (plan.firstYearTotal !== plan.price + plan.renewal)
      found.push([`/plans/${i}/firstYearTotal`, `must be the price plus the first year's hosting: ${plan.price} + ${plan.renewal} = ${plan.price + plan.renewal}, not ${plan.firstYearTotal}`]);
  });
  site.routes.forEach((route, r) =>
    route.blocks.forEach((block, b) => {
      if (block.type !== 'pricingTable') return;
      block.plans.forEach((id, p) => {
        if (!planIds.has(id)) found.push([`/routes/${r}/blocks/${b}/plans/${p}`, `"${id}" is not a plan; declared plans: ${[...planIds].join(', ')}`]);
      });
    }),
  );
  return found;
}

/** Route paths: unique, declared once for both languages; block ids unique within their route. */
function routeProblems(site: Site): Found {
  const found: Found = [];
  const firstIndexOfPath = new Map<string, number>();
  site.routes.forEach((route, i) => {
    for (const locale of locales) {
      const prefix = localeInfo[locale].prefix;
      if (prefix && (route.path === prefix || route.path.startsWith(`${prefix}/`)))
        found.push([`/routes/${i}/path`, `"${route.path}" starts with "${prefix}", the address of the ${locale} edition; declare the page once, without it: every route exists in each language`]);
    }
    const first = firstIndexOfPath.get(route.path);
    if (first === undefined) firstIndexOfPath.set(route.path, i);
    else found.push([`/routes/${i}/path`, `"${route.path}" is already the path of route ${first + 1}; every route needs its own path`]);

    const firstIndexOfId = new Map<string, number>();
    route.blocks.forEach((block, b) => {
      if (!block.id) return;
      const earlier = firstIndexOfId.get(block.id);
      if (earlier === undefined) firstIndexOfId.set(block.id, b);
      else found.push([`/routes/${i}/blocks/${b}/id`, `id "${block.id}" is already used by block ${earlier + 1} of this route; ids must be unique within a route`]);
    });
  });
  return found;
}

/** Projects and articles: unique slugs, named by existing blocks; FAQ tab and question ids unique. */
function entryProblems(site: Site): Found {
  const found: Found = [];
  const slugProblems = (kind: 'projects' | 'articles') => {
    const seen = new Set<string>();
    (site[kind] ?? []).forEach((entry, i) => {
      if (seen.has(entry.slug)) found.push([`/${kind}/${i}/slug`, `slug "${entry.slug}" is used twice; every entry of "${kind}" needs its own`]);
      seen.add(entry.slug);
    });
    return seen;
  };
  const projectSlugs = slugProblems('projects');
  const articleSlugs = slugProblems('articles');
  site.routes.forEach((route, r) =>
    route.blocks.forEach((block, b) => {
      const at = `/routes/${r}/blocks/${b}`;
      if (block.type === 'projectDetail' && !projectSlugs.has(block.project))
        found.push([`${at}/project`, `"${block.project}" is not the slug of a project; projects: ${[...projectSlugs].join(', ') || 'none'}`]);
      if (block.type === 'article' && !articleSlugs.has(block.article))
        found.push([`${at}/article`, `"${block.article}" is not the slug of an article; articles: ${[...articleSlugs].join(', ') || 'none'}`]);
      if (block.type === 'faq') {
        const ids = new Set<string>();
        const categories = new Set<string>();
        block.categories.forEach((category, c) => {
          if (categories.has(category.id)) found.push([`${at}/categories/${c}/id`, `tab id "${category.id}" is used twice in this block`]);
          categories.add(category.id);
          category.items.forEach((item, q) => {
            if (ids.has(item.id)) found.push([`${at}/categories/${c}/items/${q}/id`, `question id "${item.id}" is used twice on this page; ids make the links to questions`]);
            ids.add(item.id);
          });
        });
      }
    }),
  );
  return found;
}

/**
 * Redirects that do not replace a page, and internal links (and redirect targets) that lead to a
 * route or a file. The links are read from the file itself: a marked word's link is in one
 * language's text ("/text/ar/1/href"), and its problem points there.
 */
function linkProblems(site: Site, data: unknown, isFile: (path: string) => boolean): Found {
  const found: Found = [];
  const paths = new Set((Array.isArray(site.routes) ? site.routes : []).map((route) => route?.path).filter((path) => typeof path === 'string'));
  (site.redirects ?? []).forEach((redirect, i) => {
    if (paths.has(redirect.from)) found.push([`/redirects/${i}/from`, `"${redirect.from}" is a route; a redirect cannot replace a page`]);
  });
  const routePaths = [...paths];
  for (const redirect of site.redirects ?? []) paths.add(redirect.from);
  const redirectTargets = (site.redirects ?? []).map((r, i): [string, string] => [`/redirects/${i}/to`, r.to]);
  for (const [pointer, href] of [...collectLinks(data), ...redirectTargets]) {
    if (typeof href !== 'string' || !href.startsWith('/')) continue;
    const path = href.replace(/[?#].*$/, '') || '/';
    if (paths.has(path) || isFile(path)) continue;
    const suggestion = closest(path, routePaths);
    found.push([
      pointer,
      `links to "${href}", which is not a route of this site${suggestion ? `; did you mean "${suggestion}"?` : ''} (routes are declared in "routes")`,
    ]);
  }
  return found;
}

/**
 * Every file an image names must be in public/, or the page ships a broken picture; an article's
 * "-1280.webp" image also needs the sizes and formats the page offers beside it.
 */
function fileProblems(data: unknown, isFile: (path: string) => boolean): Found {
  const found: Found = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key !== 'src' || typeof value !== 'string') walk(value, at);
        else if (value.startsWith('/') && !isFile(value))
          found.push([at, `names the file "${value}", which is not in public/: add the file as public${value}, or correct the path`]);
        else if (value.startsWith('/')) {
          const sources = imageSources(value);
          const missing = sources ? [sources.avif, sources.webp].flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0])).filter((file) => !isFile(file)) : [];
          if (missing.length) found.push([at, `needs ${missing.join(', ')} beside it, which ${missing.length === 1 ? 'is' : 'are'} missing: run \`npm run images\``]);
        }
      }
  };
  walk(data, '');
  return found;
}

/** A text in one language: a string, or a list of parts (a text with marked words). */
const isTextValue = (value: unknown): value is InlineText => typeof value === 'string' || Array.isArray(value);
/** Its words, whatever a draft holds in its parts. */
const wordsOf = (value: InlineText) => (typeof value === 'string' ? value : value.map((part) => (typeof part === 'string' ? part : typeof part?.text === 'string' ? part.text : '')).join(''));

/**
 * Right-to-left pitfalls the schema cannot see: after Arabic words, "2-3" is displayed "3-2"
 * (the numbers become Arabic numbers, which a hyphen does not join), so ranges are written "2 إلى 3".
 */
function arabicTextProblems(data: unknown): Found {
  const found: Found = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      const text = node as Record<string, unknown>;
      if (isTextValue(text.ar) && isTextValue(text.en)) {
        const range = /(?<![\d/])\d[\d,]*\s?-\s?\d[\d,]*(?![\d/])/.exec(wordsOf(text.ar));
        if (range) found.push([`${pointer}/ar`, `writes the range "${range[0]}" with a hyphen, which right-to-left text shows reversed; write it "${range[0].replace(/\s?-\s?/, ' إلى ')}"`]);
      } else for (const [key, value] of Object.entries(text)) walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(data, '');
  return found;
}

/**
 * Where a place of the site in one language is in the file: under each bilingual text on the way,
 * the language ("/body/3/text/1/text" in Arabic is "/body/3/text/ar/1/text" in the file).
 */
function pointerInFile(data: unknown, pointer: string, locale: Locale): string {
  let node = data;
  let inFile = '';
  const isBilingual = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 2 && 'en' in value && 'ar' in value;
  const enter = (key: string) => {
    inFile += `/${key}`;
    node = (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  };
  for (const key of pointer.split('/').slice(1)) {
    if (isBilingual(node)) enter(locale);
    enter(key);
  }
  if (isBilingual(node)) enter(locale);
  return inFile;
}

/** Unknown placeholders, in each language: a text's problem points at the language's own string. */
function placeholderProblems(data: unknown, sites: Partial<Record<Locale, Site>>): Found {
  const found: Found = [];
  for (const locale of locales) {
    const filled = fillPlaceholders(localizeSite(data, locale), locale);
    sites[locale] = filled.site;
    for (const problem of filled.problems) found.push([pointerInFile(data, problem.pointer, locale), problem.message]);
  }
  return found;
}

type Located = Omit<SiteProblem, 'message'> & { offset: number };

function locate(data: any, pointer: string, pointers: Record<string, any>): Located {
  const problem: Located = { pointer, offset: Number.MAX_SAFE_INTEGER };
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const entry = pointers[p];
    if (entry) {
      const position = p === pointer && entry.key ? entry.key : entry.value;
      problem.line = position.line + 1;
      problem.column = position.column + 1;
      problem.offset = position.pos;
      break;
    }
    if (!p) break;
  }
  const match = /^\/routes\/(\d+)(?:\/blocks\/(\d+))?/.exec(pointer);
  if (match) {
    const route = data?.routes?.[Number(match[1])];
    if (typeof route?.path === 'string') problem.route = route.path;
    if (match[2] !== undefined) {
      const block = route?.blocks?.[Number(match[2])];
      problem.block = { index: Number(match[2]), type: typeof block?.type === 'string' ? block.type : undefined };
      if (typeof block?.heading?.en === 'string') problem.block.heading = block.heading.en;
    }
  }
  return problem;
}

/** Line and column (1-based) of an offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

function syntaxProblem(text: string, parserMessage: string): SiteProblem {
  const mistake = findJsonSyntaxError(text);
  if (mistake) return { pointer: '', ...lineAndColumn(text, mistake.offset), message: `is not valid JSON: ${mistake.message}` };
  // Not found by our reading: the parser's own words, at its position (without one, the text ended early).
  const position = Number(/position (\d+)/.exec(parserMessage)?.[1]);
  return { pointer: '', ...lineAndColumn(text, Number.isFinite(position) ? position : text.length), message: `is not valid JSON: ${parserMessage}` };
}

export interface SiteFileOptions {
  /** Where the files the site names are (the repository's public/ unless said). */
  publicDir?: string;
  /** Files the site holds besides public/'s, as site.json names them ("/images/uploads/…"): the console's uploads. */
  uploadedFiles?: ReadonlySet<string>;
}

/** Validates the text of a site.json file. */
export function validateSiteText(text: string, options: SiteFileOptions = {}): SiteValidation {
  let parsed: { data: any; pointers: Record<string, any> };
  try {
    parsed = jsonSourceMap.parse(text);
  } catch (error) {
    return { ok: false, problems: [syntaxProblem(text, (error as Error).message)] };
  }
  const { data, pointers } = parsed;
  const publicDir = options.publicDir ?? join(projectRoot, 'public');
  const isFile = (path: string) => options.uploadedFiles?.has(path) || isPublicFile(publicDir, path);
  const sites: Partial<Record<Locale, Site>> = {};
  const schemaFound = schemaProblems(data);
  const check = (run: () => Found) => (schemaFound.length > 0 ? tolerant(run) : run());
  // The languages share their structure and links: the English site stands for both.
  const english = localizeSite(data, 'en');
  const found: Found = [
    ...schemaFound,
    ...check(() => placeholderProblems(data, sites)),
    ...arabicTextProblems(data),
    ...check(() => planProblems(english)),
    ...check(() => routeProblems(english)),
    ...check(() => entryProblems(english)),
    ...check(() => linkProblems(english, data, isFile)),
    ...fileProblems(data, isFile),
  ];
  if (found.length === 0) return { ok: true, site: sites.en!, sites: sites as Record<Locale, Site>, problems: [] };
  // One problem per place (the first check to find one explains it best), in the order of the file.
  const byPointer = new Map<string, string>();
  for (const [pointer, message] of found) if (!byPointer.has(pointer)) byPointer.set(pointer, message);
  const problems = [...byPointer].map(([pointer, message]) => ({ ...locate(data, pointer, pointers), message }));
  problems.sort((a, b) => a.offset - b.offset);
  return { ok: false, problems: problems.map(({ offset: _, ...problem }) => problem) };
}

export function validateSiteFile(file: string, options: SiteFileOptions = {}): SiteValidation {
  return validateSiteText(readFileSync(file, 'utf8'), options);
}

/** Where a problem is: "route "/contact", block 5 (cta "Ready to start?")"; blocks are counted from 1, as people count. */
export function describePlace(p: SiteProblem): string {
  const block = p.block && `block ${p.block.index + 1}${p.block.type ? ` (${p.block.type}${p.block.heading ? ` "${p.block.heading}"` : ''})` : ''}`;
  return [p.route !== undefined ? `route "${p.route}"` : undefined, block, p.pointer ? `at ${p.pointer}` : undefined].filter(Boolean).join(', ');
}

/** One line per problem: "site.json:42:9 route "/contact", block 3 (hero "Contact us"), at /routes/3/blocks/2/heading: must not be empty". */
export function formatProblems(problems: SiteProblem[], fileLabel = 'site.json'): string {
  return problems
    .map((p) => {
      const position = p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : '';
      const place = describePlace(p);
      return `${fileLabel}${position}${place ? ` ${place}` : ''}: ${p.message}`;
    })
    .join('\n');
}
