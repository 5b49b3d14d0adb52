// The image shown when a page is shared (Open Graph, 1200×630): the page's title on the site's
// dark background with the brand, drawn at build time from the self-hosted Inter font (satori
// turns the text into paths, sharp makes the PNG); no network.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import sharp from 'sharp';

export const socialCardSize = { width: 1200, height: 630 };

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }> | undefined;

/** The file a route's card is written to, under the client build: /social/<name>.png. */
export const socialCardPath = (routePath: string) => `/social/${routePath === '/' ? 'home' : routePath.slice(1).replace(/\//g, '-')}.png`;

type Element = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Element => ({ type, props: { style, children } });

export async function renderSocialCard({ title, brand, tagline }: { title: string; brand: string; tagline: string }): Promise<Buffer> {
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
    el('div', { position: 'absolute', top: 72, left: 80, right: 80, bottom: 72, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }, [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el('div', { width: 44, height: 44, borderRadius: 22, border: '6px solid #38bdf8', backgroundColor: '#0b1120' }),
        el('div', { display: 'flex', fontSize: 44, fontWeight: 700, letterSpacing: -1 }, brand),
      ]),
      el('div', { display: 'flex', fontSize: title.length > 48 ? 60 : 72, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000 }, title),
      el('div', { display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, color: '#94a3b8' }, [
        el('div', { width: 56, height: 6, borderRadius: 3, backgroundColor: '#38bdf8' }),
        el('div', { display: 'flex' }, tagline),
      ]),
    ]),
  );
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { ...socialCardSize, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

// Drawing a card takes a quarter of a second; a card already drawn for the same title, by this
// same code, is taken from the cache (the fixture builds of the tests draw many).
const cacheDir = join(fileURLToPath(new URL('../../node_modules/.cache/social-cards', import.meta.url)));
const codeHash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex');

export async function socialCard(input: { title: string; brand: string; tagline: string }): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify([codeHash, input])).digest('hex').slice(0, 32);
  const file = join(cacheDir, `${key}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = await renderSocialCard(input);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, png);
  return png;
}
