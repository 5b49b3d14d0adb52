// Images in the studio as a marketer uses them: replace an article's image by uploading one (its
// sizes are made and the page shows it), be told plainly why a file is refused, and pick from the
// site's images, those no page uses listed apart.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeImageSizes } from '../../src/server/render/imageSizes.ts';
import { checked, fileText, imageLibrary as library, openFirstArticle, originalSite, preview, saveButton, studioImagesDir } from './studio.ts';

const uploads = join(studioImagesDir, 'uploads');

/** A photo-like PNG: a gradient, so that its encodings are not trivially small. */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#f59e0b"/></linearGradient><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fff" fill-opacity="0.6"/></svg>`))
    .png()
    .toBuffer();

const altText = (page: Page, language: 'English' | 'Arabic') => page.getByRole('group', { name: /^Text alternative/ }).first().getByRole('textbox', { name: new RegExp(language) });

test.beforeEach(() => rmSync(uploads, { recursive: true, force: true }));

test('upload an image by file picker: its sizes are made, the article names it with its text alternative, and the preview shows it', async ({ page }) => {
  const field = await openFirstArticle(page);
  await expect(field.getByText('news/future-ai-qatar-business')).toBeVisible();
  await field.getByRole('button', { name: 'Replace…' }).click();
  await expect(library(page)).toBeVisible();
  await library(page).getByLabel('Image file').setInputFiles({ name: 'Team Photo (Doha).png', mimeType: 'image/png', buffer: await photo(1600, 900) });
  await expect(library(page)).toBeHidden({ timeout: 60_000 });
  await expect(field.getByText('uploads/team-photo-doha', { exact: true })).toBeVisible();
  await expect(field.getByText('1280 × 720 pixels')).toBeVisible();
  // The thumbnail is the uploaded file, served to the studio.
  await expect.poll(() => field.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);

  // Another picture needs its own description: until it has one in both languages, it cannot be saved.
  await checked(page);
  await expect(altText(page, 'English')).toHaveValue('');
  await expect(page.getByText(/must say what the image shows/).first()).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await altText(page, 'English').fill('Our team at the Doha office');
  await altText(page, 'Arabic').fill('فريقنا في مكتب الدوحة');
  await checked(page);
  await saveButton(page).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const saved = JSON.parse(fileText()).articles[0].image;
  expect(saved).toEqual({ src: '/images/uploads/team-photo-doha-1280.webp', alt: { en: 'Our team at the Doha office', ar: 'فريقنا في مكتب الدوحة' }, width: 1280, height: 720 });
  const made = await Promise.all(
    readdirSync(uploads)
      .sort()
      .map(async (name) => `${name} ${(await sharp(join(uploads, name)).metadata()).width}`),
  );
  expect(made).toEqual(['team-photo-doha-1280.avif 1280', 'team-photo-doha-1280.webp 1280', 'team-photo-doha-640.avif 640', 'team-photo-doha-640.webp 640']);

  // The news page in the preview draws the article's card with the new picture, in the format the browser prefers
  // (a card's picture has an empty alt: its title beside it says the same).
  const card = preview(page).locator('img[src="/images/uploads/team-photo-doha-1280.webp"]').first();
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc), { timeout: 30_000 }).toMatch(/team-photo-doha-(640|1280)\.avif$/);
});

test('a file that is not an image, too large, or an SVG with a script is refused in plain words, and nothing is written', async ({ page }) => {
  const field = await openFirstArticle(page);
  await field.getByRole('button', { name: 'Replace…' }).click();
  await expect(library(page)).toBeVisible();
  const picker = library(page).getByLabel('Image file');
  const refusal = library(page).getByRole('alert');

  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Meeting notes: call the printer on Sunday.') });
  await expect(refusal).toHaveText(/“notes\.png” is not an image the studio can use\. Upload a JPEG, PNG, WebP or AVIF image\./);

  await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(refusal).toHaveText(/“huge\.png” is larger than 10 MB/);

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>fetch("/api/session")</script><rect width="100%" height="100%"/></svg>';
  await picker.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(refusal).toHaveText(/“logo\.svg” is an SVG drawing: the studio does not take SVG files, since they can carry scripts/);

  await library(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(field.getByText('news/future-ai-qatar-business')).toBeVisible();
  expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  expect(JSON.parse(fileText()).articles[0].image).toEqual(originalSite().articles[0].image);
});

test('an image dropped on the upload area is uploaded and chosen', async ({ page }) => {
  const field = await openFirstArticle(page);
  await field.getByRole('button', { name: 'Replace…' }).click();
  const bytes = [...(await photo(1280, 960))];
  // A drop from the desktop, as the browser hands it to the page: a DataTransfer holding the file.
  const dropped = await page.evaluateHandle((data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'Office Entrance.png', { type: 'image/png' }));
    return transfer;
  }, bytes);
  const area = library(page).getByRole('group', { name: 'Upload a new image' });
  await area.dispatchEvent('dragover', { dataTransfer: dropped });
  await area.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(library(page)).toBeHidden({ timeout: 60_000 });
  await expect(field.getByText('uploads/office-entrance', { exact: true })).toBeVisible();
  await expect(field.getByText('1280 × 960 pixels')).toBeVisible();
  expect(readdirSync(uploads).sort()).toEqual(['office-entrance-1280.avif', 'office-entrance-1280.webp', 'office-entrance-640.avif', 'office-entrance-640.webp']);
});

test('the library lists the images no page uses apart, and picks one the site has', async ({ page }) => {
  await writeImageSizes(await photo(1280, 720), join(uploads, 'spare-photo'));
  const field = await openFirstArticle(page);
  await field.getByRole('button', { name: 'Replace…' }).click();
  await expect(library(page)).toBeVisible();
  const unused = library(page).getByRole('region', { name: /^Not used on any page/ });
  await expect(unused.getByRole('heading')).toHaveText('Not used on any page (1)');
  await expect(unused.getByRole('button')).toHaveAccessibleName('uploads/spare-photo, 1280 × 720 pixels');
  const used = library(page).getByRole('region', { name: /^Used on the site/ });
  await expect(used.getByRole('button', { name: /^news\/future-ai-qatar-business, .*current/ })).toHaveAttribute('aria-pressed', 'true');
  await used.getByRole('button', { name: /^news\/cloud-crm-qatar-smes,/ }).click();
  await expect(library(page)).toBeHidden();
  await expect(field.getByText('news/cloud-crm-qatar-smes')).toBeVisible();
  expect(readFileSync(join(uploads, 'spare-photo-640.webp')).length).toBeGreaterThan(0);
});
