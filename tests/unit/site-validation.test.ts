// site.json validation: every kind of mistake a marketer can make is reported with its
// JSON pointer, its line in the file, its route and block, and a message in plain words.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { formatProblems, validateSiteText, type SiteProblem } from '../../src/server/render/validateSite.ts';

const shippedText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
// The mistakes below are made in a copy of site.json whose first routes keep just their hero and
// closing call to action, so that each test can name its blocks by position.
const shipped = JSON.parse(shippedText);
for (const route of shipped.routes.slice(0, 3)) route.blocks = [route.blocks[0], route.blocks.at(-1)];

/** site.json after `change`, serialised the way an editor would write it. */
function siteWith(change: (site: any) => void): string {
  const copy = structuredClone(shipped);
  change(copy);
  return JSON.stringify(copy, null, 2);
}

/** 1-based number of the `occurrence`-th line of `text` containing `needle`, found by plain text search. */
function lineOf(text: string, needle: string, occurrence = 1): number {
  const lines = text.split('\n');
  let seen = 0;
  for (let i = 0; i < lines.length; i++) if (lines[i].includes(needle) && ++seen === occurrence) return i + 1;
  throw new Error(`"${needle}" occurs fewer than ${occurrence} times`);
}

/** Validates `text`, expects it to fail with exactly one problem, and returns it. */
function onlyProblem(text: string): SiteProblem {
  const result = validateSiteText(text);
  expect(result.ok).toBe(false);
  expect(result.problems).toHaveLength(1);
  return result.problems[0];
}

describe('the shipped site.json', () => {
  it('is valid', () => {
    const result = validateSiteText(shippedText);
    expect(formatProblems(result.problems)).toBe('');
    expect(result.ok).toBe(true);
    expect(result.site?.routes.map((r) => r.path)).toContain('/contact');
  });
});

