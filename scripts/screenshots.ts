// `npm run screenshots [path ...]`: full-page screenshots of routes at 390 px and 1280 px into
// screenshots/ (git-ignored), against a server already running on BASE_URL (default :4321).
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { localizedPath, locales } from '../src/app/locale.ts';
import { chromiumArgs, findChromium, noChromiumMessage } from './lib/browser.ts';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
const browserPath = findChromium();
if (!browserPath) throw new Error(noChromiumMessage);
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : JSON.parse(readFileSync('site.json', 'utf8')).routes.flatMap((r: { path: string }) => locales.map((locale) => localizedPath(r.path, locale)));

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ ...browserPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, isMobile: width < 600, hasTouch: width < 600 });
  for (const path of paths) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const file = `screenshots/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
