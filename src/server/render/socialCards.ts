// The image shown when a page is shared (Open Graph, 1200×630): the page's title on the site's
// dark background with the brand, drawn at build time from self-hosted fonts (satori turns the
// text into paths, sharp makes the PNG); no network. Satori cannot join Arabic letters, so on
// Arabic cards the brand and title are set by sharp's text renderer (Pango) in Cairo, right to left.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import sharp, { type OverlayOptions } from 'sharp';
import { cachedFile } from './fileCache.ts';
import { woffToSfnt } from './woffToSfnt.ts';

export const socialCardSize = { width: 1200, height: 630 };

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | undefined;

/** The file a route's card is written to, under the client build: /social/<name>.png. */
export const socialCardPath = (routePath: string) => `/social/${routePath === '/' ? 'home' : routePath.slice(1).replace(/\//g, '-')}.png`;

type Element = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Element => ({ type, props: { style, children } });

export interface SocialCardInput {
  title: string;
  brand: string;
  tagline: string;
  direction?: 'ltr' | 'rtl';
}

const inset = { x: 80, y: 72 };
const titleSize = (title: string) => (title.length > 48 ? 60 : 72);

export async function renderSocialCard({ title, brand, tagline, direction = 'ltr' }: SocialCardInput): Promise<Buffer> {
  const rtl = direction === 'rtl';
  fonts ??= [
    { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
  ];
  const card = el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      color: '#f1f5f9',
      fontFamily: 'Inter',
      backgroundColor: '#0b1120',
      backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(56, 189, 248, 0.35), rgba(11, 17, 32, 0) 55%), radial-gradient(circle at 10% 100%, rgba(167, 139, 250, 0.3), rgba(11, 17, 32, 0) 50%)',
    },
    // Inset rather than padded: the root's padding would add to its size.
    el('div', { position: 'absolute', top: inset.y, left: inset.x, right: inset.x, bottom: inset.y, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }, [
      el('div', { display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 20 }, [
        el('div', { width: 44, height: 44, borderRadius: 22, border: '6px solid #38bdf8', backgroundColor: '#0b1120' }),
        el('div', { display: 'flex', fontSize: 44, fontWeight: 700, letterSpacing: -1 }, rtl ? '' : brand),
      ]),
      el('div', { display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 }, rtl ? '' : title),
      el('div', { display: 'flex', flexDirection: rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 16, fontSize: 30, color: '#94a3b8' }, [
        el('div', { width: 56, height: 6, borderRadius: 3, backgroundColor: '#38bdf8' }),
        el('div', { display: 'flex' }, tagline),
      ]),
    ]),
  );
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { ...socialCardSize, fonts });
  const layers = rtl ? await arabicTextLayers(brand, title) : [];
  const png = await sharp(Buffer.from(svg)).composite(layers).png().toBuffer();
  return sharp(png).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** Cairo, unpacked to TrueType for fontconfig: the Arabic letters, and the Latin ones for names such as React. */
function cairoFontFiles(): string[] {
  const dir = join(cacheDir, 'fonts');
  mkdirSync(dir, { recursive: true });
  return ['latin', 'arabic'].map((subset) => {
    const file = join(dir, `cairo-${subset}-700.ttf`);
    if (!existsSync(file)) writeFileSync(file, woffToSfnt(readFileSync(require.resolve(`@fontsource/cairo/files/cairo-${subset}-700-normal.woff`))));
    return file;
  });
}

const escapeMarkup = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** The brand beside the logo and the title, right-aligned, as layers over the card. */
async function arabicTextLayers(brand: string, title: string): Promise<OverlayOptions[]> {
  const [latinFont, arabicFont] = cairoFontFiles();
  // Each font file joins the renderer's font set once: the Latin one first, so Pango falls back to it.
  await sharp({ text: { text: 'Nuqta', font: 'Cairo Bold 10', fontfile: latinFont } }).png().toBuffer();
  const text = async (content: string, size: number, width: number) =>
    sharp({ text: { text: `<span foreground="#f1f5f9">${escapeMarkup(content)}</span>`, font: `Cairo Bold ${size}`, fontfile: arabicFont, width, rgba: true, align: 'right', wrap: 'word', dpi: 72, spacing: 4 } })
      .png()
      .toBuffer({ resolveWithObject: true });
  const brandLayer = await text(brand, 44, 600);
  const titleLayer = await text(title, titleSize(title), socialCardSize.width - 2 * inset.x);
  const right = (width: number) => socialCardSize.width - inset.x - width;
  return [
    { input: brandLayer.data, top: inset.y + 22 - Math.round(brandLayer.info.height / 2), left: right(brandLayer.info.width) - 44 - 20 },
    { input: titleLayer.data, top: Math.round((socialCardSize.height - titleLayer.info.height) / 2), left: right(titleLayer.info.width) },
  ];
}

// Drawing a card takes a quarter of a second; a card already drawn for the same title, by this
// same code, is taken from the cache (every build and every publish draws them all).
const cacheDir = join(fileURLToPath(new URL('../../../node_modules/.cache/social-cards', import.meta.url)));
const codeHash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex');

export async function socialCard(input: SocialCardInput): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify([codeHash, input])).digest('hex').slice(0, 32);
  return cachedFile(join(cacheDir, `${key}.png`), () => renderSocialCard(input));
}