describe('a site.json with a mistake', () => {
  it('names an unknown block type and lists the known ones', () => {
    const text = siteWith((s) => (s.routes[0].blocks[0].type = 'herro'));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/type');
    expect(problem.line).toBe(lineOf(text, '"type": "herro"'));
    expect(problem.route).toBe('/');
    const heading = shipped.routes[0].blocks[0].heading.en;
    expect(problem.block).toEqual({ index: 0, type: 'herro', heading });
    expect(problem.message).toContain('"herro" is not a block type');
    expect(problem.message).toMatch(/use one of: .*\bhero\b/);
    expect(problem.message).toMatch(/use one of: .*\bcta\b/);

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line}:${problem.column} `);
    expect(report).toContain('route "/"');
    // Counted from 1, as people count, and named by the heading a marketer sees on the page.
    expect(report).toContain(`block 1 (herro "${heading}")`);
    expect(report).toContain('at /routes/0/blocks/0/type');
  });

  it('reports a missing required field at the block that lacks it', () => {
    const text = siteWith((s) => delete s.routes[0].blocks[1].heading);
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/1');
    // The block's opening brace, on the line before the first cta block's "type" (route "/" comes first).
    expect(problem.line).toBe(lineOf(text, '"type": "cta"') - 1);
    expect(text.split('\n')[problem.line! - 1].trim()).toBe('{');
    expect(problem.route).toBe('/');
    expect(problem.block).toEqual({ index: 1, type: 'cta' });
    expect(problem.message).toBe('is missing the required field "heading"');

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line}:`);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 2 (cta)');
    expect(report).toContain('at /routes/0/blocks/1:');
  });

  it('reports a value of the wrong type three levels inside a block', () => {
    const text = siteWith((s) => (s.routes[0].blocks[0].actions[0].label = 5));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/actions/0/label');
    expect(problem.line).toBe(lineOf(text, '"label": 5'));
    expect(problem.route).toBe('/');
    expect(problem.block).toMatchObject({ index: 0, type: 'hero' });
    expect(problem.message).toMatch(/must be the text in both languages/);

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line}:`);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 1 (hero');
    expect(report).toContain('at /routes/0/blocks/0/actions/0/label');
  });

  it('reports a text written in one language only, at the text', () => {
    const text = siteWith((s) => delete s.routes[0].blocks[0].heading.ar);
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/heading');
    expect(problem.block).toMatchObject({ index: 0, type: 'hero' });
    expect(problem.message).toBe('is missing its Arabic text ("ar"); every text is written in English and Arabic');
  });

  it('reports a route path used twice, at the second route', () => {
    // A copy of the last route appended after the shipped ones (every shipped route stays, so no link breaks).
    const last = shipped.routes.length - 1;
    const path: string = shipped.routes[last].path;
    const text = siteWith((s) => s.routes.push({ ...structuredClone(s.routes[last]), title: { en: 'The same page again', ar: 'الصفحة نفسها مرة أخرى' } }));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe(`/routes/${last + 1}/path`);
    expect(problem.line).toBe(lineOf(text, `"path": "${path}",`, 2));
    expect(problem.route).toBe(path);
    expect(problem.block).toBeUndefined();
    // Routes are counted from 1 in messages: the shipped route at index `last` is route last + 1.
    expect(problem.message).toBe(`"${path}" is already the path of route ${last + 1}; every route needs its own path`);

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line}:`);
    expect(report).toContain(`route "${path}"`);
    expect(report).not.toContain('block ');
    expect(report).toContain(`at /routes/${last + 1}/path`);
  });

  it('reports a link to an undeclared route and suggests the closest route', () => {
    expect(shipped.routes.map((r: { path: string }) => r.path)).toContain('/contact');
    const text = siteWith((s) => (s.routes[0].blocks[0].actions[0].href = '/contatc'));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/actions/0/href');
    expect(problem.line).toBe(lineOf(text, '"href": "/contatc"'));
    expect(problem.route).toBe('/');
    expect(problem.block).toMatchObject({ index: 0, type: 'hero' });
    expect(problem.message).toContain('links to "/contatc", which is not a route of this site');
    expect(problem.message).toContain('did you mean "/contact"?');

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line}:`);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 1 (hero');
    expect(report).toContain('at /routes/0/blocks/0/actions/0/href');
  });

  it('accepts links to routes with a query or a fragment, and to files in public/', () => {
    const text = siteWith((s) => {
      s.routes[0].blocks[0].actions[0].href = '/contact?from=home';
      s.routes[0].blocks[1].actions[0].href = '/#top';
      s.routes[0].blocks[1].actions[1].href = '/favicon.svg';
    });
    expect(formatProblems(validateSiteText(text).problems)).toBe('');
  });

  it('reports a block id used twice within a route, at the second block', () => {
    const text = siteWith((s) => {
      s.routes[0].blocks[0].id = 'intro';
      s.routes[0].blocks[1].id = 'intro';
      s.routes[1].blocks[0].id = 'intro'; // another route may use the same id
    });
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/1/id');
    expect(problem.line).toBe(lineOf(text, '"id": "intro"', 2));
    expect(problem.route).toBe('/');
    expect(problem.block).toMatchObject({ index: 1, type: 'cta' });
    expect(problem.message).toBe('id "intro" is already used by block 1 of this route; ids must be unique within a route');

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line}:`);
    expect(report).toContain('route "/"');
    expect(report).toContain(`block 2 (cta "${shipped.routes[0].blocks[1].heading.en}")`);
    expect(report).toContain('at /routes/0/blocks/1/id');
  });

  it('reports a missing comma where it is missing, not where the parser stumbled', () => {
    const valid = JSON.stringify(shipped, null, 2);
    const titleLine = lineOf(valid, '"en": "IT Solutions in Qatar & GCC",');
    const lines = valid.split('\n');
    lines[titleLine - 1] = lines[titleLine - 1].replace(/,$/, ''); // a forgotten comma
    const text = lines.join('\n');

    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('');
    // The parser stumbles on the next line, where "ar" starts; the comma is missing at the end of this one.
    expect(problem.line).toBe(titleLine);
    expect(problem.column).toBe(lines[titleLine - 1].length + 1);
    expect(problem.message).toBe('is not valid JSON: a comma is missing after this value, before the next one');
    expect(problem.route).toBeUndefined();
    expect(problem.block).toBeUndefined();

    expect(formatProblems([problem])).toBe(`site.json:${titleLine}:${problem.column}: is not valid JSON: a comma is missing after this value, before the next one`);
  });

  it('reports a file cut off before its end at its last line', () => {
    const valid = JSON.stringify(shipped, null, 2);
    const text = valid.slice(0, valid.length / 2);
    const problem = onlyProblem(text);
    expect(problem.message).toMatch(/^is not valid JSON: /);
    expect(problem.line).toBe(text.split('\n').length);
  });

  it('does not accept a link that climbs out of public/ to a project file', () => {
    const text = siteWith((site) => (site.routes[0].blocks[0].actions[0].href = '/../package.json'));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/actions/0/href');
    expect(problem.message).toContain('links to "/../package.json", which is not a route of this site');
  });

  it('names an unknown field of a block and lists the allowed fields', () => {
    const text = siteWith((s) => (s.routes[0].blocks[0].subtitle = 'Fast delivery'));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/subtitle');
    expect(problem.line).toBe(lineOf(text, '"subtitle": "Fast delivery"'));
    expect(problem.route).toBe('/');
    expect(problem.block).toMatchObject({ index: 0, type: 'hero' });
    expect(problem.message).toMatch(/^"subtitle" is not a field here; allowed fields: /);
    const allowed = problem.message.replace(/^.*allowed fields: /, '').split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['type', 'id', 'eyebrow', 'heading', 'tagline', 'text', 'actions']));
    expect(allowed).not.toContain('subtitle');
  });

  it('reports every problem of a file, each at its own place', () => {
    const text = siteWith((s) => {
      s.routes[0].blocks[0].heading.en = '';
      s.routes[2].blocks[1].actions[0].emphasis = 'loud';
    });
    const result = validateSiteText(text);
    expect(result.ok).toBe(false);
    const byPointer = Object.fromEntries(result.problems.map((p) => [p.pointer, p]));
    expect(Object.keys(byPointer).sort()).toEqual(['/routes/0/blocks/0/heading/en', '/routes/2/blocks/1/actions/0/emphasis']);
    expect(byPointer['/routes/0/blocks/0/heading/en'].message).toBe('must not be empty');
    expect(byPointer['/routes/0/blocks/0/heading/en'].line).toBe(lineOf(text, '"en": ""'));
    expect(byPointer['/routes/2/blocks/1/actions/0/emphasis'].message).toBe('must be one of: "primary", "secondary"');
    expect(byPointer['/routes/2/blocks/1/actions/0/emphasis'].route).toBe(shipped.routes[2].path);
    expect(byPointer['/routes/2/blocks/1/actions/0/emphasis'].line).toBe(lineOf(text, '"emphasis": "loud"'));
    expect(formatProblems(result.problems).split('\n')).toHaveLength(2);
  });
});

