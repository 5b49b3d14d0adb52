// The studio's merge of a draft with a version saved meanwhile: changes to different places are
// both kept, a block moved on one side and edited on the other is merged, and the same place
// changed on both sides (or removed on one and changed on the other) is a conflict to choose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { mergeJson, type Side } from '../../studio/shared/mergeSites.ts';
import type { SiteData } from '../../studio/shared/siteData.ts';
import { conflictPlace, mergedMessage, mergeSummary, sideWords } from '../../studio/app/mergeWords.ts';
import { releaseChanges } from '../../src/server/releases/releaseChanges.ts';

const base: SiteData = JSON.parse(readFileSync(join(projectRoot, 'site.json'), 'utf8'));
const copy = () => structuredClone(base);
const home = (site: SiteData) => site.routes[0];
const heading = (site: SiteData, block: number) => (home(site).blocks[block] as any).heading;

describe('merging a draft with a newer saved version', () => {
  it('keeps both sides’ edits to different texts', () => {
    const mine = copy();
    heading(mine, 0).en = 'Edited in the studio';
    const theirs = copy();
    home(theirs).title.en = 'Edited by hand';
    const { value, conflicts, changes } = mergeJson(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(heading(value, 0).en).toBe('Edited in the studio');
    expect(home(value).title.en).toBe('Edited by hand');
    expect(changes).toEqual([
      { side: 'theirs', pointer: '/routes/0/title', kind: 'changed' },
      { side: 'mine', pointer: '/routes/0/blocks/0/heading', kind: 'changed' },
    ]);
    // Everything else is exactly as it was.
    expect(JSON.stringify({ ...value, routes: value.routes.slice(1) })).toBe(JSON.stringify({ ...base, routes: base.routes.slice(1) }));
    expect(mergeSummary(changes, base)).toBe('their changes to IT Solutions in Qatar & GCC, Title and yours to IT Solutions in Qatar & GCC, block 1 ‘Hero: Next-Level IT Solutions In Qatar & GCC’, Heading are both kept');
    // The Arabic studio says it in Arabic, naming the places by their Arabic names.
    expect(mergeSummary(changes, base, 'ar')).toBe(
      'يُحتفظ بتغييراتهم في حلول تقنية المعلومات في قطر ودول الخليج، العنوان وبتغييراتك في حلول تقنية المعلومات في قطر ودول الخليج، القسم 1 «\u2068الواجهة الرئيسية: \u2068حلول تقنية متقدمة في قطر ودول الخليج\u2069\u2069»، العنوان معاً',
    );
    const message = mergedMessage({ site: theirs, hash: 'h', savedAt: Date.UTC(2026, 11, 7, 14, 5), savedBy: 'ali@nuqta.qa' }, { value, conflicts, changes }, base, 0, 'ar');
    expect(message).toMatch(/^دُمجت مسودتك مع النسخة التي حفظها \u2068ali@nuqta\.qa\u2069 الساعة /);
    expect(message.replace(/\u2068[^\u2069]*\u2069/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('merges a block moved on one side with its text edited on the other', () => {
    const mine = copy();
    const blocks = home(mine).blocks;
    blocks.splice(3, 0, blocks.splice(1, 1)[0]); // the cards after the highlights
    const theirs = copy();
    heading(theirs, 1).en = 'Cards, renamed elsewhere';
    heading(theirs, 4).ar = 'دعوة جديدة';
    const { value, conflicts, changes } = mergeJson(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(home(value).blocks.map((block) => block.type)).toEqual(home(mine).blocks.map((block) => block.type));
    expect(mergeSummary(changes, base)).toMatch(/^their changes to .*, block 2 ‘Cards: .*’, Heading; .*, block 5 .*, Heading and yours to IT Solutions in Qatar & GCC, Blocks: the order are both kept$/);
    expect(heading(value, 3).en).toBe('Cards, renamed elsewhere');
    expect(heading(value, 4).ar).toBe('دعوة جديدة');
  });

  it('keeps a block inserted on one side and an edit and a removal on the other', () => {
    const mine = copy();
    home(mine).blocks.splice(2, 0, { type: 'cta', heading: { en: 'New call', ar: 'دعوة' }, actions: [] } as any);
    const theirs = copy();
    heading(theirs, 0).en = 'Hero, edited elsewhere';
    home(theirs).blocks.splice(3, 1);
    const { value, conflicts } = mergeJson(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(home(value).blocks.map((block) => block.type)).toEqual(['hero', 'cardGrid', 'cta', 'testimonials', 'cta']);
    expect(heading(value, 0).en).toBe('Hero, edited elsewhere');
    expect(heading(value, 2).en).toBe('New call');
  });

  it('finds a conflict in the same text changed on both sides, settled by a choice per text', () => {
    const mine = copy();
    heading(mine, 0).en = 'Mine';
    const theirs = copy();
    heading(theirs, 0).en = 'Theirs';
    heading(theirs, 4).en = 'Theirs elsewhere';
    const { conflicts } = mergeJson(base, mine, theirs);
    expect(conflicts).toEqual([{ pointer: '/routes/0/blocks/0/heading', kind: 'changed', base: heading(base, 0), mine: heading(mine, 0), theirs: heading(theirs, 0) }]);
    expect(conflictPlace(conflicts[0], base)).toBe('IT Solutions in Qatar & GCC, block 1 ‘Hero: Next-Level IT Solutions In Qatar & GCC’, Heading');
    for (const side of ['mine', 'theirs'] as Side[]) {
      const settled = mergeJson(base, mine, theirs, { [conflicts[0].pointer]: side });
      expect(settled.conflicts).toEqual([]);
      expect(heading(settled.value, 0).en).toBe(side === 'mine' ? 'Mine' : 'Theirs');
      expect(heading(settled.value, 4).en).toBe('Theirs elsewhere');
    }
  });

  it('finds a conflict in a block removed on one side and edited on the other', () => {
    const mine = copy();
    home(mine).blocks.splice(2, 1);
    const theirs = copy();
    heading(theirs, 2).en = 'Testimonials, edited elsewhere';
    const { conflicts } = mergeJson(base, mine, theirs);
    expect(conflicts).toMatchObject([{ pointer: '/routes/0/blocks/2', kind: 'removed', mine: undefined }]);
    expect(conflictPlace(conflicts[0], base)).toBe('IT Solutions in Qatar & GCC, block 3 ‘Testimonials: What Our Clients Say’: removed on one side, changed on the other');
    expect([sideWords(conflicts[0].mine), sideWords(conflicts[0].theirs)]).toEqual([{ en: 'Removed' }, { en: 'Testimonials: Testimonials, edited elsewhere' }]);
    const removed = mergeJson(base, mine, theirs, { '/routes/0/blocks/2': 'mine' }).value;
    expect(home(removed).blocks.map((block) => block.type)).toEqual(['hero', 'cardGrid', 'highlights', 'cta']);
    const kept = mergeJson(base, mine, theirs, { '/routes/0/blocks/2': 'theirs' }).value;
    expect(home(kept).blocks.map((block) => block.type)).toEqual(['hero', 'cardGrid', 'testimonials', 'highlights', 'cta']);
    expect(heading(kept, 2).en).toBe('Testimonials, edited elsewhere');
  });

  it('finds a conflict when both sides reorder the same list differently', () => {
    const mine = copy();
    home(mine).blocks.reverse();
    const theirs = copy();
    home(theirs).blocks.push(home(theirs).blocks.shift()!);
    const { conflicts } = mergeJson(base, mine, theirs);
    expect(conflicts).toMatchObject([{ pointer: '/routes/0/blocks', kind: 'order' }]);
  });

  it('follows a page by its path, and a renamed page by its likeness', () => {
    const mine = copy();
    mine.routes.splice(1, 1);
    const theirs = copy();
    theirs.routes[5].path = '/industries/renamed';
    const { value, conflicts } = mergeJson(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(value.routes.length).toBe(base.routes.length - 1);
    expect(value.routes[4].path).toBe('/industries/renamed');
  });
});

describe('a text with marked words', () => {
  // The AI article's third paragraph begins with a bold sentence.
  const paragraph = (site: SiteData) => (site.articles as any)[0].body[3].text;

  it('is one choice when both sides change it, shown with its marks in words', () => {
    const [bold, rest] = paragraph(base).en;
    const mine = copy();
    paragraph(mine).en[0].href = '/contact';
    const theirs = copy();
    paragraph(theirs).en[0].italic = true;
    const { value, conflicts } = mergeJson(base, mine, theirs);
    expect(conflicts.map((c) => c.pointer)).toEqual(['/articles/0/body/3/text']);
    expect(paragraph(value)).toEqual(paragraph(mine));
    expect(sideWords(conflicts[0].mine).en).toBe(`[**${bold.text}**](/contact)${rest}`);
    expect(sideWords(conflicts[0].theirs).en).toBe(`***${bold.text}***${rest}`);
  });

  it('shows in a release’s changes with its marks in words', () => {
    const after = copy();
    paragraph(after).ar = [{ text: 'راسلنا', href: '/contact' }];
    const { groups } = releaseChanges(JSON.stringify(base), JSON.stringify(after));
    const change = groups.flatMap((group) => group.changes).find((c) => c.kind === 'changed' && c.ar)!;
    const [bold, rest] = paragraph(base).ar;
    expect(change.ar).toEqual({ before: `**${bold.text}**${rest}`, after: '[راسلنا](/contact)' });
    expect(change.en).toBeUndefined();
  });
});
