// site.json validation: every kind of mistake a marketer can make is reported with its
// JSON pointer, its line in the file, its route and block, and a message in plain words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { formatProblems, validateSiteText, type SiteProblem } from '../../scripts/lib/validate-site.ts';

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
    expect(problem.block).toEqual({ index: 0, type: 'herro' });
    expect(problem.message).toContain('"herro" is not a block type');
    expect(problem.message).toMatch(/use one of: .*\bhero\b/);
    expect(problem.message).toMatch(/use one of: .*\bcta\b/);

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line} `);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 0 (herro)');
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
    expect(report).toContain(`site.json:${problem.line} `);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 1 (cta)');
    expect(report).toContain('at /routes/0/blocks/1:');
  });

  it('reports a value of the wrong type three levels inside a block', () => {
    const text = siteWith((s) => (s.routes[0].blocks[0].actions[0].label = 5));
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/actions/0/label');
    expect(problem.line).toBe(lineOf(text, '"label": 5'));
    expect(problem.route).toBe('/');
    expect(problem.block).toEqual({ index: 0, type: 'hero' });
    expect(problem.message).toMatch(/must be the text in both languages/);

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line} `);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 0 (hero)');
    expect(report).toContain('at /routes/0/blocks/0/actions/0/label');
  });

  it('reports a text written in one language only, at the text', () => {
    const text = siteWith((s) => delete s.routes[0].blocks[0].heading.ar);
    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('/routes/0/blocks/0/heading');
    expect(problem.block).toEqual({ index: 0, type: 'hero' });
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
    expect(problem.message).toBe(`"${path}" is already the path of route ${last}; every route needs its own path`);

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line} `);
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
    expect(problem.block).toEqual({ index: 0, type: 'hero' });
    expect(problem.message).toContain('links to "/contatc", which is not a route of this site');
    expect(problem.message).toContain('did you mean "/contact"?');

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line} `);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 0 (hero)');
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
    expect(problem.block).toEqual({ index: 1, type: 'cta' });
    expect(problem.message).toBe('id "intro" is already used by block 0 of this route; ids must be unique within a route');

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${problem.line} `);
    expect(report).toContain('route "/"');
    expect(report).toContain('block 1 (cta)');
    expect(report).toContain('at /routes/0/blocks/1/id');
  });

  it('reports invalid JSON with the line of the syntax error', () => {
    const valid = JSON.stringify(shipped, null, 2);
    const titleLine = lineOf(valid, '"en": "IT Solutions in Qatar & GCC",');
    const lines = valid.split('\n');
    lines[titleLine - 1] = lines[titleLine - 1].replace(/,$/, ''); // a forgotten comma
    const text = lines.join('\n');

    const problem = onlyProblem(text);
    expect(problem.pointer).toBe('');
    // The parser stumbles on the next line, where "ar" starts without a comma before it.
    expect(problem.line).toBe(titleLine + 1);
    expect(problem.message).toMatch(/^is not valid JSON: /);
    expect(problem.route).toBeUndefined();
    expect(problem.block).toBeUndefined();

    const report = formatProblems([problem]);
    expect(report).toContain(`site.json:${titleLine + 1} `);
    expect(report).toContain('at /:');
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
    expect(problem.block).toEqual({ index: 0, type: 'hero' });
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
