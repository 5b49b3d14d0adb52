// The studio's draft: each change (move, add, duplicate, remove and undo, edits) changes only what
// it says, and edits keep the key order of site.json, so that a save's diff is only the edit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { changeDraft, loadDraft, orderLike, withFollowingPrices, type Draft } from '../../studio/app/draft.ts';
import { itemSummary } from '../../studio/app/form/itemSummary.ts';
import { errorSchemaAt } from '../../studio/app/problems.ts';
import { describeProblem } from '../../studio/shared/problemWords.ts';
import type { StudioProblem } from '../../studio/shared/api.ts';

const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const types = (draft: Draft, route = 0) => draft.site.routes[route].blocks.map((block) => block.type);

describe('changing the draft', () => {
  it('moves a block, and its key with it', () => {
    const draft = loadDraft(site);
    const moved = changeDraft(draft, { type: 'moveBlock', route: 0, from: 1, to: 3 });
    expect(types(moved)).toEqual(['hero', 'testimonials', 'highlights', 'cardGrid', 'cta']);
    expect(moved.keys[0][3]).toBe(draft.keys[0][1]);
    // Nothing else changed: the other routes are the very same objects.
    expect(moved.site.routes[1]).toBe(draft.site.routes[1]);
    expect(draft.site.routes[0].blocks.map((b) => b.type)).toEqual(['hero', 'cardGrid', 'testimonials', 'highlights', 'cta']);
  });

  it('duplicates a block after itself, as a copy with a key of its own', () => {
    const draft = loadDraft(site);
    const copied = changeDraft(draft, { type: 'duplicateBlock', route: 0, index: 4 });
    expect(types(copied)).toEqual(['hero', 'cardGrid', 'testimonials', 'highlights', 'cta', 'cta']);
    expect(copied.site.routes[0].blocks[5]).toEqual(copied.site.routes[0].blocks[4]);
    expect(copied.site.routes[0].blocks[5]).not.toBe(copied.site.routes[0].blocks[4]);
    expect(new Set(copied.keys[0]).size).toBe(6);
  });

  it('removes a block, and undoing puts it back where it was, with its key', () => {
    const draft = loadDraft(site);
    const block = draft.site.routes[0].blocks[2];
    const removed = changeDraft(draft, { type: 'removeBlock', route: 0, index: 2 });
    expect(types(removed)).toEqual(['hero', 'cardGrid', 'highlights', 'cta']);
    const undone = changeDraft(removed, { type: 'insertBlock', route: 0, at: 2, block, key: draft.keys[0][2] });
    expect(undone.site).toEqual(draft.site);
    expect(undone.keys).toEqual(draft.keys);
  });

  it('removes a route and puts it back', () => {
    const draft = loadDraft(site);
    const removed = changeDraft(draft, { type: 'removeRoute', index: 1 });
    expect(removed.site.routes).toHaveLength(site.routes.length - 1);
    const undone = changeDraft(removed, { type: 'insertRoute', at: 1, route: draft.site.routes[1], keys: draft.keys[1] });
    expect(undone.site).toEqual(draft.site);
  });

  it('keeps the key order of an edited block, even for a field cleared and typed again', () => {
    const draft = loadDraft(site);
    const cta = draft.site.routes[0].blocks[4];
    const { text, ...withoutText } = cta;
    const cleared = changeDraft(draft, { type: 'editBlock', route: 0, index: 4, block: withoutText as typeof cta });
    // The form adds a field typed again at the end of the object.
    const retyped = changeDraft(cleared, { type: 'editBlock', route: 0, index: 4, block: { ...cleared.site.routes[0].blocks[4], text } });
    expect(Object.keys(retyped.site.routes[0].blocks[4])).toEqual(Object.keys(cta));
    expect(JSON.stringify(retyped.site)).toBe(JSON.stringify(site));
  });

  it('keeps the key order of an edited section', () => {
    const draft = loadDraft(site);
    const { phone, ...rest } = site.site;
    const edited = changeDraft(draft, { type: 'editSection', section: 'facts', value: { ...rest, phone: '+974 4000 9999' } });
    expect(Object.keys(edited.site.site)).toEqual(Object.keys(site.site));
  });
});

