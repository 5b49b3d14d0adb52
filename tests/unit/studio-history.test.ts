// The studio's history (undo and redo, one step per field while typing), the rewrite of a renamed
// page's links, and its search across the site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { validateSiteText } from '../../src/server/render/validateSite.ts';
import { changeDraft, loadDraft, type Draft, type DraftChange } from '../../studio/app/draft.ts';
import { changedPath, describeChange, emptyHistory, historyLimit, pause, record, redo, undo, type History } from '../../studio/app/history.ts';
import { findLinks, redirectsAfterRename, retargetLinks } from '../../studio/app/links.ts';
import { fold, search, searchIndex, snippet } from '../../studio/app/search.ts';
import type { SiteData } from '../../studio/shared/siteData.ts';

const site: SiteData = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const pricing = site.routes.findIndex((route) => route.path === '/pricing');

/** Makes a change at a time, as the studio does, and returns the draft and the history. */
function apply(state: { draft: Draft; history: History }, change: DraftChange, at: number) {
  const after = changeDraft(state.draft, change);
  const step = describeChange(state.draft, after, change);
  return step ? { draft: after, history: record(state.history, { ...step, id: at, before: state.draft, after, at }) } : state;
}

/** Typing `text` into the hero's English heading of /pricing, one key every `every` ms from `start`. */
function type(state: { draft: Draft; history: History }, text: string, start: number, every: number, field: 'en' | 'ar' = 'en') {
  for (let i = 1; i <= text.length; i++) {
    const hero = state.draft.site.routes[pricing].blocks[0] as any;
    state = apply(state, { type: 'editBlock', route: pricing, index: 0, block: { ...hero, heading: { ...hero.heading, [field]: text.slice(0, i) } } }, start + i * every);
  }
  return state;
}

describe('the history of the draft', () => {
  const start = () => ({ draft: loadDraft(site), history: emptyHistory });

  it('finds where two values differ', () => {
    expect(changedPath({ a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } })).toEqual(['a', 'c']);
    expect(changedPath({ a: [1, 2] }, { a: [1, 2] })).toBeUndefined();
    expect(changedPath({ a: 1, b: 1 }, { a: 2, b: 2 })).toEqual([]);
    expect(changedPath({ a: { en: 'x' } }, { a: { en: 'x', ar: 'y' } })).toEqual(['a', 'ar']);
  });

  it('groups the keys typed in one field into one step, and undoes them at once', () => {
    const typed = type(start(), 'Prices you can plan', 1000, 120);
    expect(typed.history.past).toHaveLength(1);
    expect(typed.history.past[0].label).toBe('Edit Hero on /pricing: Heading (English)');
    expect((typed.draft.site.routes[pricing].blocks[0] as any).heading.en).toBe('Prices you can plan');
    const undone = undo(typed.history)!;
    expect(undone.draft.site).toBe(site);
    expect(undone.step.where).toEqual({ kind: 'route', route: pricing, block: typed.draft.keys[pricing][0] });
    expect(redo(undone.history)!.draft).toBe(typed.draft);
  });

  it('starts a new step after a pause, and in another field', () => {
    let state = type(start(), 'Clear', 0, 100);
    state = type(state, 'Clear prices', 100 * 5 + pause, 100);
    expect(state.history.past).toHaveLength(2);
    state = type(state, 'أسعار', 3000, 100, 'ar');
    expect(state.history.past).toHaveLength(3);
    expect(state.history.past[2].label).toBe('Edit Hero on /pricing: Heading (Arabic)');
  });

  it('never joins moves, removals or additions, and a new change clears what could be redone', () => {
    let state = apply(start(), { type: 'moveBlock', route: 0, from: 1, to: 2 }, 0);
    state = apply(state, { type: 'moveBlock', route: 0, from: 2, to: 1 }, 10);
    expect(state.history.past.map((step) => step.label)).toEqual(['Move Cards on /', 'Move Cards on /']);
    const undone = undo(state.history)!;
    expect(undone.history.future).toHaveLength(1);
    const after = apply({ draft: undone.draft, history: undone.history }, { type: 'removeBlock', route: 0, index: 4 }, 20);
    expect(after.history.future).toEqual([]);
    expect(after.history.past.at(-1)!.label).toBe('Remove Call to action from /');
  });

  it('keeps the last 200 steps', () => {
    let state = start();
    for (let i = 0; i < historyLimit + 20; i++) state = apply(state, { type: 'moveBlock', route: 0, from: 0, to: 1 }, i);
    expect(state.history.past).toHaveLength(historyLimit);
  });

  it('makes no step for a change that changes nothing (a form answering its own update)', () => {
    const draft = loadDraft(site);
    const hero = draft.site.routes[pricing].blocks[0];
    const change: DraftChange = { type: 'editBlock', route: pricing, index: 0, block: structuredClone(hero) };
    expect(describeChange(draft, changeDraft(draft, change), change)).toBeUndefined();
  });

  it('names site-wide edits by their part and item', () => {
    const draft = loadDraft(site);
    const plans = structuredClone(site.plans!);
    plans[1].price += 100;
    const change: DraftChange = { type: 'editSection', section: 'plans', value: plans };
    // The yearly figures follow the price: the whole plan changed.
    expect(describeChange(draft, changeDraft(draft, change), change)?.label).toBe('Edit Plans and prices: “Medium Business”');
  });

  it('says each step in Arabic in the Arabic studio, the path kept in its own direction', () => {
    const draft = loadDraft(site);
    const plans = structuredClone(site.plans!);
    plans[1].price += 100;
    const edit: DraftChange = { type: 'editSection', section: 'plans', value: plans };
    expect(describeChange(draft, changeDraft(draft, edit), edit, 'ar')?.label).toBe('تعديل الباقات والأسعار: «\u2068الأعمال المتوسطة\u2069»');
    const hero = site.routes[pricing].blocks[0] as any;
    const typed: DraftChange = { type: 'editBlock', route: pricing, index: 0, block: { ...hero, heading: { ...hero.heading, en: 'Clear' } } };
    expect(describeChange(draft, changeDraft(draft, typed), typed, 'ar')?.label).toBe('تعديل الواجهة الرئيسية في \u2068/pricing\u2069: العنوان (بالإنجليزية)');
    const moved: DraftChange = { type: 'moveBlock', route: pricing, from: 0, to: 1 };
    expect(describeChange(draft, changeDraft(draft, moved), moved, 'ar')?.label).toBe('نقل الواجهة الرئيسية في \u2068/pricing\u2069');
    const retarget: DraftChange = { type: 'retargetLinks', route: pricing, from: '/pricing', to: '/plans', redirect: true };
    expect(describeChange(draft, changeDraft(draft, retarget), retarget, 'ar')?.label).toBe('تحديث الروابط إلى \u2068/pricing\u2069 وإضافة تحويل');
  });
});

