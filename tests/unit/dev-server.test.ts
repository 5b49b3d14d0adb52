// The dev server's reaction to site.json edits: a valid edit reloads the page, an invalid one
// shows the validation problems in Vite's error overlay.
import { EventEmitter } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { sitePlugin } from '../../scripts/vite-plugin-site.ts';

function fakeDevServer() {
  const sent: any[] = [];
  const invalidated: string[] = [];
  const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
  const modules = new Map([
    ['\0virtual:site', { id: '\0virtual:site' }],
    ['\0virtual:site-page/index', { id: '\0virtual:site-page/index' }],
    ['/src/main.tsx', { id: '/src/main.tsx' }],
  ]);
  const server = {
    watcher,
    ws: { send: (payload: unknown) => sent.push(payload) },
    moduleGraph: { idToModuleMap: modules, invalidateModule: (module: { id: string }) => invalidated.push(module.id) },
  };
  return { server, sent, invalidated, watcher };
}

describe('the dev server plugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuqta-dev-'));
  const siteFile = join(dir, 'site.json');
  copyFileSync(join(projectRoot, 'site.json'), siteFile);
  const { server, sent, invalidated, watcher } = fakeDevServer();
  const plugin = sitePlugin({ siteFile, publicDir: join(projectRoot, 'public') });
  (plugin.configureServer as (s: unknown) => void)(server);

  it('reloads the page and drops the cached site modules after a valid edit', () => {
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    site.routes[0].blocks[0].heading = { en: 'A new headline', ar: 'عنوان جديد' };
    writeFileSync(siteFile, JSON.stringify(site, null, 2));
    watcher.emit('all', 'change', siteFile);
    expect(sent.at(-1)).toEqual({ type: 'full-reload' });
    expect(invalidated).toEqual(['\0virtual:site', '\0virtual:site-page/index']);
  });

  it('shows the problems of an invalid edit in the error overlay, with pointer and line', () => {
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    site.routes[0].blocks[0].type = 'herro';
    writeFileSync(siteFile, JSON.stringify(site, null, 2));
    watcher.emit('all', 'change', siteFile);
    const payload = sent.at(-1);
    expect(payload.type).toBe('error');
    expect(payload.err.message).toMatch(/site\.json:\d+:\d+ route "\/", block 1 \(herro "[^"]+"\), at \/routes\/0\/blocks\/0\/type: "herro" is not a block type/);
  });

  it('ignores changes to other files', () => {
    const before = sent.length;
    watcher.emit('all', 'change', join(dir, 'other.json'));
    expect(sent.length).toBe(before);
  });
});