describe('orderLike', () => {
  it('orders keys as the reference does, at every depth; new keys follow', () => {
    const value = { b: 1, a: { y: 2, x: 1 }, c: [{ q: 1, p: 2 }], n: 0 };
    const ordered = orderLike({ a: { x: 0, y: 0 }, b: 0, c: [{ p: 0, q: 0 }] }, value);
    expect(JSON.stringify(ordered)).toBe('{"a":{"x":1,"y":2},"b":1,"c":[{"p":2,"q":1}],"n":0}');
  });

  it('leaves a part of another kind in a place (a heading inserted before a paragraph) in its own order', () => {
    const body = [{ type: 'heading', level: 3, text: 'new' }, { type: 'paragraph', text: 'old' }];
    expect(JSON.stringify(orderLike([{ text: 'old', type: 'paragraph' }], body))).toBe(JSON.stringify(body));
  });
});

describe('problems beside their fields', () => {
  const problem = (pointer: string, message: string) => ({ pointer, message, report: `site.json ${message}` }) as StudioProblem;
  const problems = [
    problem('/routes/0/blocks/4/heading/en', 'must not be empty'),
    problem('/routes/0/blocks/4/actions/0/href', 'links to "/x"'),
    problem('/routes/0/blocks/4', 'is missing the required field "actions"'),
    problem('/routes/0/blocks/3/heading/en', 'elsewhere'),
    problem('/routes/0/path', 'a path problem'),
  ];

  it('become the error tree of the block form', () => {
    expect(errorSchemaAt(problems, '/routes/0/blocks/4')).toEqual({
      __errors: ['is missing the required field "actions"'],
      heading: { en: { __errors: ['must not be empty'] } },
      actions: { 0: { href: { __errors: ['links to "/x"'] } } },
    });
  });

  it('of the route settings keep only their fields', () => {
    expect(errorSchemaAt(problems, '/routes/0', ['path', 'title', 'description'])).toEqual({ path: { __errors: ['a path problem'] } });
  });
});

describe('the names of folded list items', () => {
  it('are their first text a visitor reads, rather than an id', () => {
    const faq = site.routes.find((route: { path: string }) => route.path === '/faq').blocks.find((block: { type: string }) => block.type === 'faq');
    expect(itemSummary(faq.categories[0])).toBe(faq.categories[0].label.en);
    expect(itemSummary(faq.categories[0].items[0])).toBe(faq.categories[0].items[0].question.en);
  });
});

describe('a plan’s price', () => {
  const small = { id: 'small', price: 1500, renewal: 1500, firstYearTotal: 3000 };
  it('carries the hosting and the first-year total that followed it', () => {
    expect(withFollowingPrices([small], [{ ...small, price: 1700 }])).toEqual([{ id: 'small', price: 1700, renewal: 1700, firstYearTotal: 3400 }]);
  });
  it('leaves a hosting price set apart from it, and the total follows the two', () => {
    const apart = { ...small, renewal: 1200, firstYearTotal: 2700 };
    expect(withFollowingPrices([apart], [{ ...apart, price: 1700 }])).toEqual([{ id: 'small', price: 1700, renewal: 1200, firstYearTotal: 2900 }]);
  });
  it('takes a total typed by hand as it is (the validation says if it does not add up)', () => {
    expect(withFollowingPrices([small], [{ ...small, price: 1700, firstYearTotal: 3500 }])).toEqual([{ id: 'small', price: 1700, renewal: 1700, firstYearTotal: 3500 }]);
  });
});

describe('a problem in words', () => {
  const site = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
  const problem = (pointer: string, message: string) => ({ pointer, message, report: `site.json:1:1 at ${pointer}: ${message}` }) as StudioProblem;
  it('names the page, the block and the field, and says what is wrong plainly', () => {
    const pricing = site.routes.findIndex((route: { path: string }) => route.path === '/pricing');
    expect(describeProblem(problem(`/routes/${pricing}/blocks/1/heading/en`, 'must not be empty'), site)).toEqual({
      where: 'Pricing, block 2 ‘Pricing table: Website Plans and Custom Solutions’, Heading (English)',
      what: 'is empty',
    });
    expect(describeProblem(problem(`/routes/${pricing}/blocks/3/actions/0/label/ar`, 'must not be only spaces'), site).where).toBe(
      'Pricing, block 4 ‘Call to action: Pay Half Now, Half on Completion’, Actions, item 1, Label (Arabic)',
    );
    expect(describeProblem(problem(`/routes/${pricing}/title/en`, 'must not be empty'), site).where).toBe('Pricing, Title (English)');
  });
  it('names a site-wide part and its item', () => {
    expect(describeProblem(problem('/plans/0/price', 'must be a number, not null'), site)).toEqual({ where: 'Plans and prices, “Small Business”, Price', what: 'needs a number' });
  });
});
