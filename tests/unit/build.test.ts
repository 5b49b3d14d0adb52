// The real build on fixture sites (slow: it runs Vite twice). It checks what a visitor and a
// search engine get from the prerendered HTML, and that a broken site.json stops the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { localizedPath, locales } from '../../src/app/locale.ts';
import type { PrerenderManifest } from '../../scripts/vite-plugin-prerender.ts';

// A fresh clone draws every share card once (a few minutes on a busy two-core machine); later builds take them from the cache.
const buildTimeout = 480_000;
const shipped = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const workDir = mkdtempSync(join(tmpdir(), 'nuqta-build-test-'));

/** The environment of a plain `npm run build`, without what Vitest sets for itself. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(NODE_ENV|VITEST.*|TEST)$/.test(key)));

/** Runs `npx vite build <args>` on a fixture site into a build folder; returns its status and all its output. */
function viteBuild(siteFile: string, buildDir: string, args: string[] = []) {
  const run = spawnSync('npx', ['vite', 'build', ...args], {
    cwd: projectRoot,
    env: { ...buildEnv, SITE_FILE: siteFile, BUILD_DIR: buildDir },
    encoding: 'utf8',
    timeout: buildTimeout,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, error: run.error };
}

/** Text as React and the prerender write it into HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline <style> elements of a page: their data-prerendered-styles attribute and their CSS. */
const inlineStyles = (html: string) => [...html.matchAll(/<style data-prerendered-styles="([^"]*)">([\s\S]*?)<\/style>/g)].map((m) => ({ key: m[1], css: m[2] }));
/** Every inline <style>: the fonts' @font-face rules and Emotion's critical CSS. */
const allInlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('building a valid fixture site', () => {
  const siteFile = join(workDir, 'site.json');
  const buildDir = join(workDir, 'valid');
  // Home page with its blocks swapped (cta, then hero) and a title of its own; /services keeps hero, then cta.
  const fixture = structuredClone(shipped);
  const home = fixture.routes[0];
  home.title = { en: 'Fixture Home & Friends', ar: 'الصفحة التجريبية والأصدقاء' };
  home.blocks = [home.blocks.at(-1), home.blocks[0]];
  const services = fixture.routes.find((r: { path: string }) => r.path === '/services');
  services.blocks = [services.blocks[0], services.blocks.at(-1)];
  const [homeCta, homeHero] = home.blocks;
  const [servicesHero, servicesCta] = services.blocks;
  // One project with a public address; the shipped demo projects have none.
  fixture.projects[1].url = 'https://live-project.nuqta.qa';

  let homeHtml: string;
  let servicesHtml: string;
  let manifest: PrerenderManifest;

  beforeAll(() => {
    expect(home.path).toBe('/');
    expect([homeCta.type, homeHero.type]).toEqual(['cta', 'hero']);
    expect([servicesHero.type, servicesCta.type]).toEqual(['hero', 'cta']);
    writeFileSync(siteFile, JSON.stringify(fixture, null, 2));

    const server = viteBuild(siteFile, buildDir, ['--ssr', 'src/entry-server.tsx']);
    expect(server.error).toBeUndefined();
    expect(server.status, server.output).toBe(0);
    const client = viteBuild(siteFile, buildDir);
    expect(client.status, client.output).toBe(0);
    expect(client.output).toMatch(/Prerendered \d+ pages, \d+ filtered views and the not-found and offline pages of each language/);

    homeHtml = readFileSync(join(buildDir, 'client/index.html'), 'utf8');
    servicesHtml = readFileSync(join(buildDir, 'client/services/index.html'), 'utf8');
    manifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8'));
  }, buildTimeout * 2);

  it('renders the blocks of each route in the order site.json lists them', () => {
    const position = (html: string, heading: string) => {
      const at = html.indexOf(`>${escapeText(heading)}<`);
      expect(at, `"${heading}" in the page`).toBeGreaterThan(-1);
      return at;
    };
    // Home: the cta was moved before the hero.
    expect(position(homeHtml, homeCta.heading.en)).toBeLessThan(position(homeHtml, homeHero.heading.en));
    // /services: the shipped order, hero first.
    expect(position(servicesHtml, servicesHero.heading.en)).toBeLessThan(position(servicesHtml, servicesCta.heading.en));
    // The hero's heading is the page's one h1, wherever the hero is.
    expect(homeHtml.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(homeHtml).toMatch(new RegExp(`<h1[^>]*>${escapeText(homeHero.heading.en).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));
  });

  it('prerenders the head search engines read: title, description and canonical address', () => {
    expect(homeHtml).toContain(`<title>Fixture Home &amp; Friends | ${fixture.site.brand.en}</title>`);
    expect(homeHtml).toContain(`<meta name="description" content="${escapeText(home.description.en)}" />`);
    expect(homeHtml).toContain(`<link rel="canonical" href="${fixture.site.url}/" />`);
    expect(servicesHtml).toContain(`<title>${escapeText(services.title.en)} | ${fixture.site.brand.en}</title>`);
    expect(servicesHtml).toContain(`<link rel="canonical" href="${fixture.site.url}/services" />`);
    // The Arabic twin: right to left, its own title, and each page naming the other.
    const arabicHome = readFileSync(join(buildDir, 'client/ar/index.html'), 'utf8');
    expect(arabicHome).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHome).toContain(`<title>${escapeText(home.title.ar)} | ${fixture.site.brand.ar}</title>`);
    expect(arabicHome).toContain(`<link rel="alternate" hreflang="en" href="${fixture.site.url}/" />`);
    expect(homeHtml).toContain(`<link rel="alternate" hreflang="ar" href="${fixture.site.url}/ar" />`);
    const notFoundHtml = readFileSync(join(buildDir, 'client/404.html'), 'utf8');
    expect(notFoundHtml).toContain(`<title>${escapeText(fixture.ui.notFound.title.en)} | ${fixture.site.brand.en}</title>`);
    expect(notFoundHtml).toContain('<meta name="robots" content="noindex" />');
    expect(notFoundHtml).not.toContain('rel="canonical"');
  });

  it('preloads the fonts of the page’s language only; the Latin cut for Arabic pages declares its letters', () => {
    const arabicHome = readFileSync(join(buildDir, 'client/ar/index.html'), 'utf8');
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/assets\/([a-z-]+)-[\w-]+\.woff2"/g)].map((m) => m[1]);
    expect(preloads(homeHtml)).toEqual(['inter-text']);
    expect(preloads(arabicHome)).toEqual(['inter-text-ar', 'cairo-text']);
    // Without a unicode-range the browser would fetch a face for every letter to see whether it has it.
    const faces = [...arabicHome.matchAll(/@font-face\{font-family:"([^"]+)"[^}]*?(?:unicode-range:([^}]+))?\}/g)].map((m) => ({ family: m[1], range: m[2] }));
    expect(faces.map((face) => face.family)).toEqual(['Inter Variable', 'Inter Arabic Pages', 'Cairo Variable']);
    expect(faces[0].range).toMatch(/^U\+20-7E(,|$)/);
    expect(faces[1].range).toMatch(/^U\+20[-,]/);
    expect(faces[1].range).not.toMatch(/U\+6[0-9A-F]{2}/); // no Arabic letters: those are Cairo's
    expect(faces[2].range).toBeUndefined();
  });

  it("names the page's own chunks for the boot script, and leaves the blocks' components for later", () => {
    const boot = homeHtml.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"[^>]*data-chunks="([^"]*)"/);
    expect(boot, 'the boot script with data-chunks').not.toBeNull();
    const chunks = boot![2].split(' ').map((file) => file.slice(1));
    for (const file of [boot![1], ...chunks]) expect(existsSync(join(buildDir, 'client', file)), file).toBe(true);
    // The page's blocks (its data) and its language's content; the components hydrate later.
    expect(chunks.some((f) => /^assets\/en-[\w-]+\.js$/.test(f)), chunks.join(', ')).toBe(true);
    expect(chunks.some((f) => /Block-[\w-]+\.js$/.test(f)), chunks.join(', ')).toBe(false);
    // Nothing is fetched before the first paint but the boot script.
    expect(homeHtml).not.toContain('rel="modulepreload"');
    // The app's two files, and only they, open with V8's compile hint (scripts/lib/appChunk.ts).
    const hinted = chunks.filter((file) => readFileSync(join(buildDir, 'client', file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(hinted.map((file) => file.replace(/-[\w-]+\.js$/, ''))).toEqual(['assets/react', 'assets/app']);
  });

  it('inlines the critical CSS and records the hash of every inline style for the CSP', () => {
    const styles = inlineStyles(homeHtml);
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((s) => s.key.startsWith('css') && s.css.length > 0)).toBe(true);
    expect(homeHtml.indexOf('<style data-prerendered-styles=')).toBeLessThan(homeHtml.indexOf('</head>'));

    const homeEntry = manifest.pages.find((p) => p.path === '/');
    expect(homeEntry?.file).toBe('index.html');
    expect(homeHtml).toMatch(/<style>@font-face\{font-family:"Inter Variable"[^<]*url\(\/assets\/inter-text-[\w-]+\.woff2\)/);
    expect(homeEntry?.styleHashes).toEqual(allInlineStyles(homeHtml).map(sha256));
    for (const hash of homeEntry!.styleHashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);

    // Every route of the fixture in each language, and the not-found page, is listed with the hashes of its own file.
    expect(manifest.pages.map((p) => p.path)).toEqual(locales.flatMap((locale) => fixture.routes.map((r: { path: string }) => localizedPath(r.path, locale))));
    for (const page of [...manifest.pages, manifest.notFound]) {
      const html = readFileSync(join(buildDir, 'client', page.file), 'utf8');
      expect(page.styleHashes, page.file).toEqual(allInlineStyles(html).map(sha256));
    }
    expect(manifest.notFound).toMatchObject({ path: null, file: '404.html' });
  });

  const page = (path: string) => readFileSync(join(buildDir, 'client', path.slice(1), 'index.html'), 'utf8');
  const portfolioGrid = shipped.routes.find((r: { path: string }) => r.path === '/portfolio').blocks.find((b: { type: string }) => b.type === 'portfolioGrid');
  const projectDetail = shipped.routes.find((r: { path: string }) => r.path === `/portfolio/${shipped.projects[0].slug}`).blocks[0];
  /** The <a> elements of a page that lead to an address. */
  const linksTo = (html: string, href: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).filter((a) => a.includes(`href="${href}"`));

  it('offers the live site of a project that has one, on its card and its page, in a new tab, and of no other project', () => {
    const withLive = shipped.projects[1];
    const withoutLive = shipped.projects[0];
    const url = 'https://live-project.nuqta.qa';
    const detail = page(`/portfolio/${withLive.slug}`);
    expect(linksTo(detail, url)).toHaveLength(1);
    expect(linksTo(detail, url)[0]).toContain('target="_blank"');
    expect(detail).toContain(`>${escapeText(projectDetail.liveLabel.en)}<`);
    expect(page(`/portfolio/${withoutLive.slug}`)).not.toContain(`>${escapeText(projectDetail.liveLabel.en)}<`);
    const grid = page('/portfolio');
    expect(linksTo(grid, url)).toHaveLength(1);
    expect(grid.match(new RegExp(`aria-label="${escapeText(portfolioGrid.visitLabel.en)}: `, 'g'))).toHaveLength(1);
    expect(page(`/ar/portfolio/${withLive.slug}`)).toContain(`>${escapeText(projectDetail.liveLabel.ar)}<`);
  });
});

describe('building an invalid fixture site', () => {
  it('stops the build with the problem, its pointer and its line in site.json', () => {
    const siteFile = join(workDir, 'invalid-site.json');
    const buildDir = join(workDir, 'invalid');
    const fixture = structuredClone(shipped);
    fixture.routes[0].blocks[0].type = 'herro';
    const text = JSON.stringify(fixture, null, 2);
    writeFileSync(siteFile, text);
    const line = text.split('\n').findIndex((l) => l.includes('"type": "herro"')) + 1;
    expect(line).toBeGreaterThan(1);

    const run = viteBuild(siteFile, buildDir, ['--ssr', 'src/entry-server.tsx']);
    expect(run.error).toBeUndefined();
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('"herro" is not a block type');
    expect(run.output).toContain('/routes/0/blocks/0/type');
    expect(run.output).toContain(`site.json:${line}:`);
    expect(existsSync(join(buildDir, 'server/entry-server.js'))).toBe(false);
  }, buildTimeout);
});
