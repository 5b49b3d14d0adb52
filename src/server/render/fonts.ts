// The site's text fonts, cut at build time to the letters site.json uses: Inter for Latin
// letters on every page, Cairo for Arabic letters on Arabic pages. Every visible text comes from
// site.json, so the cut never drops a letter a page shows (a letter a visitor types that is not in
// it falls back to a system font). Inter drops from 48 KB to about 21, Cairo from 31 to about 15.
// Arabic pages take their Latin letters (names, digits, e-mail addresses) from a smaller cut of
// Inter, 17 KB, with just the letters of the Arabic texts; any other Latin letter comes from the
// whole cut, which those pages then download (each face declares the letters it has). All three
// keep only the weights the styles use, 400 (text) to 800 (the main headings): a quarter less.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { cachedFile } from './fileCache.ts';
import type { Locale } from '../../app/locale.ts';
import type { Site } from '../../types/site.ts';
import { arabicPagesLatinFamily } from '../../theme/tokens.ts';

export interface TextFont {
  /** The family name the theme asks for. */
  family: string;
  /** File name for the build's assets (Vite adds a content hash). */
  name: string;
  /** The languages whose pages preload it. */
  preloadFor: Locale[];
  /** Its letters, as CSS unicode-range: the browser downloads a face only for the letters it has. */
  unicodeRange?: string;
  source: Buffer;
}

const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/text-fonts', import.meta.url));
const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(`@fontsource-variable/${file}`));

/** Every character of the sites' texts: the strings of the filled sites, in both languages. */
function charactersOf(sites: Site[]): { latin: string; arabic: string } {
  const latin = new Set<string>();
  const arabic = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') for (const character of value) (arabicScript.test(character) ? arabic : latin).add(character);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  sites.forEach(visit);
  return { latin: [...latin].join(''), arabic: [...arabic].join('') };
}

/** The range of weights the site's styles use: the variable fonts are cut to it. */
const weights = { min: 400, max: 800 };

/** Printable ASCII: digits and letters are also made by the page itself (counts, references). */
const ascii = String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));

/** The characters as a CSS unicode-range, consecutive code points joined into ranges. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  const hex = (code: number) => code.toString(16).toUpperCase();
  for (let i = 0; i < codes.length; i++) {
    const start = codes[i];
    while (codes[i + 1] === codes[i] + 1) i++;
    ranges.push(start === codes[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(codes[i])}`);
  }
  return ranges.join(',');
}

export async function textFonts(sites: Record<Locale, Site>): Promise<TextFont[]> {
  const { latin, arabic } = charactersOf(Object.values(sites));
  const allLatin = ascii + latin;
  const arabicPagesLatin = charactersOf([sites.ar]).latin;
  const inter = fontFile('inter/files/inter-latin-wght-normal.woff2');
  // Kept by the font and the letters: a publish that adds no letter cuts nothing (3 s of CPU otherwise).
  const cut = (font: Buffer, characters: string) =>
    cachedFile(join(cacheDir, `${createHash('sha256').update(font).update(JSON.stringify([characters, weights])).digest('hex')}.woff2`), () =>
      subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: { wght: weights } }),
    );
  return [
    { family: 'Inter Variable', name: 'inter-text.woff2', preloadFor: ['en'], unicodeRange: unicodeRange(allLatin), source: await cut(inter, allLatin) },
    { family: arabicPagesLatinFamily, name: 'inter-text-ar.woff2', preloadFor: ['ar'], unicodeRange: unicodeRange(arabicPagesLatin), source: await cut(inter, arabicPagesLatin) },
    { family: 'Cairo Variable', name: 'cairo-text.woff2', preloadFor: ['ar'], source: await cut(fontFile('cairo/files/cairo-arabic-wght-normal.woff2'), arabic) },
  ];
}

/** The @font-face rules, given each font's public address. A page downloads only the families its text uses. */
export function fontFaceCss(fonts: Array<{ family: string; url: string; unicodeRange?: string }>): string {
  return fonts
    .map(({ family, url, unicodeRange }) => `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weights.min} ${weights.max};src:url(${url}) format("woff2")${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`)
    .join('');
}
