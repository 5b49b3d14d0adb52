// The site's service worker (src/server/render/pwa.ts) controls every page of the origin, the console's
// included: nothing of the console, and above all nothing of a lead, may go into its caches.
// Workbox takes the first rule whose pattern matches; the console's requests must meet NetworkOnly.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { pwaOptions } from '../../src/server/render/pwa.ts';
import { siteJson } from '../support/siteTexts.ts';

type Match = (context: { url: URL; request: { mode: string; destination: string }; sameOrigin: boolean; event?: { type: string } }) => boolean;

it('sends every request of the console and its leads to the network, never to a cache', () => {
  const rules = pwaOptions(siteJson, mkdtempSync(join(tmpdir(), 'nuqta-pwa-'))).workbox!.runtimeCaching as RuntimeCaching[];
  const handlerFor = (path: string, mode: string, destination = '') =>
    rules.find((rule) => (rule.urlPattern as Match)({ url: new URL(path, 'https://nuqta.qa'), request: { mode, destination }, sameOrigin: true }))?.handler;
  for (const path of ['/studio/api/leads', '/studio/api/leads/NQ-7K4M2P', '/studio/api/leads/stream', '/studio/api/leads/export.csv', '/studio/api/subscribers', '/studio/api/me'])
    for (const mode of ['cors', 'same-origin', 'navigate']) expect(handlerFor(path, mode), `${mode} ${path}`).toBe('NetworkOnly');
  for (const path of ['/studio', '/studio/leads', '/studio/leads/NQ-7K4M2P']) expect(handlerFor(path, 'navigate', 'document'), path).toBe('NetworkOnly');
  // The console's own scripts too, which are for members only.
  expect(handlerFor('/studio/assets/index-1.js', 'cors', 'script')).toBe('NetworkOnly');
  // While the site's pages are kept as they are visited.
  expect(handlerFor('/contact', 'navigate', 'document')).toBe('NetworkFirst');
});