describe('a renamed page’s links', () => {
  it('finds every link to /pricing wherever it is, not the route’s own path', () => {
    const links = findLinks(site, '/pricing');
    expect(links).toHaveLength(13);
    // A marked word's link, in each language.
    expect(links.filter((pointer) => /^\/articles\/\d+\/body\/\d+\/text\/(en|ar)\/\d+\/href$/.test(pointer))).toHaveLength(6);
    expect(links.some((pointer) => pointer.startsWith('/layout/header/'))).toBe(true);
    expect(links).not.toContain(`/routes/${pricing}/path`);
  });

  it('rewrites exact links and those with a #part or a ?query, and nothing else; the rest of the site is shared', () => {
    const small = {
      routes: [{ path: '/plans', blocks: [{ type: 'cta', href: '/pricing#plans' }, { type: 'cta', href: '/pricing?x=1' }, { type: 'cta', href: '/pricing-old' }] }],
      layout: { header: { href: '/pricing' }, footer: { text: 'see /pricing' } },
      redirects: [{ from: '/pricing', to: '/x' }],
    } as unknown as SiteData;
    const rewritten = retargetLinks(small, '/pricing', '/plans') as any;
    expect(rewritten.routes[0].blocks.map((block: any) => block.href)).toEqual(['/plans#plans', '/plans?x=1', '/pricing-old']);
    expect(rewritten.layout.header.href).toBe('/plans');
    expect(rewritten.layout.footer).toBe(small.layout.footer);
    expect(rewritten.redirects[0].from).toBe('/pricing');
  });

  it('adds one redirect from the old address, and drops any from the new one, even without adding one', () => {
    expect(redirectsAfterRename([{ from: '/a', to: '/b' }], '/pricing', '/plans', true)).toEqual([{ from: '/a', to: '/b' }, { from: '/pricing', to: '/plans' }]);
    expect(redirectsAfterRename([{ from: '/pricing', to: '/old' }, { from: '/plans', to: '/pricing' }], '/pricing', '/plans', true)).toEqual([{ from: '/pricing', to: '/plans' }]);
    expect(redirectsAfterRename(undefined, '/pricing', '/plans', true)).toEqual([{ from: '/pricing', to: '/plans' }]);
    // Renamed back to /pricing after a rename to /plans: the old redirect from /pricing would replace the page.
    expect(redirectsAfterRename([{ from: '/pricing', to: '/plans' }], '/plans', '/pricing', false)).toEqual([]);
    expect(redirectsAfterRename(undefined, '/plans', '/pricing', false)).toBeUndefined();
  });

  it('leaves a site that passes npm run validate after a rename, as one step', () => {
    let draft = loadDraft(site);
    draft = changeDraft(draft, { type: 'editRoute', route: pricing, fields: { ...site.routes[pricing], path: '/plans' } });
    expect(validateSiteText(JSON.stringify(draft.site, null, 2)).ok).toBe(false);
    const change: DraftChange = { type: 'retargetLinks', route: pricing, from: '/pricing', to: '/plans', redirect: true };
    const renamed = changeDraft(draft, change);
    expect(validateSiteText(JSON.stringify(renamed.site, null, 2)).problems).toEqual([]);
    expect(renamed.site.redirects).toContainEqual({ from: '/pricing', to: '/plans' });
    expect(describeChange(draft, renamed, change)?.label).toBe('Update the links to /pricing and add a redirect');

    // And back, without a redirect: the links follow again, and the redirect from /pricing goes.
    let back = changeDraft(renamed, { type: 'editRoute', route: pricing, fields: { ...renamed.site.routes[pricing], path: '/pricing' } });
    back = changeDraft(back, { type: 'retargetLinks', route: pricing, from: '/plans', to: '/pricing', redirect: false });
    expect(validateSiteText(JSON.stringify(back.site, null, 2)).problems).toEqual([]);
    expect(back.site.redirects).toEqual(site.redirects);
  });
});

