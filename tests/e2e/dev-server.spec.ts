// A marketer previewing an edit in the dev server (`npm run dev`) sees the whole page at once:
// without a prerender there is nothing to wait for, so the app renders every block without
// waiting for the mouse to move.
import { spawn } from 'node:child_process';
import { expect, test } from './test.ts';
import { baseURL } from '../../playwright.config.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { blocksOf } from './siteData.ts';

test('the dev server shows every block of a page without any interaction', { tag: '@any-width' }, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const port = Number(new URL(baseURL).port) + 9 + testInfo.parallelIndex;
  const dev = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], { cwd: projectRoot, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await expect.poll(() => fetch(url).then((response) => response.ok, () => false), { timeout: 60_000 }).toBe(true);
    await page.goto(`${url}/pricing`);
    // The last block of the page, two screens down: rendered without a scroll or a mouse move.
    const lastHeading = blocksOf('/pricing', 'cta')[0].heading;
    await expect(page.getByRole('heading', { name: lastHeading })).toBeAttached({ timeout: 60_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    dev.kill();
  }
});
