// A console section whose code fails to load: the page reloads once (a stale page after a new
// build gets the new build's files), never again in a loop, and then the section says so in the
// console's words, with a Reload button.
import { describe, expect, it } from 'vitest';
import { loadSection, reloadedMark, SectionLoadError } from '../../studio/app/console/sectionLoader.ts';
import { shellWords } from '../../studio/app/console/words/shell.ts';

/** A browser tab: its sessionStorage survives its reloads, which are counted. */
function tab() {
  const kept = new Map<string, string>();
  const opened = {
    reloads: 0,
    storage: { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) },
    reload: () => void opened.reloads++,
  };
  return opened;
}
const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /studio/assets/InboxPage-old.js'));
const settlesWithin = (promise: Promise<unknown>, ms: number) => Promise.race([promise.then(() => 'loaded', () => 'failed'), new Promise((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('a console section whose code is missing for good', () => {
  it('reloads the page once, and after that reload shows the failure instead of reloading again', async () => {
    const browser = tab();
    // The page as first opened: one reload, and the section waits for it.
    expect(await settlesWithin(loadSection(missing, browser), 50)).toBe('pending');
    expect(browser.reloads).toBe(1);
    // The page after the reload, the file still missing, and every time after: no more reloads.
    for (let visit = 0; visit < 3; visit++) await expect(loadSection(missing, browser)).rejects.toBeInstanceOf(SectionLoadError);
    expect(browser.reloads).toBe(1);
  });

  it('allows one reload again once a section has loaded (the next new build)', async () => {
    const browser = tab();
    await settlesWithin(loadSection(missing, browser), 20);
    expect(await loadSection(async () => 'the inbox', browser)).toBe('the inbox');
    expect(browser.storage.getItem(reloadedMark)).toBeNull();
    expect(await settlesWithin(loadSection(missing, browser), 20)).toBe('pending');
    expect(browser.reloads).toBe(2);
  });

  it('never reloads where the tab keeps nothing across a reload (storage refused): it shows the failure at once', async () => {
    const browser = { reload: () => expect.fail('reloaded'), storage: undefined };
    await expect(loadSection(missing, browser)).rejects.toBeInstanceOf(SectionLoadError);
  });

  it('is said in both of the console’s languages, with a Reload button', () => {
    expect(shellWords.en.sectionFailed).toMatch(/could not be loaded/);
    expect(shellWords.en.reload).toBe('Reload');
    expect(shellWords.ar.sectionFailed).toMatch(/تعذّر تحميل/);
    expect(shellWords.ar.reload).toBe('إعادة التحميل');
  });
});
