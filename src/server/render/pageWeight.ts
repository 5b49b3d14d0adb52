// What each prerendered page costs a visitor, computed from the build output (deterministic, no
// browser): the JavaScript that runs before the visitor acts (the boot script and its static
// imports), the JavaScript its HTML loads (that, the app the boot script imports, the page's
// chunks it names in data-chunks, and their static imports, with its content's data files), the CSS inlined in it, and the HTML
// itself, all gzipped; and apart from those, what hydrates after the frame (MUI, the blocks' and
// the footer's components; src/app/deferred.tsx), as the prerender lists it. The 3D scene, loaded
// later still, is in none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PrerenderManifest } from '../releaseFiles.ts';

export interface PageWeight {
  path: string;
  /** Gzipped bytes of the JavaScript that runs before the visitor acts: the boot script. */
  bootJs: number;
  /** Gzipped bytes of the JavaScript every visit loads. */
  js: number;
  /** Gzipped bytes of the CSS inlined in <style> elements. */
  inlineCss: number;
  /** Gzipped bytes of the HTML document. */
  html: number;
  /** The JavaScript files counted. */
  scripts: string[];
  /** Gzipped bytes of what loads when the visitor starts to use the page: MUI, the blocks' and the footer's components. */
  deferredJs: number;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Static imports of an ES module chunk (import ... from "./x.js" and import "./x.js"). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
}

/** Dynamic imports of a chunk: the boot script's one import is the app. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g)].map((m) => m[1]);
}

export function pageWeights(buildDir: string): PageWeight[] {
  const clientDir = join(buildDir, 'client');
  const manifest: PrerenderManifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8'));
  const files = [...manifest.pages, manifest.notFound];
  // Most pages load the same scripts: each is read and gzipped once.
  const gzipped = new Map<string, number>();
  const texts = new Map<string, string>();
  const textOf = (asset: string) => texts.get(asset) ?? texts.set(asset, readFileSync(join(clientDir, asset), 'utf8')).get(asset)!;
  const gzippedFile = (asset: string) => gzipped.get(asset) ?? gzipped.set(asset, gz(readFileSync(join(clientDir, asset)))).get(asset)!;
  return files.map(({ path, file, deferredChunks = [] }) => {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const boot = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const pageChunks = [...html.matchAll(/data-chunks="([^"]*)"/g)].flatMap((m) => m[1].split(' ').filter(Boolean).map((file) => file.slice(1)));
    const scripts = new Set<string>();
    const visit = (asset: string) => {
      if (scripts.has(asset) || !existsSync(join(clientDir, asset))) return;
      scripts.add(asset);
      for (const imported of staticImports(textOf(asset))) visit(`assets/${imported}`);
    };
    boot.forEach(visit);
    const bootScripts = [...scripts];
    for (const asset of boot) for (const imported of dynamicImports(textOf(asset))) visit(`assets/${imported}`);
    pageChunks.forEach(visit);
    // The page's content, which the app reads as it starts (src/client/siteData.ts): loaded with the scripts, counted with them.
    for (const [, data] of html.matchAll(/data-(?:content|page)="\/([^"]+)"/g)) scripts.add(data);
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const size = (assets: Iterable<string>) => [...assets].reduce((sum, asset) => sum + gzippedFile(asset), 0);
    return {
      path: path ?? '(not found)',
      bootJs: size(bootScripts),
      js: size(scripts),
      deferredJs: size(deferredChunks.filter((asset) => !scripts.has(asset))),
      inlineCss: gz(css),
      html: gz(html),
      scripts: [...scripts],
    };
  });
}
