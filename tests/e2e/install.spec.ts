// The install dialog (SPEC "Install dialog", section 4): when it appears, what it offers, and
// what its buttons do. Phone profiles only; the desktop project checks it stays away.
import { dismissInstallOffer, expect, test, type Page } from './test.ts';
import { dismissedKey } from '../../src/client/installPrompt.ts';
import { expectAccessible, waitForHydration } from './helpers.ts';
import { site, sites } from './siteData.ts';

// The dialog comes 3 s after the load event, which a busy machine can hold back by seconds.
const appearsWithin = 15_000;
const texts = site.ui.install!;
const arabic = sites.ar;
const arabicTexts = arabic.ui.install!;
const arabicTitle = arabicTexts.title.replace('{brand}', arabic.site.brand);
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The dialog's close event, which stores the flag, comes a task after it closes: polled, not read once. */
async function expectDismissalStored(page: Page) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), dismissedKey)).toBe('true');
}

/** A beforeinstallprompt event as Chromium would fire it, answering with `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    (window as unknown as { promptCalls: number }).promptCalls = 0;
    event.prompt = async () => void ((window as unknown as { promptCalls: number }).promptCalls += 1);
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

// The other specs start with the dialog dismissed (tests/e2e/test.ts); these start afresh.
test.use({ installOfferDismissed: false });

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone profile');

  test('appears 3 seconds after load with the title, text and four benefits', async ({ page }) => {
    // Timed from the load event, where goto returns: waiting for the whole page to hydrate first
    // (scrolled through) could take most of those seconds on a busy machine.
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: texts.title.replace('{brand}', site.site.brand) });
    await page.waitForTimeout(2000);
    await expect(dialog).toHaveCount(0);
    await expect(dialog).toBeVisible({ timeout: 4000 });
    await expect(dialog).toHaveAccessibleName('Install Nuqta App');
    await expect(dialog.getByText('Get the best experience by installing Nuqta as an app on your device!')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(texts.benefits);
    // No install button until the browser offers installation.
    await expect(dialog.getByRole('button', { name: 'Install App' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
  });

  test('an offer the browser makes before the visitor does anything is kept: Install App is there when the dialog opens', async ({ page }) => {
    await page.goto('/');
    await offerInstall(page, 'accepted');
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await expect(dialog.getByRole('button', { name: 'Install App' })).toBeVisible({ timeout: appearsWithin });
    // Nothing but the boot script has run.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Install App' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
  });

  test('Install App calls the browser prompt; accepting closes the dialog', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await offerInstall(page, 'accepted');
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await dialog.getByRole('button', { name: 'Install App' }).click({ timeout: appearsWithin });
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
  });

  test('refusing the browser prompt closes the dialog without remembering a dismissal', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await offerInstall(page, 'dismissed');
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await dialog.getByRole('button', { name: 'Install App' }).click({ timeout: appearsWithin });
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), dismissedKey)).toBeNull();
  });

  test('Maybe Later closes it and stores the flag, so it does not come back', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await dialog.getByRole('button', { name: 'Maybe Later' }).click({ timeout: appearsWithin });
    await expect(dialog).toHaveCount(0);
    await expectDismissalStored(page);
    await page.reload();
    await page.waitForTimeout(4000);
    await expect(dialog).toHaveCount(0);
  });

  test('Escape closes it', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await expect(dialog).toBeVisible({ timeout: appearsWithin });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('is modal: focus starts inside, Tab never reaches the page behind, axe finds nothing, a tap beside it closes it for good', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await offerInstall(page, 'accepted');
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await expect(dialog).toBeVisible({ timeout: appearsWithin });
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInDialog()).toBe(true);
    // Past the last button the browser may take focus to its own controls (the page's body here), never to the page.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await expectAccessible(page);
    // The backdrop: above the dialog's box, inside the page.
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, Math.max(4, box.y - 20));
    await expect(dialog).toHaveCount(0);
    // Remembered, as Maybe Later and Escape are: it does not come back on the next page.
    await expectDismissalStored(page);
  });

  test('fades in, or with reduced motion appears with no motion at all', async ({ page }) => {
    // The dialog's own animations, its ::backdrop's included (the page's testimonials move too).
    const longestMotion = () =>
      page.evaluate(() =>
        Math.max(0, ...document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target?.tagName === 'DIALOG').map((a) => Number(a.effect?.getComputedTiming().duration) || 0)),
      );
    const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
    await page.goto('/');
    await expect.poll(longestMotion, { timeout: appearsWithin, intervals: [10] }).toBeGreaterThan(100);
    await expect(dialog).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(dialog).toBeVisible({ timeout: appearsWithin });
    expect(await longestMotion()).toBeLessThanOrEqual(1);
  });

  test('stays away when the site already runs as the installed app', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList) : original(query);
    });
    await page.goto('/');
    await page.waitForTimeout(4000);
    await expect(page.getByRole('dialog', { name: 'Install Nuqta App' })).toHaveCount(0);
  });

  test('in Arabic: the same dialog in Arabic, right to left; Install App and Maybe Later work', async ({ page }) => {
    await page.goto('/ar');
    await waitForHydration(page);
    await offerInstall(page, 'accepted');
    const dialog = page.getByRole('dialog', { name: arabicTitle });
    await expect(dialog).toBeVisible({ timeout: appearsWithin });
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expect(dialog.getByText(arabicTexts.text.replace('{brand}', arabic.site.brand))).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(arabicTexts.benefits);
    await dialog.getByRole('button', { name: arabicTexts.installLabel }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);

    // The dismissal is one flag for the whole site, whichever language said Maybe Later.
    await page.evaluate((key) => localStorage.removeItem(key), dismissedKey);
    await page.reload();
    await page.getByRole('dialog', { name: arabicTitle }).getByRole('button', { name: arabicTexts.laterLabel }).click({ timeout: appearsWithin });
    await expectDismissalStored(page);
    await page.goto('/');
    await page.waitForTimeout(4000);
    await expect(page.getByRole('dialog', { name: 'Install Nuqta App' })).toHaveCount(0);
  });

  test('stays away once dismissed before', async ({ page }) => {
    await dismissInstallOffer(page.context());
    await page.goto('/');
    await page.waitForTimeout(4000);
    await expect(page.getByRole('dialog', { name: 'Install Nuqta App' })).toHaveCount(0);
  });
});

test('iPhone: Safari steps instead of benefits, and no Install App button', { tag: '@any-width' }, async ({ browser }) => {
  const context = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Install Nuqta App' });
  await expect(dialog).toBeVisible({ timeout: appearsWithin });
  await expect(dialog.getByRole('listitem')).toHaveText(texts.iosSteps);
  await expect(dialog.getByRole('button', { name: 'Install App' })).toHaveCount(0);
  await context.close();
});

test('iPhone in Arabic: Safari steps in Arabic', { tag: '@any-width' }, async ({ browser }) => {
  const context = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/ar');
  const dialog = page.getByRole('dialog', { name: arabicTitle });
  await expect(dialog).toBeVisible({ timeout: appearsWithin });
  await expect(dialog.getByText(arabicTexts.iosHeading)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(arabicTexts.iosSteps);
  await context.close();
});

test('a desktop-width browser with a desktop user agent is not asked', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop profile');
  await page.goto('/');
  await page.waitForTimeout(4000);
  await expect(page.getByRole('dialog', { name: 'Install Nuqta App' })).toHaveCount(0);
});

test('a desktop browser narrowed to 768 px counts as a phone', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop profile');
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Install Nuqta App' })).toBeVisible({ timeout: appearsWithin });
});
