// `npm run icons`: the app icons (manifest, maskable, Apple touch icon, favicon) from one source,
// assets/app-icon.svg. The outputs in public/icons/ are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../src/server/render/schemas.ts';

const source = readFileSync(join(projectRoot, 'assets/app-icon.svg'));
const out = join(projectRoot, 'public/icons');
mkdirSync(out, { recursive: true });

const background = '#0a0f1e';
const render = (size: number) => sharp(source, { density: 384 }).resize(size, size);
// A 256-colour palette: a quarter of the bytes, and Chromium fetches the 192 px icon while the
// first screen is still loading.
const png = { palette: true, quality: 90, effort: 10, compressionLevel: 9 } as const;

for (const size of [192, 512]) {
  await render(size).png(png).toFile(join(out, `icon-${size}.png`));
  // Maskable: the artwork inside the 80% safe zone, on a full-bleed background.
  const inner = Math.round(size * 0.8);
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await render(inner).png().toBuffer(), gravity: 'center' }])
    .png(png)
    .toFile(join(out, `maskable-${size}.png`));
}
await render(180).flatten({ background }).png(png).toFile(join(out, 'apple-touch-icon.png'));
console.log('Wrote public/icons/icon-192.png, icon-512.png, maskable-192.png, maskable-512.png, apple-touch-icon.png');
