// What each prerendered page costs a visitor before it is idle, computed from the build output
// (deterministic, no browser): the JavaScript its HTML loads (entry, module preloads and their
// static imports), the CSS inlined in it, and the HTML itself, all gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PrerenderManifest } from '../vite-plugin-prerender.ts';

export interface PageWeight {
  path: string;
  /** Gzipped bytes of the JavaScript loaded before idle. */
  js: number;
  /** Gzipped bytes of the CSS inlined in <style> elements. */
  inlineCss: number;
  /** Gzipped bytes of the HTML document. */
  html: number;
  /** The JavaScript files counted. */
  scripts: string[];
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Static imports of an ES module chunk (import ... from "./x.js" and import "./x.js"). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
}

export function pageWeights(buildDir: string): PageWeight[] {
  const clientDir = join(buildDir, 'client');
  const manifest: PrerenderManifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8'));
  const files = [...manifest.pages, manifest.notFound];
  return files.map(({ path, file }) => {
    const html = readFileSync(join(clientDir, file), 'utf8');
    const roots = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const scripts = new Set<string>();
    const visit = (asset: string) => {
      if (scripts.has(asset) || !existsSync(join(clientDir, asset))) return;
      scripts.add(asset);
      for (const imported of staticImports(readFileSync(join(clientDir, asset), 'utf8'))) visit(`assets/${imported}`);
    };
    roots.forEach(visit);
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    return {
      path: path ?? '(not found)',
      js: [...scripts].reduce((sum, asset) => sum + gz(readFileSync(join(clientDir, asset))), 0),
      inlineCss: gz(css),
      html: gz(html),
      scripts: [...scripts],
    };
  });
}