describe('one run of a file with several kinds of mistake', () => {
  it('reports every problem of every check, in the order of the file', () => {
    const text = siteWith((s) => {
      s.routes[2].blocks[0].subtitle = 'Fast delivery'; // the schema
      s.routes[1].blocks[0].heading = { en: 'Call {phnoe}', ar: 'اتصل على {phnoe}' }; // a placeholder, in each language
      s.routes[0].blocks[0].actions[0].href = '/contatc'; // a link to no route
      s.routes[0].blocks[1].heading.ar = 'خلال 2-3 أيام'; // an Arabic range
      s.projects[0].image.src = '/images/portfolio/no-such-picture.svg'; // a missing file
    });
    const result = validateSiteText(text);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.pointer)).toEqual([
      '/routes/0/blocks/0/actions/0/href',
      '/routes/0/blocks/1/heading/ar',
      '/routes/1/blocks/0/heading/en',
      '/routes/1/blocks/0/heading/ar',
      '/routes/2/blocks/0/subtitle',
      '/projects/0/image/src',
    ]);
    const lines = result.problems.map((p) => p.line!);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(lines[0]).toBe(lineOf(text, '"href": "/contatc"'));
    expect(lines[2]).toBe(lineOf(text, '"en": "Call {phnoe}"'));
    expect(lines.at(-1)).toBe(lineOf(text, 'no-such-picture.svg'));
    expect(formatProblems(result.problems).split('\n')).toHaveLength(6);
  });

  it('still checks links and files when a block has a mistake the schema reports', () => {
    const text = siteWith((s) => {
      s.routes[0].blocks[0].type = 'herro';
      s.routes[0].blocks[1].actions[0].href = '/pricng';
    });
    const result = validateSiteText(text);
    expect(result.problems.map((p) => p.pointer)).toEqual(['/routes/0/blocks/0/type', '/routes/0/blocks/1/actions/0/href']);
    expect(result.problems[1].message).toContain('did you mean "/pricing"?');
  });
});

