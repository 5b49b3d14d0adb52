// `npm run bench:studio [-- --keys 8] [--port 5610] [--only FAQ]`: how fast the studio answers a marketer who
// types. The local studio (built, as `npm run studio` runs it) on a copy of site.json; Chromium
// types into a text of three block types (a hero's heading, a call to action's heading, an FAQ
// answer), in English and in Arabic, key by key. For each key: from the key going down to the new
// text on the preview's screen (a MutationObserver in the preview, then its next frame), and the
// key's handling in the studio (Event Timing: the longest event of the key). Prints the medians
// and the worst, and writes bench/results/studio-<time>.md and .json.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, findChromium, noChromiumMessage } from './lib/browser.ts';
import { percentile } from './lib/loadHarness.ts';
import { projectRoot } from '../src/server/render/schemas.ts';

const { values: flags } = parseArgs({ options: { keys: { type: 'string', default: '8' }, port: { type: 'string', default: '5610' }, only: { type: 'string' } } });
const keys = Number(flags.keys);
const port = Number(flags.port);
const studioUrl = `http://127.0.0.1:${port}`;

const siteFile = join(mkdtempSync(join(tmpdir(), 'nuqta-bench-studio-')), 'site.json');
copyFileSync(join(projectRoot, 'site.json'), siteFile);
const studio = spawn(process.execPath, ['scripts/studio.ts'], { cwd: projectRoot, env: { ...process.env, SITE_FILE: siteFile, STUDIO_PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  studio.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('The studio is editing') && resolve());
  studio.on('exit', () => reject(new Error('The studio did not start.')));
});

const browser = findChromium() ?? (() => { throw new Error(noChromiumMessage); })();
const chrome = await chromium.launch({ ...browser, args: chromiumArgs });
const page = await chrome.newPage({ viewport: { width: 1600, height: 1000 } });

interface Case {
  name: string;
  path: string;
  block: RegExp;
  /** The text typed into, in the open form. */
  field: (page: Page, language: 'English' | 'Arabic') => Locator;
  /** For an item of a folded list: open its category, then the item. */
  openFirstItem?: boolean;
}
const textOf = (group: string) => (page: Page, language: string) => page.getByRole('group', { name: new RegExp(`^${group}\\b`) }).first().getByRole('textbox', { name: new RegExp(language) });
const cases: Case[] = [
  { name: 'hero heading (/pricing)', path: '/pricing', block: /^1\. Hero/, field: textOf('Heading') },
  { name: 'call to action heading (/)', path: '/', block: /^5\. Call to action/, field: textOf('Heading') },
  { name: 'FAQ question (/faq, 80 answers)', path: '/faq', block: /^2\. Questions and answers/, field: textOf('Question'), openFirstItem: true },
  // The answer's first line in the rich-text editor.
  { name: 'FAQ answer (/faq, rich text)', path: '/faq', block: /^2\. Questions and answers/, field: (page, language) => page.getByRole('group', { name: /^Answer\b/ }).first().getByRole('textbox', { name: new RegExp(`line 1, ${language}$`) }), openFirstItem: true },
];

/** Types `keys` letters into the field, one at a time; per key: ms to the preview, ms of its longest event. */
interface KeyEvent {
  start: number;
  duration: number;
  inputDelay: number;
  processing: number;
}

async function typeAndTime(page: Page, field: Locator, language: 'English' | 'Arabic'): Promise<{ toPreview: number[]; handling: number[]; slow: Array<Record<string, number>> }> {
  await field.click();
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const w = window as unknown as { timings: { down: number[]; shown: number[]; events: KeyEvent[] }; timing?: boolean };
    w.timings = { down: [], shown: [], events: [] };
    // Listening once for the whole run; each field's keys in a record of their own.
    if (w.timing) return;
    w.timing = true;
    addEventListener('keydown', (event) => w.timings.down.push(event.timeStamp), { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        w.timings.events.push({ start: entry.startTime, duration: entry.duration, inputDelay: entry.processingStart - entry.startTime, processing: entry.processingEnd - entry.processingStart });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Preview of"]')!;
    new (frame.contentWindow as typeof window).MutationObserver(() =>
      (frame.contentWindow as typeof window).requestAnimationFrame(() => w.timings.shown.push(performance.now())),
    ).observe(frame.contentDocument!.body, { characterData: true, childList: true, subtree: true });
  });
  const letters = language === 'English' ? 'abcdefghijklmnopqrstuvwxyz' : 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
  // Through the protocol, as a keyboard of that language sends it (Playwright knows US keys only).
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < keys; i++) {
    const key = letters[i % letters.length];
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
    await page.waitForTimeout(450);
  }
  await cdp.detach();
  return page.evaluate(() => {
    const { down, shown, events } = (window as unknown as { timings: { down: number[]; shown: number[]; events: KeyEvent[] } }).timings;
    // A key's text is on the preview's screen at the first change drawn after it (keys typed fast
    // may show together, with a later one).
    const toPreview = down.map((at) => (shown.find((s) => s > at) ?? NaN) - at);
    const longest = down.map((at, i) => events.filter((e) => e.start >= at - 1 && (down[i + 1] === undefined || e.start < down[i + 1])).sort((a, b) => b.duration - a.duration)[0]);
    const handling = longest.map((event) => event?.duration ?? 0);
    // Where the time of a key over 50 ms went: waiting for the thread, its handlers, or drawing the next frame.
    const slow = longest.flatMap((event, key) => (event && event.duration > 50 ? [{ key, duration: event.duration, inputDelay: Math.round(event.inputDelay), processing: Math.round(event.processing), presentation: Math.round(event.duration - event.inputDelay - event.processing) }] : []));
    return { toPreview, handling, slow };
  });
}

