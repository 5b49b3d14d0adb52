// Every word the console shows and every e-mail it sends exists in English and in Arabic: the same
// keys, the same kinds of value, the same arguments, and an Arabic text that is not the English one
// left untranslated.
import { describe, expect, it } from 'vitest';
import { wordSections } from '../../studio/app/console/consoleWords.ts';
import { studioWords } from '../../studio/app/console/words/studio.ts';
import { blockNamesAr, sectionNamesAr } from '../../studio/shared/studioNames.ts';
import { blockDescriptionsAr, fieldLabelsAr, itemLabels, itemLabelsAr } from '../../studio/shared/editorNamesAr.ts';
import { fieldDescriptionsAr } from '../../studio/shared/fieldDescriptionsAr.ts';
import { sections } from '../../studio/shared/sections.ts';
import { blockTypes, formSchemaBundle } from '../../src/server/content/formSchemas.ts';
import { blockLabels } from '../../studio/shared/blockLabels.ts';
import { humanize } from '../../studio/shared/humanize.ts';
import { mailWords } from '../../src/server/console/mailWords.ts';
import { reviewWords } from '../../src/server/review/reviewWords.ts';
import { refusalWords } from '../../studio/shared/refusalWords.ts';
import { checkWords } from '../../studio/shared/checkWords.ts';

/** Values meant to read the same in both languages: language names, locales, formats. */
const sameInBoth = /(^|\.)(languageName\.\w+|locale|direction|csv\w*)$/i;

function differences(en: unknown, ar: unknown, path: string, found: string[]) {
  if (typeof en !== typeof ar) return void found.push(`${path}: ${typeof en} in English, ${typeof ar} in Arabic`);
  if (typeof en === 'function') {
    if (en.length !== (ar as () => unknown).length) found.push(`${path}: takes ${en.length} arguments in English, ${(ar as () => unknown).length} in Arabic`);
    else {
      // Said with plain arguments (a word, a count), the Arabic is in Arabic script: not an English sentence behind an Arabic key.
      const said = (words: unknown) => {
        try {
          return (words as (...args: unknown[]) => unknown)(...Array.from({ length: en.length }, () => 3));
        } catch {
          return undefined;
        }
      };
      const english = said(en);
      const arabic = said(ar);
      if (typeof english === 'string' && typeof arabic === 'string' && /[a-z]{3,} [a-z]{3,}/i.test(english) && !/[\u0600-\u06ff]/.test(arabic)) found.push(`${path}: says English in Arabic ("${arabic}")`);
    }
    return;
  }
  if (typeof en === 'string') {
    if (en === ar && /[a-z]{3,} [a-z]{3,}/i.test(en) && !sameInBoth.test(path)) found.push(`${path}: left in English ("${en}")`);
    return;
  }
  if (en && typeof en === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys(ar as object)]);
    for (const key of keys) {
      if (!(key in en)) found.push(`${path}.${key}: only in Arabic`);
      else if (!(key in (ar as object))) found.push(`${path}.${key}: only in English`);
      else differences((en as Record<string, unknown>)[key], (ar as Record<string, unknown>)[key], `${path}.${key}`, found);
    }
  }
}

const families: Record<string, { en: unknown; ar: unknown }> = {
  ...Object.fromEntries(Object.entries(wordSections).map(([section, words]) => [`console.${section}`, words])),
  // The studio's (the Edit section's), loaded with the studio alone.
  studio: studioWords,
  mail: mailWords,
  review: reviewWords,
  refusals: refusalWords,
  checks: checkWords,
};

const arabicLetter = /[\u0600-\u06ff]/;

/** Every property name of the schemas (the form labels each field by it). */
function schemaKeys(): Set<string> {
  const keys = new Set<string>();
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties') for (const name of Object.keys(value as object)) keys.add(name);
      if (key !== 'examples') collect(value);
    }
  };
  collect(formSchemaBundle().$defs);
  return keys;
}

/**
 * Property names of the schemas that no one reads as a field's label, each with the reason; every
 * other one has an Arabic label in fieldLabelsAr.
 */
const notLabels: Record<string, string> = {
  $schema: "site.json's pointer to its schema, for code editors: no form of the studio has a field for it",
  en: 'the English side of a text: the bilingual field labels its two boxes with the studio’s own words (English, Arabic), the rich-text editor its lines, and a problem’s place says the language with placeWordsAr.inLanguage',
  ar: 'the Arabic side of a text, as "en"',
};

/** Every description of the schemas as the form shows it, but for the block types' own (blockDescriptionsAr's). */
function schemaDescriptions(): Set<string> {
  const descriptions = new Set<string>();
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') descriptions.add(value);
      // Data, not schemas (as in SchemaForm's arabicLabels).
      else if (!['examples', 'enum', 'const', 'default'].includes(key)) collect(value);
    }
  };
  for (const [name, def] of Object.entries(formSchemaBundle().$defs)) {
    const { description: _, ...rest } = def;
    collect(name.startsWith('blocks:') ? rest : def);
  }
  return descriptions;
}