describe('search across the site', () => {
  const index = searchIndex(site, loadDraft(site).keys);

  it('names the places of its results in Arabic in the Arabic studio', () => {
    const { results } = search(searchIndex(site, loadDraft(site).keys, 'ar'), 'حدثنا عن مشروعك');
    expect(results[0].entry).toMatchObject({ place: '/contact · تواصل معنا', block: 'القسم 3، نماذج التواصل: \u2068حدّثنا عن مشروعك\u2069', field: 'العنوان (بالعربية)' });
    // A block type and a site-wide part are found by their Arabic names.
    expect(search(searchIndex(site, loadDraft(site).keys, 'ar'), 'جدول الأسعار').results[0].entry.field).toBe('نوع القسم');
    expect(search(searchIndex(site, loadDraft(site).keys, 'ar'), 'الباقات والأسعار').results[0].entry).toMatchObject({ place: 'الباقات والأسعار', field: 'جزء من الموقع' });
  });

  it('folds Arabic as people type it: without short vowels, alef and ya variants alike', () => {
    expect(fold('حدّثنا').folded).toBe('حدثنا');
    expect(fold('أسعار إضافية آمنة مستوى').folded).toBe('اسعار اضافيه امنه مستوي');
    expect(fold('Clear Prices').folded).toBe('clear prices');
  });

  it('finds an Arabic text typed without its shadda, the whole text first, and shows it as written', () => {
    const { results } = search(index, 'حدثنا عن مشروعك');
    expect(results[0].entry.place).toBe('/contact · Contact Us');
    expect(results[0].entry.field).toBe('Heading (Arabic)');
    expect(snippet(results[0]).match).toBe('حدّثنا عن مشروعك');
  });

  it('finds a text with marked words as it reads, across its parts, in its language', () => {
    const { results } = search(index, 'map on the contact page is loaded');
    expect(results).toHaveLength(1);
    expect(results[0].entry.place).toBe('/privacy · Privacy Policy');
    expect(results[0].entry.language).toBe('en');
    expect(search(index, 'صفحة التواصل من جوجل').results[0].entry.language).toBe('ar');
  });

  it('lists pages and block types before the texts that mention them', () => {
    const { results } = search(index, 'pricing');
    expect(results[0].entry.place).toBe('/pricing · Pricing');
    expect(results.findIndex((result) => result.entry.field === 'Block type')).toBeLessThan(results.findIndex((result) => result.entry.rank === 2));
    const firstFive = search(index, 'pricing', 5);
    expect(firstFive.results).toEqual(results.slice(0, 5));
    expect(firstFive.total).toBe(results.length);
    expect(search(index, '   ').results).toEqual([]);
  });
});

describe('a search result’s snippet', () => {
  it('shows the words around the match, cut between words', () => {
    const [result] = search(searchIndex(site, loadDraft(site).keys), 'hosted on dedicated').results;
    const { before, match, after } = snippet(result, 10);
    expect(match).toBe('hosted on dedicated');
    // "…n days, hosted" would cut a word: the snippet starts after a space, and ends before one.
    expect(before).toMatch(/^…\S/);
    expect(result.entry.text.charAt(result.start - before.length)).toBe(' ');
    expect(after).toMatch(/\S…$/);
  });
});
