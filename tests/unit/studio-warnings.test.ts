import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageOpeningTypes, pageWarnings } from '../../studio/app/pageWarnings.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { describeProblem, placeWords } from '../../studio/shared/problemWords.ts';
import { problemWordsAr } from '../../studio/shared/editorNamesAr.ts';
import type { StudioProblem } from '../../studio/shared/api.ts';
import { validateSiteText } from '../../src/server/render/validateSite.ts';

const site = () => JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const pricing = (data: any) => data.routes.findIndex((route: any) => route.path === '/pricing');

describe('page warnings', () => {
  it('know every block that renders the page’s h1', () => {
    const blocksDir = join(projectRoot, 'src/blocks');
    const withH1 = readdirSync(blocksDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => readdirSync(join(blocksDir, entry.name)).some((file) => /variant="h1"|component="h1"/.test(readFileSync(join(blocksDir, entry.name, file), 'utf8'))))
      .map((entry) => entry.name);
    expect(withH1.sort()).toEqual([...pageOpeningTypes].sort());
  });

  it('say nothing about the site as it is', () => {
    expect(pageWarnings(site())).toEqual([]);
  });

  it('warn of a page whose hero is not at the top, naming the page and the block', () => {
    const data = site();
    const r = pricing(data);
    const [hero, second] = data.routes[r].blocks;
    data.routes[r].blocks.splice(0, 2, second, hero);
    const [warning] = pageWarnings(data);
    expect(warning.pointer).toBe(`/routes/${r}/blocks/0`);
    expect(warning.where).toMatch(/^Pricing.*, block 1 ‘Pricing table/);
    expect(warning.what).toMatch(/does not open with a hero/);
    // The Arabic studio names the place by the page's Arabic title and the block's Arabic name.
    expect(warning.whereAr).toMatch(/^الأسعار، القسم 1 «\u2068جدول الأسعار: /);
    expect(warning.whereAr).not.toMatch(/[A-Za-z]/);
  });

  it('warn of a second main heading', () => {
    const data = site();
    const r = pricing(data);
    data.routes[r].blocks.push(structuredClone(data.routes[r].blocks[0]));
    const warnings = pageWarnings(data);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].pointer).toBe(`/routes/${r}/blocks/${data.routes[r].blocks.length - 1}`);
    expect(warnings[0].what).toMatch(/second main heading \(h1\)/);
  });
});

describe('a problem’s place and words in the Arabic studio', () => {
  it('name the page, the block and the field in Arabic, and say what is wrong in Arabic', () => {
    const data = site();
    const r = pricing(data);
    const problem = { pointer: `/routes/${r}/blocks/0/heading/en`, message: 'must not be empty', report: '', file: 'site.json', line: 1 } as unknown as StudioProblem;
    expect(describeProblem(problem, data, 'ar')).toEqual({ where: 'الأسعار، القسم 1 «\u2068الواجهة الرئيسية: \u2068أسعار واضحة بلا مفاجآت\u2069\u2069»، العنوان (بالإنجليزية)', what: 'فارغ' });
    expect(describeProblem(problem, data).where).toBe('Pricing, block 1 ‘Hero: Clear Prices, No Surprises’, Heading (English)');
    expect(placeWords('/plans/1/name/ar', data, 'ar')).toBe('الباقات والأسعار، «\u2068الأعمال المتوسطة\u2069»، الاسم (بالعربية)');
    expect(placeWords('/nowhere', data, 'ar')).toBe('الملف كله');
  });

  it('say every problem the validation finds in Arabic to an Arabic studio: no English words but the values quoted', () => {
    const data = site();
    const r = pricing(data);
    const hero = data.routes[r].blocks[0];
    delete hero.heading; // a required field missing
    hero.colour = 'blue'; // a field the block has not
    data.routes[r].blocks[1].id = data.routes[r].blocks[2].id = 'same'; // an id twice in a route
    data.routes[1].path = data.routes[0].path; // a path twice
    data.routes[2].path = `/ar${data.routes[2].path}`; // a path of the Arabic edition
    data.plans[1].id = data.plans[0].id; // a plan id twice
    data.plans[0].firstYearTotal = 1; // a wrong sum
    data.plans[0].price = 'cheap'; // text for a number
    data.articles[0].slug = data.articles[1].slug; // a slug twice
    data.redirects = [{ from: data.routes[0].path, to: '/contact' }]; // a redirect over a page
    data.site.brand = ''; // an empty text
    const found = validateSiteText(JSON.stringify(data)).problems;
    expect(found.length).toBeGreaterThan(8);
    const english = found
      .map((problem) => describeProblem(problem as unknown as StudioProblem, data, 'ar').what)
      // What was written stays as written: quoted values, numbers, paths and field names.
      .map((what) => [what, what.replace(/«[^»]*»|"[^"]*"|\{[^}]*\}|\/[\w/-]*|\S+ \+ \S+ = \S+|[\w.<>-]+(?:, [\w.<>-]+)+|\b(?:JSON|true|false|null)\b/g, '')] as const)
      .filter(([, rest]) => /[A-Za-z]{3,}/.test(rest));
    expect(english.map(([what]) => what)).toEqual([]);
  });

  it('have an Arabic plain word for each English one', () => {
    expect(problemWordsAr.map(([pattern]) => String(pattern))).toEqual(expect.arrayContaining(['/^must not be empty$/', '/^must not be only spaces$/', '/^must have at least 1 items?$/']));
    for (const [, words] of problemWordsAr) expect(words).toMatch(/[\u0600-\u06ff]/);
  });
});
