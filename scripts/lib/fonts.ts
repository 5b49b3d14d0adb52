// The site's text fonts, cut at build time to the letters site.json uses: Inter for Latin
// letters on every page, Cairo for Arabic letters on Arabic pages. Every visible text comes from
// site.json, so the cut never drops a letter a page shows (a letter a visitor types that is not in
// it falls back to a system font). Inter drops from 48 KB to about 28, Cairo from 31 to about 20.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Locale } from '../../src/app/locale.ts';
import type { Site } from '../../src/types/site.ts';

export interface TextFont {
  /** The family name the theme asks for. */
  family: string;
  /** File name for the build's assets (Vite adds a content hash). */
  name: string;
  /** The languages whose pages preload it. */
  preloadFor: Locale[];
  source: Buffer;
}

const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(`@fontsource-variable/${file}`));

/** Every character of the sites' texts: the strings of the filled sites, in both languages. */
function charactersOf(sites: Site[]): { latin: string; arabic: string } {
  const latin = new Set<string>();
  const arabic = new Set<string>();
  // Printable ASCII always: digits and letters are also made by the page itself (counts, references).
  for (let code = 0x20; code < 0x7f; code++) latin.add(String.fromCharCode(code));
  const visit = (value: unknown) => {
    if (typeof value === 'string') for (const character of value) (arabicScript.test(character) ? arabic : latin).add(character);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  sites.forEach(visit);
  return { latin: [...latin].join(''), arabic: [...arabic].join('') };
}

export async function textFonts(sites: Record<Locale, Site>): Promise<TextFont[]> {
  const { latin, arabic } = charactersOf(Object.values(sites));
  return [
    { family: 'Inter Variable', name: 'inter-text.woff2', preloadFor: ['en', 'ar'], source: await subsetFont(fontFile('inter/files/inter-latin-wght-normal.woff2'), latin, { targetFormat: 'woff2' }) },
    { family: 'Cairo Variable', name: 'cairo-text.woff2', preloadFor: ['ar'], source: await subsetFont(fontFile('cairo/files/cairo-arabic-wght-normal.woff2'), arabic, { targetFormat: 'woff2' }) },
  ];
}

/** The @font-face rules, given each font's public address. A page downloads only the families its text uses. */
export function fontFaceCss(fonts: Array<{ family: string; url: string }>): string {
  return fonts.map(({ family, url }) => `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2")}`).join('');
}
