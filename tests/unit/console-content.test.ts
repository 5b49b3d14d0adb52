// The console's save of site.json: one made from an older version than the latest is refused,
// and the answer carries the latest (its text, hash, who and when), for the page to merge with.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { projectRoot } from '../../scripts/lib/schemas.ts';
import { contentRoutes, type ContentRoutesOptions } from '../../studio/server/console/contentRoutes.ts';
import { contentStore } from '../../studio/server/content/contentStore.ts';
import type { TeamStore } from '../../studio/server/team/teamStore.ts';

const originalText = readFileSync(join(projectRoot, 'site.json'), 'utf8');

it('refuses a save made from an older version, with the newer one for the page to merge its draft with', async () => {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-content-')), 'leads.db'));
  const app = Fastify();
  // The console plugin signs members in; here every request is Ali's.
  app.decorateRequest('member', undefined);
  app.addHook('onRequest', async (request) => void ((request as any).member = { email: 'ali@nuqta.qa' }));
  const team = { record: async () => undefined } as unknown as TeamStore;
  await contentRoutes(app, { team, content: contentStore(store.database, () => originalText) } as ContentRoutesOptions);
  try {
    const opened = (await app.inject({ method: 'GET', url: '/api/session' })).json();
    const first = structuredClone(opened.site);
    first.routes[0].title.en = 'Saved first';
    const saved = await app.inject({ method: 'POST', url: '/api/save', payload: { site: first, baseHash: opened.hash } });
    expect(saved.statusCode).toBe(200);
    const second = structuredClone(opened.site);
    second.routes[0].blocks[0].heading.en = 'Saved second';
    const refused = await app.inject({ method: 'POST', url: '/api/save', payload: { site: second, baseHash: opened.hash } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 'conflict', theirs: { hash: saved.json().hash, savedBy: 'ali@nuqta.qa', site: first } });
    expect(refused.json().theirs.savedAt).toBeGreaterThan(0);
  } finally {
    await app.close();
    await store.close();
  }
});
