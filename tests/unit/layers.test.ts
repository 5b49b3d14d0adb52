// The project's layers, kept by their imports: everything the server process runs lives in
// src/server (the site's and the console's routes, the stores, the release's render); the visitor's
// app (the rest of src/) imports no server, console or build code; the server imports no build code
// (scripts/: commands, Vite plugins, benchmarks, which may import the server); the console's page
// (studio/app) no server code; the code both sides share (studio/shared) none of either. Type-only
// imports count too: a type in the wrong layer is the first step of code in the wrong layer.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';

interface Layer {
  /** What the rule keeps apart, in words. */
  name: string;
  /** The importing files: folders relative to the project, with folders left out. */
  from: string[];
  except?: string[];
  /** The folders they may not import from. */
  forbidden: string[];
}

const layers: Layer[] = [
  { name: 'the visitor’s app imports no server, console or build code', from: ['src'], except: ['src/server'], forbidden: ['src/server', 'studio', 'scripts'] },
  { name: 'the server imports no build code and no console page', from: ['src/server'], forbidden: ['scripts', 'studio/app', 'studio/vite.config.ts'] },
  { name: 'the console’s page imports no server or build code', from: ['studio/app'], forbidden: ['src/server', 'scripts'] },
  { name: 'the code both sides share imports neither, nor build code', from: ['studio/shared'], forbidden: ['src/server', 'studio/app', 'scripts'] },
]

const importPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The relative imports of a file's text, as project paths. */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(importPattern)].map((match) => relative(projectRoot, resolve(projectRoot, dirname(file), match[1])));
}

/** "file → import" for every import a layer forbids. */
function violations(files: Array<{ file: string; text: string }>, layer: Layer): string[] {
  return files
    .filter(({ file }) => layer.from.some((folder) => inside(file, folder)) && !layer.except?.some((folder) => inside(file, folder)))
    .flatMap(({ file, text }) => importsOf(file, text).filter((target) => layer.forbidden.some((folder) => inside(target, folder))).map((target) => `${file} → ${target}`));
}

function sourceFiles(folder: string): Array<{ file: string; text: string }> {
  return readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))
    .map((file) => ({ file, text: readFileSync(join(projectRoot, file), 'utf8') }));
}

const files = [...sourceFiles('src'), ...sourceFiles('studio')];

describe('the layers', () => {
  for (const layer of layers)
    it(layer.name, () => {
      expect(violations(files, layer)).toEqual([]);
    });

  it('a deliberately wrong import is caught, a right one is not', () => {
    const [visitorApp, server, consolePage, shared] = layers;
    const wrong = [
      { file: 'src/blocks/Hero.tsx', text: "import { leadInbox } from '../server/leads/leadInbox.ts';" },
      { file: 'src/server/app.ts', text: "import type { PluginOption } from '../../scripts/vite-plugin-prerender.ts';" },
      { file: 'studio/app/console/PublishPage.tsx', text: "const lazy = import('../../../src/server/releases/releaseStore.ts');" },
      { file: 'studio/shared/siteChecks.ts', text: "import { blockName } from '../app/draft.ts';" },
    ];
    expect(violations(wrong, visitorApp)).toEqual(['src/blocks/Hero.tsx → src/server/leads/leadInbox.ts']);
    expect(violations(wrong, server)).toEqual(['src/server/app.ts → scripts/vite-plugin-prerender.ts']);
    expect(violations(wrong, consolePage)).toEqual(['studio/app/console/PublishPage.tsx → src/server/releases/releaseStore.ts']);
    expect(violations(wrong, shared)).toEqual(['studio/shared/siteChecks.ts → studio/app/draft.ts']);
    expect(violations([{ file: 'src/server/app.ts', text: "import { renderSite } from './render/renderSite.ts';" }], server)).toEqual([]);
  });
});
