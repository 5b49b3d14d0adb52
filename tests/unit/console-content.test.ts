// The console's save of site.json: one made from an older version than the latest is refused,
// and the answer carries the latest (its text, hash, who and when), for the page to merge with.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { openSqliteStore } from '../../src/server/leads/sqliteStore.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { contentRoutes, type ContentRoutesOptions } from '../../src/server/console/contentRoutes.ts';
import { contentStore } from '../../src/server/content/contentStore.ts';
import { uploadStore } from '../../src/server/images/uploadStore.ts';
import type { TeamStore } from '../../src/server/team/teamStore.ts';

const originalText = readFileSync(join(projectRoot, 'site.json'), 'utf8');

it('offers the project’s images to pick from, and says it takes uploads (tests/unit/console-images.test.ts)', async () => {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-content-')), 'leads.db'));
  const app = Fastify();
  const team = { record: async () => undefined } as unknown as TeamStore;
  await contentRoutes(app, { team, content: contentStore(store.database, () => originalText), uploads: uploadStore(store.database) } as ContentRoutesOptions);
  try {
    const library = (await app.inject({ method: 'GET', url: '/api/images' })).json();
    expect(library.uploads).toBe(true);
    const site = JSON.parse(originalText);
    const offered = library.images.map((image: { src: string }) => image.src);
    for (const item of [...site.articles, ...site.projects]) expect(offered).toContain(item.image.src);
    expect(offered.filter((src: string) => /-(640\.|1280\.avif)/.test(src))).toEqual([]);
  } finally {
    await app.close();
    await store.close();
  }
});

it('refuses a save made from an older version, with the newer one for the page to merge its draft with', async () => {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-content-')), 'leads.db'));
  const app = Fastify();
  // The console plugin signs members in; here every request is Ali's.
  const member: { email: string; language?: 'en' | 'ar' } = { email: 'ali@nuqta.qa' };
  app.decorateRequest('member', undefined);
  app.addHook('onRequest', async (request) => void ((request as any).member = member));
  const team = { record: async () => undefined } as unknown as TeamStore;
  await contentRoutes(app, { team, content: contentStore(store.database, () => originalText), uploads: uploadStore(store.database) } as ContentRoutesOptions);
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
    expect(refused.json()).toMatchObject({ code: 'savedMeanwhile', title: 'Not saved: someone saved a newer version' });
    expect(refused.json().message).toMatch(/^ali@nuqta\.qa saved a newer version at /);
    // A member who chose Arabic reads the refusal in Arabic (the studio shows its title and message).
    member.language = 'ar';
    const inArabic = (await app.inject({ method: 'POST', url: '/api/save', payload: { site: second, baseHash: opened.hash } })).json();
    expect(inArabic).toMatchObject({ status: 'conflict', code: 'savedMeanwhile', title: 'لم يُحفظ: حفظ شخص آخر نسخة أحدث' });
    expect(inArabic.message).toMatch(/^حفظ \u2068ali@nuqta\.qa\u2069 نسخة أحدث في /);
  } finally {
    await app.close();
    await store.close();
  }
});

it('answers the warnings of a saved version, the latest unless asked, from the checks’ thread', async () => {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'nuqta-content-')), 'leads.db'));
  const app = Fastify();
  app.decorateRequest('member', undefined);
  app.addHook('onRequest', async (request) => void ((request as any).member = { email: 'ali@nuqta.qa' }));
  const team = { record: async () => undefined } as unknown as TeamStore;
  await contentRoutes(app, { team, content: contentStore(store.database, () => originalText), uploads: uploadStore(store.database) } as ContentRoutesOptions);
  try {
    const first = (await app.inject({ method: 'GET', url: '/api/content/checks' })).json();
    expect(first.checks.map((check: { kind: string }) => check.kind)).toEqual(Array(33).fill('titleLength'));
    const opened = (await app.inject({ method: 'GET', url: '/api/session' })).json();
    const site = structuredClone(opened.site);
    const pricing = site.routes.findIndex((route: { path: string }) => route.path === '/pricing');
    site.routes[pricing].blocks[3].actions[0].label.en = 'Click here';
    expect((await app.inject({ method: 'POST', url: '/api/save', payload: { site, baseHash: opened.hash } })).statusCode).toBe(200);
    const latest = (await app.inject({ method: 'GET', url: '/api/content/checks' })).json();
    expect(latest.version).not.toBe(first.version);
    expect(latest.checks).toContainEqual(expect.objectContaining({ kind: 'linkText', pointer: `/routes/${pricing}/blocks/3/actions/0/label/en`, severity: 'warning' }));
    const older = (await app.inject({ method: 'GET', url: `/api/content/checks?version=${first.version}` })).json();
    expect(older.checks).toEqual(first.checks);
    expect((await app.inject({ method: 'GET', url: '/api/content/checks?version=none' })).statusCode).toBe(404);
  } finally {
    await app.close();
    await store.close();
  }
});