describe('the console’s words', () => {
  for (const [name, words] of Object.entries(families))
    it(`${name}: every key in English and in Arabic, translated`, () => {
      const found: string[] = [];
      differences(words.en, words.ar, name, found);
      expect(found).toEqual([]);
    });

  it('finds a key missing from one language (the check itself)', () => {
    const found: string[] = [];
    differences(
      { a: 'Sign out', b: { c: (n: number) => `${n}` }, d: (n: number) => `${n} links point here` },
      { a: 'Sign out', b: {}, d: (n: number) => `${n} links point here` },
      'sample',
      found,
    );
    expect(found).toEqual(['sample.a: left in English ("Sign out")', 'sample.b.c: only in English', 'sample.d: says English in Arabic ("3 links point here")']);
  });

  it('finds a key of the studio’s words missing in Arabic', () => {
    const found: string[] = [];
    const { renameLinks, ...rest } = studioWords.ar;
    differences(studioWords.en, { ...rest, renameLinks: { ...renameLinks, keep: undefined } }, 'studio', found);
    expect(found).toEqual(['studio.renameLinks.keep: string in English, undefined in Arabic']);
  });

  it('describes every block type of the schemas in Arabic, and names every site-wide part', () => {
    const types = blockTypes().map(({ type }) => type);
    expect(types.filter((type) => !/[\u0600-\u06ff]/.test(blockDescriptionsAr[type] ?? ''))).toEqual([]);
    expect(Object.keys(blockDescriptionsAr).filter((type) => !types.includes(type))).toEqual([]);
    expect(sections.filter((part) => !/[\u0600-\u06ff]/.test(sectionNamesAr[part.section] ?? '')).map((part) => part.section)).toEqual([]);
    // The studio's list names them the same way as the places do.
    for (const part of sections) expect(studioWords.ar.sections[part.section].label).toBe(sectionNamesAr[part.section]);
  });

  it('names every block type of the schemas in Arabic, and in English', () => {
    const unnamed = blockTypes()
      .map(({ type }) => type)
      .filter((type) => !blockNamesAr[type] || !blockLabels[type] || blockNamesAr[type] === blockLabels[type]);
    expect(unnamed).toEqual([]);
  });

  it('gives Arabic labels only to fields the schemas have, each in Arabic', () => {
    const keys = schemaKeys();
    expect(Object.keys(fieldLabelsAr).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.entries(fieldLabelsAr).filter(([key, label]) => label === humanize(key) || !/[\u0600-\u06ff]/.test(label))).toEqual([]);
    // The labels a marketer meets in every block's form.
    for (const key of ['heading', 'title', 'description', 'text', 'image', 'alt', 'items', 'label', 'href']) expect(fieldLabelsAr[key], key).toBeTruthy();
  });

  it('labels the items of a list of single values in Arabic too, for lists the schemas have', () => {
    const keys = schemaKeys();
    expect(Object.keys(itemLabels).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(itemLabels).filter((key) => !/[\u0600-\u06ff]/.test(itemLabelsAr[key] ?? ''))).toEqual([]);
  });

  it('labels every field of the schemas in Arabic, but for the keys no one reads as a label', () => {
    const keys = schemaKeys();
    expect(Object.keys(notLabels).filter((key) => !keys.has(key) || key in fieldLabelsAr)).toEqual([]);
    expect([...keys].filter((key) => !(key in notLabels) && !arabicLetter.test(fieldLabelsAr[key] ?? '')).sort()).toEqual([]);
  });

  it('describes every field of the schemas in Arabic, and only descriptions the schemas still have', () => {
    const descriptions = schemaDescriptions();
    expect([...descriptions].filter((description) => !arabicLetter.test(fieldDescriptionsAr[description] ?? ''))).toEqual([]);
    // An English description changed or gone leaves its old Arabic behind: it goes with it.
    expect(Object.keys(fieldDescriptionsAr).filter((description) => !descriptions.has(description))).toEqual([]);
    // What the Arabic keeps as written: placeholders ({phone}), code (`npm run images`), quoted examples in Latin letters.
    const kept = (english: string) => english.match(/\{[^{}\s"]+\}|`[^`]+`|\/[a-z][\w/.#?=<>-]*[\w>]/g) ?? [];
    expect(Object.entries(fieldDescriptionsAr).flatMap(([english, arabic]) => kept(english).filter((part) => !arabic.includes(part)).map((part) => `${part} in "${english}"`))).toEqual([]);
  });
});

describe('the server’s refusals', () => {
  it('are written in Arabic script in Arabic, each with its arguments in place', () => {
    const arabicLetter = /[\u0600-\u06FF]/;
    const notArabic = Object.entries(refusalWords.ar).flatMap(([code, words]) => {
      const text = typeof words === 'function' ? (words as (...args: unknown[]) => string)(...Array.from({ length: words.length }, (_, i) => `«${i}»`)) : words;
      const missing = typeof words === 'function' ? Array.from({ length: words.length }, (_, i) => `«${i}»`).filter((arg) => !text.includes(arg)) : [];
      return arabicLetter.test(text) && missing.length === 0 ? [] : [`${code}: ${text}`];
    });
    expect(notArabic).toEqual([]);
  });
});
