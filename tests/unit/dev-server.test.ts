// The dev server's reaction to site.json edits: a valid edit reloads the page, an invalid one
// shows the validation problems in Vite's error overlay.
import { EventEmitter } from 'node:events';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { sitePlugin } from '../../scripts/vite-plugin-site.ts';

function fakeDevServer() {
  const sent: any[] = [];
  const invalidated: string[] = [];
  const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
  const modules = new Map([
    ['\0virtual:site-problems', { id: '\0virtual:site-problems' }],
    ['/src/main.tsx', { id: '/src/main.tsx' }],
  ]);
  const handlers: Array<(request: { url: string }, response: any, next: () => void) => void> = [];
  const server = {
    middlewares: { use: (handler: (typeof handlers)[number]) => handlers.push(handler) },
    watcher,
    ws: { send: (payload: unknown) => sent.push(payload) },
    moduleGraph: { getModuleById: (id: string) => modules.get(id), invalidateModule: (module: { id: string }) => invalidated.push(module.id) },
  };
  /** What the dev server's middleware answers for a URL: status and JSON, or undefined when it passes it on. */
  const get = (url: string) => {
    let answer: { status: number; body: any } | undefined;
    const response = { statusCode: 200, setHeader: () => undefined, end: (text: string) => (answer = { status: response.statusCode, body: JSON.parse(text) }) };
    for (const handler of handlers) handler({ url }, response, () => undefined);
    return answer;
  };
  return { server, sent, invalidated, watcher, get };
}

describe('the dev server plugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuqta-dev-'));
  const siteFile = join(dir, 'site.json');
  copyFileSync(join(projectRoot, 'site.json'), siteFile);
  const { server, sent, invalidated, watcher, get } = fakeDevServer();
  const plugin = sitePlugin({ siteFile, publicDir: join(projectRoot, 'public') });
  (plugin.configureServer as (s: unknown) => void)(server);

  it('reloads the page and drops the cached check of the site after a valid edit', () => {
    const site = JSON.parse(readFileSync(siteFile, 'utf8'));
    site.routes[0].blocks[0].heading = { en: 'A new headline', ar: 'عنوان جديد' };
    writeFileSync(siteFile, JSON.stringify(site, null, 2));
    watcher.emit('all', 'change', siteFile);
    expect(sent.at(-1)).toEqual({ type: 'full-reload' });
    expect(invalidated).toEqual(['\0virtual:site-problems']);
  });

  it('serves the content as the built site\'s data files hold it, as the file is now', () => {
    const english = get('/__site/en.json')!;
    expect(english.status).toBe(200);
    expect(english.body.routes.map((route: { path: string }) => route.path)).toContain('/contact');
    expect(english.body.pages['/']).toBe('/__site/page.json?path=%2F');
    const home = get(english.body.pages['/'])!;
    expect(home.body[0].heading).toBe('A new headline');
    const arabic = get(get('/__site/ar.json')!.body.pages['/ar'])!;
    expect(arabic.body[0].heading).toBe('عنوان جديد');
    expect(get('/__site/page.json?path=/no-such-page')!.status).toBe(404);
    expect(get('/contact')).toBeUndefined();
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

describe('the dev server with an invalid site.json', () => {
  /** A real Vite dev server (no port, no HMR socket) with the site plugin only, on a copy of site.json with a mistake. */
  async function devServerWithMistake() {
    const dir = mkdtempSync(join(tmpdir(), 'nuqta-dev-'));
    const siteFile = join(dir, 'site.json');
    const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
    site.routes[0].blocks[0].type = 'herro';
    const text = JSON.stringify(site, null, 2);
    writeFileSync(siteFile, text);
    const server = await createServer({
      configFile: false,
      root: projectRoot,
      logLevel: 'silent',
      plugins: [sitePlugin({ siteFile, publicDir: join(projectRoot, 'public') })],
      server: { middlewareMode: true, hmr: false, ws: false },
    });
    return { server, siteFile, line: text.split('\n').findIndex((l) => l.includes('"type": "herro"')) + 1 };
  }

  it('starts, and a page loaded (or reloaded) shows the problems alone: no plugin name, no stack trace, a link to the line', async () => {
    const { server, siteFile, line } = await devServerWithMistake();
    try {
      const error = await server.environments.client.transformRequest('virtual:site-problems').then(
        () => undefined,
        (e: any) => e,
      );
      expect(error).toBeDefined();
      // What Vite's overlay shows: "[plugin:…]" from error.plugin, the "at …" lines of error.stack, the file from error.loc.
      expect(error.plugin).toBeUndefined();
      expect(String(error.stack ?? '').split('\n').filter((l: string) => /^\s*at /.test(l))).toEqual([]);
      expect(error.message).toMatch(/^site\.json has 1 problem:\nsite\.json:\d+:\d+ route "\/", block 1 \(herro "[^"]+"\), at \/routes\/0\/blocks\/0\/type: "herro" is not a block type/);
      expect(error.loc).toEqual({ file: siteFile, line, column: expect.any(Number) });
    } finally {
      await server.close();
    }
  });
});
