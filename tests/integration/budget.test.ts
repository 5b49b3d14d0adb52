// What each prerendered page costs, from the build output (deterministic, not timed): a page
// over its budget fails with its figures. Runs after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageWeights } from '../../src/server/render/pageWeight.ts';
import { kb, pageBudgets as budgets } from '../../src/server/render/pageBudgets.ts';
import { codeBeforeIdleKb } from '../../studio/shared/pageBudgetFigures.ts';
import { estimatePages } from '../../studio/shared/pageEstimate.ts';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const clientDir = join(buildDir, 'client');
const weights = pageWeights(buildDir);

// Before the visitor acts only the boot script runs (src/boot.ts). The page loads the app (React,
// the router, Emotion, the frame) and its content once the browser is idle, and runs them when
// the visitor starts to use it; then MUI and the blocks' components load (src/app/deferred.tsx).
// The third figure caps both together, so that what is deferred cannot grow unseen either.
// The HTML budget was 40 KB until every page's HTML carried the frame's closed dialogs (menu, Get
// Started, install: about 2 KB, so that they work before any script) and inner pages their
// breadcrumb trail (0.4-0.5 KB): /ar/faq, whose 80 answers are in the page and again in its
// JSON-LD, is the largest.
// The figures are in src/server/render/pageBudgets.ts, which a publish from the console checks too.

describe('the page budgets', () => {
  it(`JavaScript that runs before the visitor acts at most ${budgets.bootJsKb} KB gzipped on every page`, () => {
    const over = weights.filter((w) => kb(w.bootJs) > budgets.bootJsKb).map((w) => `${w.path}: ${kb(w.bootJs)} KB (${w.scripts[0]})`);
    expect(over).toEqual([]);
    for (const w of weights) expect(w.bootJs, w.path).toBeGreaterThan(0);
  });

  it(`JavaScript before idle at most ${budgets.jsKb} KB gzipped on every page, ${budgets.withDeferredJsKb} KB with what loads once the visitor starts to use the page`, () => {
    const over = weights
      .filter((w) => kb(w.js) > budgets.jsKb || kb(w.js + w.deferredJs) > budgets.withDeferredJsKb)
      .map((w) => `${w.path}: ${kb(w.js)} KB before idle, ${kb(w.js + w.deferredJs)} KB with the deferred parts`);
    expect(over).toEqual([]);
  });

  // The studio warns of a page over the budget from the draft alone (studio/shared/pageEstimate.ts):
  // the code's share is a figure of pageBudgetFigures.ts, the content is compressed from the draft.
  it('the code’s share of the JavaScript before idle is the figure the studio’s estimate takes, and its estimate of every page is the build’s within 0.5 KB', async () => {
    const site = JSON.parse(readFileSync(process.env.SITE_FILE ?? 'site.json', 'utf8'));
    const estimates = await estimatePages(site);
    const off: string[] = [];
    for (const w of weights.filter((w) => w.path !== '(not found)')) {
      const locale = w.path === '/ar' || w.path.startsWith('/ar/') ? 'ar' : 'en';
      const content = w.scripts.filter((file) => file.startsWith('assets/content/'));
      const code = w.js - content.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
      if (Math.abs(kb(code) - codeBeforeIdleKb[locale]) > 0.3) off.push(`${w.path}: the code weighs ${kb(code)} KB before idle, pageBudgetFigures.ts says ${codeBeforeIdleKb[locale]} KB`);
      const path = locale === 'ar' ? w.path.slice(3) || '/' : w.path;
      const estimate = estimates.find((e) => e.locale === locale && site.routes[e.route].path === path);
      if (!estimate || Math.abs(estimate.kb - kb(w.js)) > 0.5) off.push(`${w.path}: ${kb(w.js)} KB before idle, the studio estimates ${estimate?.kb} KB`);
    }
    expect(off).toEqual([]);
  });

  it(`inline CSS at most ${budgets.inlineCssKb} KB and the HTML document at most ${budgets.htmlKb} KB gzipped`, () => {
    const over = weights
      .filter((w) => kb(w.inlineCss) > budgets.inlineCssKb || kb(w.html) > budgets.htmlKb)
      .map((w) => `${w.path}: CSS ${kb(w.inlineCss)} KB, HTML ${kb(w.html)} KB`);
    expect(over).toEqual([]);
  });

  it(`the 3D scene, loaded later, at most ${budgets.sceneKb} KB gzipped and not loaded before idle`, () => {
    const scene = readdirSync(join(clientDir, 'assets')).filter((file) => file.startsWith('heroScene-') && file.endsWith('.js'));
    expect(scene).toHaveLength(1);
    expect(kb(gzipSync(readFileSync(join(clientDir, 'assets', scene[0]))).length)).toBeLessThanOrEqual(budgets.sceneKb);
    for (const w of weights) expect(w.scripts, w.path).not.toContain(`assets/${scene[0]}`);
  });

  it('every image in every page has its width and height, so nothing moves as it loads', () => {
    const unsized: string[] = [];
    for (const w of weights) {
      const file = w.path === '(not found)' ? '404.html' : w.path === '/' ? 'index.html' : `${w.path.slice(1)}/index.html`;
      const html = readFileSync(join(clientDir, file), 'utf8');
      for (const [img] of html.matchAll(/<img\b[^>]*>/g)) if (!/\bwidth="\d+"/.test(img) || !/\bheight="\d+"/.test(img)) unsized.push(`${w.path}: ${img.slice(0, 120)}`);
    }
    expect(unsized).toEqual([]);
  });
});
