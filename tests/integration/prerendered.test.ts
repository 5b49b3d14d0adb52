// What a visitor and a search engine get from the prerendered HTML of the real build: every
// route's blocks in site.json's order, the head, the fonts, the boot script's chunks, and the CSP
// hashes of the inline styles. Runs after `npm run build`, on the shipped site.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import type { PrerenderManifest } from '../../src/server/releaseFiles.ts';
import { localizedPath, locales, type Locale } from '../../src/app/locale.ts';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const clientDir = join(buildDir, 'client');
const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const manifest: PrerenderManifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8'));

type Localized = Record<Locale, string>;
interface Route {
  path: string;
  title: Localized;
  description: Localized;
  blocks: Array<{ type: string; heading?: Localized }>;
}
const routes: Route[] = site.routes;
const home = routes[0];

/** The prerendered file of a path: /services → services/index.html, / → index.html. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const page = (path: string) => readFileSync(join(clientDir, fileOf(path)), 'utf8');

/** Text as React writes it into HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** Every inline <style>: the fonts' @font-face rules and Emotion's critical CSS. */
const allInlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);

describe('the prerendered pages of the real build', () => {
  it('show the blocks of every route in the order site.json lists them, the first block’s heading as the one h1', () => {
    const outOfOrder: string[] = [];
    for (const locale of locales) {
      for (const route of routes) {
        const path = localizedPath(route.path, locale);
        const html = page(path);
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        // Headings with a {plan.…} placeholder are written with its value: those are left out.
        const headings = route.blocks.map((block) => block.heading?.[locale]).filter((heading): heading is string => typeof heading === 'string' && !heading.includes('{'));
        const positions = headings.map((heading) => main.indexOf(`>${escapeText(heading)}<`));
        headings.forEach((heading, i) => {
          if (positions[i] === -1) outOfOrder.push(`${path}: "${heading}" is not in the page`);
          else if (i > 0 && positions[i] < positions[i - 1]) outOfOrder.push(`${path}: "${heading}" comes before "${headings[i - 1]}"`);
        });
        expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
        if (route.blocks[0].heading) expect(main, path).toContain(`>${escapeText(route.blocks[0].heading[locale])}</h1>`);
      }
    }
    expect(outOfOrder).toEqual([]);
  });

  it('carry the head search engines read: title, description, canonical address and the other language', () => {
    const html = page('/');
    // The home page's title has an ampersand: it is escaped once.
    expect(home.title.en).toContain('&');
    expect(html).toContain(`<title>${escapeText(home.title.en)} | ${site.site.brand.en}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeText(home.description.en).replace(/&#x27;/g, '&#39;')}" />`);
    expect(html).toContain(`<link rel="canonical" href="${site.site.url}/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${site.site.url}/ar" />`);
    const services = routes.find((route) => route.path === '/services')!;
    expect(page('/services')).toContain(`<title>${escapeText(services.title.en)} | ${site.site.brand.en}</title>`);
    expect(page('/services')).toContain(`<link rel="canonical" href="${site.site.url}/services" />`);
    // The Arabic twin: right to left, its own title, and naming the English page.
    const arabicHome = page('/ar');
    expect(arabicHome).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHome).toContain(`<title>${escapeText(home.title.ar)} | ${site.site.brand.ar}</title>`);
    expect(arabicHome).toContain(`<link rel="alternate" hreflang="en" href="${site.site.url}/" />`);
    // The not-found page is kept out of search results.
    const notFound = readFileSync(join(clientDir, '404.html'), 'utf8');
    expect(notFound).toContain(`<title>${escapeText(site.ui.notFound.title.en)} | ${site.site.brand.en}</title>`);
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('preload the fonts of the page’s language only; the Latin cut for Arabic pages declares its letters', () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/assets\/([a-z-]+)-[\w-]+\.woff2"/g)].map((m) => m[1]);
    expect(preloads(page('/'))).toEqual(['inter-text']);
    expect(preloads(page('/ar'))).toEqual(['inter-text-ar', 'cairo-text']);
    // Without a unicode-range the browser would fetch a face for every letter to see whether it has it.
    const faces = [...page('/ar').matchAll(/@font-face\{font-family:"([^"]+)"[^}]*?(?:unicode-range:([^}]+))?\}/g)].map((m) => ({ family: m[1], range: m[2] }));
    expect(faces.map((face) => face.family)).toEqual(['Inter Variable', 'Inter Arabic Pages', 'Cairo Variable']);
    expect(faces[0].range).toMatch(/^U\+20-7E(,|$)/);
    expect(faces[1].range).toMatch(/^U\+20[-,]/);
    expect(faces[1].range).not.toMatch(/U\+6[0-9A-F]{2}/); // no Arabic letters: those are Cairo's
    expect(faces[2].range).toBeUndefined();
  });

  it("name the page's own chunks for the boot script, and leave the blocks' components for later", () => {
    const html = page('/');
    const boot = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"[^>]*data-chunks="([^"]*)"/);
    expect(boot, 'the boot script with data-chunks').not.toBeNull();
    const chunks = boot![2].split(' ').map((file) => file.slice(1));
    for (const file of [boot![1], ...chunks]) expect(existsSync(join(clientDir, file)), file).toBe(true);
    // The components hydrate later; the content is data, not code (src/client/siteData.ts): the
    // page names its language's file and its route's, which holds its blocks in site.json's order.
    expect(chunks.some((f) => /Block-[\w-]+\.js$/.test(f)), chunks.join(', ')).toBe(false);
    const dataFile = (name: string) => html.match(new RegExp(`<script type="module"[^>]* data-${name}="/(assets/content/[\\w/-]+\\.json)"`))?.[1];
    const content = JSON.parse(readFileSync(join(clientDir, dataFile('content')!), 'utf8'));
    expect(content.routes.map((route: { path: string }) => route.path)).toEqual(routes.map((route) => route.path));
    expect(content.pages['/']).toBe(`/${dataFile('page')}`);
    const blocks = JSON.parse(readFileSync(join(clientDir, dataFile('page')!), 'utf8'));
    expect(blocks.map((block: { type: string }) => block.type)).toEqual(routes[0].blocks.map((block) => block.type));
    // Nothing is fetched before the first paint but the boot script.
    expect(html).not.toContain('rel="modulepreload"');
    // The app's two files, and only they, open with V8's compile hint (scripts/lib/appChunk.ts).
    const hinted = chunks.filter((file) => readFileSync(join(clientDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(hinted.map((file) => file.replace(/-[\w-]+\.js$/, ''))).toEqual(['assets/react', 'assets/app']);
  });

  it('inline the critical CSS, and the manifest holds the hash of every inline style for the CSP', () => {
    const html = page('/');
    const critical = [...html.matchAll(/<style data-prerendered-styles="([^"]*)">([\s\S]*?)<\/style>/g)].map((m) => ({ key: m[1], css: m[2] }));
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.every((style) => style.key.startsWith('css') && style.css.length > 0)).toBe(true);
    expect(html.indexOf('<style data-prerendered-styles=')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<style>@font-face\{font-family:"Inter Variable"[^<]*url\(\/assets\/inter-text-[\w-]+\.woff2\)/);

    // Every route in each language, and the not-found page, with the hashes of its own file.
    expect(manifest.pages.map((p) => p.path)).toEqual(locales.flatMap((locale) => routes.map((route) => localizedPath(route.path, locale))));
    expect(manifest.pages.find((p) => p.path === '/')?.file).toBe('index.html');
    expect(manifest.notFound).toMatchObject({ path: null, file: '404.html' });
    for (const entry of [...manifest.pages, manifest.notFound]) {
      const styles = allInlineStyles(readFileSync(join(clientDir, entry.file), 'utf8'));
      expect(entry.styleHashes, entry.file).toEqual(styles.map(sha256));
      for (const hash of entry.styleHashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    }
  });
});
