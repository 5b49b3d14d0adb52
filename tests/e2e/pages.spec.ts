// Every route of site.json in both languages, as a visitor sees it: its headline, its sections
// in order, one h1 and no skipped heading level, every button going where site.json says, no
// console errors, no request to another host, and axe clean. An Arabic page is right to left and
// shows none of the English interface texts. One visit per route covers all of it: English pages
// at desktop width, Arabic pages at phone width, where most of their readers are and where right
// to left is tightest. So every block is checked at both widths, each in one language (the two
// editions share their markup and styles; arabic.spec.ts checks the Arabic frame at desktop width,
// layout.spec.ts and the pages' own specs the English pages on a phone).
import { expect, test } from './test.ts';
import { locales, localeInfo } from '../../src/app/locale.ts';
import { expectAccessible, waitForHydration, watchPage } from './helpers.ts';
import { englishOnlyTexts, sites } from './siteData.ts';

for (const locale of locales) {
  const site = sites[locale];
  // Skipped before the page opens: a skip inside the test came after its browser context.
  test.describe(() => {
    test.skip(({ isMobile }) => locale === 'en' && isMobile, 'English pages at desktop width; their Arabic twins on the phone');
    for (const route of site.routes) {
      test(`${route.path} shows its blocks in order with working buttons and passes axe (WCAG 2.2 AA)`, { tag: locale === 'ar' ? '@any-width' : [] }, async ({ warmPage: page }) => {
        // axe on the largest pages takes a while on a loaded two-core machine.
        test.setTimeout(90_000);
        const watch = watchPage(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page).toHaveTitle(`${route.title} | ${site.site.brand}`);
        await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].lang);
        await expect(page.locator('html')).toHaveAttribute('dir', localeInfo[locale].dir);
        if (locale === 'ar') {
          // Whole lines, as labels and sentences show them: "WhatsApp" inside "WhatsApp Business API" is a product name.
          const shown = new Set((await page.locator('body').innerText()).split('\n').map((line) => line.trim()));
          expect(englishOnlyTexts.filter((english) => shown.has(english))).toEqual([]);
        }
        const main = page.getByRole('main');

        const hero = route.blocks.find((b) => b.type === 'hero');
        if (hero) await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
        await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

        const sectionHeadings = route.blocks.filter((b) => b.type !== 'hero' && 'heading' in b).map((b) => (b as { heading: string }).heading);
        const shown = await main.getByRole('heading', { level: 2 }).allTextContents();
        expect(shown.filter((text) => sectionHeadings.includes(text))).toEqual(sectionHeadings);

        for (const block of route.blocks)
          for (const action of ('actions' in block && block.actions) || []) {
            const link = main.getByRole('link', { name: action.label, exact: true }).first();
            await expect(link, `${block.type}: ${action.label}`).toHaveAttribute('href', action.href);
          }
        const levels = await main.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])));
        levels.forEach((level, i) => {
          if (i > 0) expect(level - levels[i - 1], `h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(1);
        });

        await expectAccessible(page);
        // Checked last, after the load event and the scan, so that late requests and errors count too.
        await page.waitForLoadState('load');
        expect(watch.errors).toEqual([]);
        expect(watch.offsiteRequests).toEqual([]);
      });
    }
  });
}
