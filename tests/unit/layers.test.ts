// The project's layers, kept by their imports: the visitor's app imports no server, console or
// build code; the server no build code; the console's page no server code; the code both sides
// share none of either. Type-only imports count too: a type in the wrong layer is the first step
// of code in the wrong layer.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/schemas.ts';

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
  { name: 'the server imports no build code', from: ['src/server'], forbidden: ['scripts'] },
  { name: 'the console’s server imports no build plugin', from: ['studio/server'], forbidden: ['scripts/vite-plugin-prerender.ts', 'studio/vite.config.ts'] },
  { name: 'the console’s page imports no server code', from: ['studio/app'], forbidden: ['studio/server', 'src/server'] },
  { name: 'the code both sides share imports neither', from: ['studio/shared'], forbidden: ['studio/server', 'src/server', 'studio/app'] },
];

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
    const [visitorApp, server, , consolePage, shared] = layers;
    const wrong = [
      { file: 'src/blocks/Hero.tsx', text: "import { leadInbox } from '../server/leads/leadInbox.ts';" },
      { file: 'src/server/app.ts', text: "import type { PrerenderManifest } from '../../scripts/lib/renderSite.ts';" },
      { file: 'studio/app/console/PublishPage.tsx', text: "const lazy = import('../../server/releases/releaseStore.ts');" },
      { file: 'studio/shared/siteChecks.ts', text: "import { blockName } from '../app/draft.ts';" },
    ];
    expect(violations(wrong, visitorApp)).toEqual(['src/blocks/Hero.tsx → src/server/leads/leadInbox.ts']);
    expect(violations(wrong, server)).toEqual(['src/server/app.ts → scripts/lib/renderSite.ts']);
    expect(violations(wrong, consolePage)).toEqual(['studio/app/console/PublishPage.tsx → studio/server/releases/releaseStore.ts']);
    expect(violations(wrong, shared)).toEqual(['studio/shared/siteChecks.ts → studio/app/draft.ts']);
    expect(violations([{ file: 'src/server/app.ts', text: "import { releaseFiles } from './releaseFiles.ts';" }], server)).toEqual([]);
  });
});