const rows: Array<{ name: string; language: string; toPreview: number[]; handling: number[] }> = [];
try {
await page.goto(studioUrl);
// `--only faq`: the cases whose name starts so (a quick look at one form).
for (const test of cases.filter((c) => !flags.only || c.name.startsWith(flags.only))) {
  await page.getByRole('navigation', { name: 'Site parts and pages' }).getByRole('button', { name: new RegExp(`^${test.path.replace(/\//g, '\\/')}\\s`) }).click();
  await page.getByRole('listitem').filter({ hasText: test.block }).getByRole('button', { name: test.block }).click();
  if (test.openFirstItem) {
    await page.locator('main form').getByRole('button', { name: /^1\. / }).first().click();
    await page.locator('main form').getByRole('button', { name: /^1\. / }).nth(1).click();
  }
  for (const language of ['English', 'Arabic'] as const) {
    await page.getByRole('button', { name: language, exact: true }).click(); // the preview's language
    await page.waitForTimeout(1500);
    const timed = await typeAndTime(page, test.field(page, language), language);
    rows.push({ name: test.name, language, ...timed });
    console.log(`${test.name}, ${language}: to the preview ${timed.toPreview.map(Math.round).join(', ')} ms; handling ${timed.handling.map(Math.round).join(', ')} ms`);
    for (const { key, duration, inputDelay, processing, presentation } of timed.slow)
      console.log(`  key ${key + 1}: ${duration} ms = ${inputDelay} ms waiting for the page's thread + ${processing} ms in its handlers + ${presentation} ms to the next frame on screen`);
  }
}
} finally {
  await chrome.close();
  studio.kill('SIGTERM');
}

const all = (key: 'toPreview' | 'handling') => rows.flatMap((row) => row[key]).filter((value) => Number.isFinite(value));
const summary = {
  keys: all('toPreview').length,
  toPreview: { median: percentile(all('toPreview'), 50), max: Math.max(...all('toPreview')) },
  handling: { median: percentile(all('handling'), 50), max: Math.max(...all('handling')) },
  faqHandling: (() => {
    const faq = rows.filter((row) => row.name.startsWith('FAQ')).flatMap((row) => row.handling);
    return { median: percentile(faq, 50), max: Math.max(...faq) };
  })(),
  missed: rows.flatMap((row) => row.toPreview).filter((value) => !Number.isFinite(value)).length,
  rows,
};
const ms = (value: number) => `${Math.round(value)} ms`;
const table = [
  `The studio, ${summary.keys} keys in ${cases.length} texts of three block types, English and Arabic`,
  '',
  '| | Median | Worst | Target |',
  '| --- | --- | --- | --- |',
  `| Key to the new text on the preview's screen | ${ms(summary.toPreview.median)} | ${ms(summary.toPreview.max)} | 200 ms, 400 ms |`,
  `| A key's handling (Event Timing), all forms | ${ms(summary.handling.median)} | ${ms(summary.handling.max)} | 50 ms |`,
  `| A key's handling in the FAQ's form | ${ms(summary.faqHandling.median)} | ${ms(summary.faqHandling.max)} | 50 ms |`,
  ...(summary.missed ? [`| Keys whose text never showed | ${summary.missed} | | 0 |`] : []),
].join('\n');
console.log(`\n${table}`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/studio-${new Date().toISOString().replace(/[:.]/g, '-')}`;
writeFileSync(`${file}.json`, JSON.stringify(summary, null, 2));
writeFileSync(`${file}.md`, `${table}\n`);