describe('files that images name', () => {
  it('reports an image that is not in public/, at its src', () => {
    const text = siteWith((s) => (s.projects[0].image.src = '/images/portfolio/no-such-picture.svg'));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/projects/0/image/src');
    expect(problem.line).toBe(lineOf(text, '"src": "/images/portfolio/no-such-picture.svg"'));
    expect(problem.message).toBe('names the file "/images/portfolio/no-such-picture.svg", which is not in public/: add the file as public/images/portfolio/no-such-picture.svg, or correct the path');
  });

  it('reports an article image whose other sizes or formats are missing, and says how to make them', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'nuqta-public-'));
    try {
      cpSync(join(projectRoot, 'public'), publicDir, { recursive: true });
      const src: string = shipped.articles[0].image.src;
      expect(src).toMatch(/-1280\.webp$/);
      const smaller = src.replace(/-1280\.webp$/, '-640.avif');
      rmSync(join(publicDir, smaller));
      const result = validateSiteText(shippedText, { publicDir });
      expect(result.problems).toEqual([expect.objectContaining({ pointer: '/articles/0/image/src', message: `needs ${smaller} beside it, which is missing: run \`npm run images\`` })]);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe('a file that is not valid JSON', () => {
  /** The shipped site as an editor writes it, with one line changed. */
  const withLine = (needle: string, change: (line: string) => string) => {
    const lines = JSON.stringify(shipped, null, 2).split('\n');
    const index = lines.findIndex((line) => line.includes(needle));
    lines[index] = change(lines[index]);
    return { text: lines.join('\n'), line: index + 1, changed: lines[index] };
  };

  it('names the comma after the last item, on its own line and column, and says to remove it', () => {
    // The last action of the home hero gets a comma before the list closes.
    const lines = JSON.stringify(shipped, null, 2).split('\n');
    const close = lines.findIndex((line, i) => /^\s*\]/.test(line) && /^\s*\}$/.test(lines[i - 1]));
    lines[close - 1] += ',';
    const problem = onlyProblem(lines.join('\n'));
    expect(problem.line).toBe(close); // the line before the "]", where the comma is
    expect(problem.column).toBe(lines[close - 1].length);
    expect(problem.message).toBe('is not valid JSON: remove the comma after the last item: JSON allows no comma before ]');
  });

  it('names a comma after the last field of an object', () => {
    const { text, line, changed } = withLine('"ar": "حلول تقنية المعلومات', (l) => `${l},`);
    const problem = onlyProblem(text);
    expect(problem.line).toBe(line);
    expect(problem.column).toBe(changed.length);
    expect(problem.message).toBe('is not valid JSON: remove the comma after the last field: JSON allows no comma before }');
  });

  it('names a quote inside a text and says to write \\"', () => {
    const { text, line, changed } = withLine('"en": "IT Solutions in Qatar & GCC"', (l) => l.replace('in Qatar', 'in "Qatar"'));
    const problem = onlyProblem(text);
    expect(problem.line).toBe(line);
    expect(problem.column).toBe(changed.indexOf('"Qatar"') + 1);
    expect(problem.message).toBe('is not valid JSON: a quote inside a text needs a backslash before it: write \\" for each " inside the text');
  });

  it('names a field name without quotes', () => {
    const { text, line, changed } = withLine('"brand": {', (l) => l.replace('"brand"', 'brand'));
    const problem = onlyProblem(text);
    expect([problem.line, problem.column]).toEqual([line, changed.indexOf('brand') + 1]);
    expect(problem.message).toBe('is not valid JSON: a field name needs double quotes around it: "brand"');
  });

  it('says which bracket a file cut off in the middle leaves open', () => {
    const text = '{\n  "site": {\n    "brand": { "en": "Nuqta", "ar": "نقطة" }\n';
    const problem = onlyProblem(text);
    expect(problem.message).toBe('is not valid JSON: the file ends before the { opened on line 2 is closed: a } is missing, or the end of the file was cut off');
  });
});

describe('the unknown-placeholder message', () => {
  it('names the plan placeholders and the plans besides the facts', () => {
    const text = siteWith((s) => (s.routes[0].blocks[0].tagline = { en: 'From {price}', ar: 'ابتداءً من {price}' }));
    const result = validateSiteText(text);
    expect(result.problems.map((p) => p.pointer)).toEqual(['/routes/0/blocks/0/tagline/en', '/routes/0/blocks/0/tagline/ar']);
    const { message } = result.problems[0];
    expect(message).toMatch(/^has the placeholder \{price\}, which is unknown; known placeholders: \{brand\}, \{legalName\}, \{phone\}/);
    expect(message).toContain('and for each plan {plan.<id>.name}, {plan.<id>.price}, {plan.<id>.firstYearTotal}, {plan.<id>.renewal}, {plan.<id>.deliveryTime}, where <id> is one of: small, medium, large');
  });

  it('names the declared plans when a plan id is wrong', () => {
    const text = siteWith((s) => (s.routes[0].blocks[0].tagline = { en: 'From {plan.smal.price}', ar: 'ابتداءً من {plan.smal.price}' }));
    expect(validateSiteText(text).problems[0].message).toBe('has the placeholder {plan.smal.price}, which is unknown; no plan has the id "smal"; plans: small, medium, large');
  });
});
