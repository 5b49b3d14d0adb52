// What the studio's tests share: the file the studio edits (a copy), reset before each test,
// and ways to reach the studio's parts as a person would.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { studioImagesDir, studioSiteFile } from '../../playwright.studio.config.ts';
import { renderPathsOf } from '../../scripts/lib/devRender.ts';
import { projectRoot } from '../../src/server/render/schemas.ts';
import { formatProblems, validateSiteText } from '../../src/server/render/validateSite.ts';

export { studioImagesDir, studioSiteFile };

export const originalText = readFileSync(join(projectRoot, 'site.json'), 'utf8');
export const originalSite = () => JSON.parse(originalText);
export const formatted = (site: unknown) => `${JSON.stringify(site, null, 2)}\n`;
export const fileText = () => readFileSync(studioSiteFile, 'utf8');

/** The lines `npm run validate` prints for a site. */
export function validateLines(site: unknown): string[] {
  const result = validateSiteText(formatted(site));
  return result.ok ? [] : formatProblems(result.problems, 'site.json').split('\n');
}

/** Puts the original site.json back and opens the studio on it, at a page of the site. */
export async function openStudio(page: Page, path = '/'): Promise<void> {
  writeFileSync(studioSiteFile, originalText);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Site parts and pages' });
  await nav.getByRole('button', { name: new RegExp(`^${path.replace(/[/]/g, '\\/')}\\s`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Page ${path}` })).toBeVisible();
}

export const blockList = (page: Page) => page.getByRole('list', { name: 'Blocks of this page, in order' });
export const blockRow = (page: Page, name: string | RegExp) => blockList(page).getByRole('listitem').filter({ hasText: name });
/**
 * Picks up block `from` (1-based) with Space, as a keyboard user does, and waits until the list can
 * move it: the drag library measures the blocks' places in the frames after the pick-up, and an
 * arrow key pressed before that (faster than a person can) is ignored.
 */
export async function pickUpBlockByKeyboard(page: Page, from: number, name: string): Promise<void> {
  await blockList(page).getByRole('button', { name: new RegExp(`^Move block ${from},`) }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[aria-live]').filter({ hasText: new RegExp(`Picked up ${name}`) })).toHaveCount(1);
  await page.evaluate(() => new Promise((measured) => requestAnimationFrame(() => requestAnimationFrame(measured))));
}

/** Moves block `from` (1-based) one place down with the keyboard alone, hearing each step announced. */
export async function moveBlockDownByKeyboard(page: Page, from: number, name: string, of: number): Promise<void> {
  await pickUpBlockByKeyboard(page, from, name);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[aria-live]').filter({ hasText: new RegExp(`would move to position ${from + 1} of ${of}`) })).toHaveCount(1);
  await page.keyboard.press('Space');
}

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
export const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');

/** A text field of the open form: its group (legend) and language. */
export const textField = (page: Page, field: string, language: 'English' | 'Arabic') =>
  page.getByRole('group', { name: new RegExp(`^${field}\\b`) }).first().getByRole('textbox', { name: new RegExp(language) });

/** Waits until the server has checked the latest draft. */
export async function checked(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Checking the draft/ })).toHaveCount(0);
}

/**
 * The headings (h2) of a route's main content as `npm run build` prerenders it from the studio's
 * file: the site's server entry, run through Vite on that file.
 */
export async function prerenderedHeadings(path: string): Promise<string[]> {
  const html = (await renderPathsOf(studioSiteFile, [path]))[path];
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<h2\b[^>]*>([^<]*)/g)].map((match) => match[1].replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
}

/** The news articles, with the first one's form open. */
export async function openFirstArticle(page: Page) {
  await openStudio(page, '/');
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: 'News articles' }).click();
  const first = originalSite().articles[0];
  const item = page.getByRole('main').getByRole('button', { name: new RegExp(`^1\\. ${first.title.en.slice(0, 20)}`) });
  const image = page.getByRole('group', { name: /^Image/ }).first();
  // The list of articles folds each one; an editor of one article at a time opens on the first.
  await expect(item.or(image).first()).toBeVisible();
  if (await item.isVisible()) await item.click();
  // Until the article has unfolded, its buttons move under the pointer (a click can miss under load).
  await expect(image.getByRole('button', { name: 'Replace…' })).toBeVisible();
  // (A transition replaced by another is cancelled: its promise rejects, and that is fine too.)
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  return image;
}

export const imageLibrary = (page: Page) => page.getByRole('dialog', { name: 'Replace the image' });
