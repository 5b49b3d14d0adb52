// What the smoke suite asks of a page, over the driver (driver.ts): elements found by what a
// person reads (their text or accessible name, from site.json), whether they show, where they
// are, and waiting for a state. Every question runs as the driver's own script, so it works
// where the page's scripts are off.
import assert from 'node:assert/strict';
import type { BrowserSession, Rect } from './driver.ts';

export interface Shown {
  /** On screen: laid out, visible, not transparent, and inside the viewport. */
  visible: boolean;
  rect: Rect;
  /** Why it may not show: read when a wait fails. */
  style?: { visibility: string; opacity: string; animations: number; page: string };
}

/**
 * A CSS selector for the first element under `within` that matches `css` and whose accessible
 * name or text is `name` (exact, whitespace collapsed), or null. The selector is a path of
 * :nth-child steps from the nearest ancestor with an id, so the page's markup is never touched.
 */
const findScript = `(css, name, within) => {
  const root = within ? document.querySelector(within) : document;
  if (!root) return null;
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const label = (el) => el.getAttribute('aria-label') || (el.getAttribute('aria-labelledby') ? norm(el.getAttribute('aria-labelledby').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')) : '') || norm(el.textContent);
  const found = [...root.querySelectorAll(css)].find((el) => name === null || norm(label(el)) === name || norm(el.textContent) === name);
  if (!found) return null;
  const steps = [];
  for (let el = found; el && el !== document.documentElement; el = el.parentElement) {
    if (el.id) { steps.unshift('#' + CSS.escape(el.id)); break; }
    steps.unshift(':scope > ' + el.tagName.toLowerCase() + ':nth-child(' + ([...el.parentElement.children].indexOf(el) + 1) + ')');
  }
  return steps.join(' ').replace(/^:scope > /, 'html > ').replace(/ :scope > /g, ' > ');
}`;

const shownScript = `(selector) => {
  const el = document.querySelector(selector);
  if (!el) return { visible: false, rect: { x: 0, y: 0, width: 0, height: 0 } };
  // Scrolled to, as a person would, when it lies outside the screen.
  const before = el.getBoundingClientRect();
  if (before.bottom > innerHeight || before.top < 0) el.scrollIntoView({ block: 'center', behavior: 'instant' });
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const laidOut = el.checkVisibility ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : r.width > 0;
  const inView = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  return { visible: laidOut && inView && style.visibility === 'visible' && Number(style.opacity) > 0.1, rect: { x: r.x, y: r.y, width: r.width, height: r.height }, style: { visibility: style.visibility, opacity: style.opacity, animations: el.getAnimations({ subtree: false }).length, page: document.visibilityState } };
}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SmokePage {
  readonly browser: BrowserSession;
  readonly base: string;
  constructor(browser: BrowserSession, base: string) {
    this.browser = browser;
    this.base = base;
  }

  /**
   * Loads the page and checks that it is the page asked for. Once in CI WebKit's WebDriver
   * answered a navigation while the page before stayed (the Arabic home for /ar/pricing): such a
   * navigation is said in the output ("[navigation not taken]") and asked for once more.
   */
  async goto(path: string): Promise<void> {
    const url = this.base + path;
    // The server sends /ar/ to /ar: compared without a closing slash.
    const bare = (pathname: string) => pathname.replace(/(.)\/$/, '$1');
    const landed = () => this.browser.evaluate<string>('() => location.pathname').then(bare, () => '');
    const asked = bare(new URL(url).pathname);
    await this.browser.goto(url);
    if ((await landed()) === asked) return;
    console.log(`[navigation not taken] ${this.browser.engine}: ${path} asked for, ${await landed()} shown; asked again`);
    await this.browser.goto(url);
    assert.equal(await landed(), asked, 'the page asked for is shown');
  }

  /** The selector of an element by CSS and name; fails when there is none. */
  async find(css: string, name: string | null = null, within?: string): Promise<string> {
    const selector = await this.browser.evaluate<string | null>(findScript, css, name, within ?? null);
    if (!selector) throw new Error(`No ${css}${name === null ? '' : ` named “${name}”`}${within ? ` in ${within}` : ''} on ${await this.url()}`);
    return selector;
  }

  async shown(selector: string): Promise<Shown> {
    return this.browser.evaluate<Shown>(shownScript, selector);
  }

  url(): Promise<string> {
    return this.browser.evaluate<string>('() => location.href');
  }

  /** Polls until the check holds (within `ms`), else fails with the description and the last value. */
  async waitFor<T>(what: string, read: () => Promise<T>, holds: (value: T) => boolean, ms = 10_000): Promise<T> {
    const until = Date.now() + ms;
    let value: T | undefined;
    let failure: unknown;
    for (;;) {
      try {
        value = await read();
        if (holds(value)) return value;
      } catch (error) {
        failure = error; // mid-navigation the page may not answer
      }
      if (Date.now() > until) throw new Error(`${what}: still not so after ${ms} ms (last: ${JSON.stringify(value) ?? String(failure)})`);
      await sleep(100);
    }
  }

  async waitShown(selector: string, what: string, ms?: number): Promise<Shown> {
    return this.waitFor(`${what} shows`, () => this.shown(selector), (s) => s.visible, ms);
  }

  async waitHidden(selector: string, what: string, ms?: number): Promise<void> {
    await this.waitFor(`${what} hides`, () => this.shown(selector), (s) => !s.visible, ms);
  }

  /** Waits for a page whose address matches and whose document has loaded. */
  async waitForUrl(pattern: RegExp, ms = 15_000): Promise<string> {
    return this.waitFor(`the address matches ${pattern}`, () => this.browser.evaluate<string>('() => document.readyState === "complete" ? location.href : ""'), (url) => pattern.test(url), ms);
  }

  /**
   * Taps a link and waits for the page it leads to. Once in a long CI run WebKit's driver tapped
   * the open Arabic menu's language link (no JavaScript) and nothing followed, the page unchanged
   * after 15 s, where every other run went on: a tap after which the page is still the same one
   * 10 s later is said in the output (`[tap not followed]`, with where the link was and what lay
   * at its middle) and made once more, as a visitor would.
   */
  async follow(selector: string, pattern: RegExp): Promise<string> {
    const before = await this.url();
    await this.browser.click(selector);
    try {
      return await this.waitForUrl(pattern, 10_000);
    } catch (error) {
      if ((await this.url().catch(() => '')) !== before) throw error;
      const state = await this.browser
        .evaluate<string>(
          `(s) => { const el = document.querySelector(s); if (!el) return 'gone'; const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); return 'link at ' + [r.x, r.y, r.width, r.height].map(Math.round).join(',') + ', at its middle ' + (hit ? hit.tagName.toLowerCase() + (hit.id ? '#' + hit.id : '') + ' “' + (hit.textContent || '').trim().slice(0, 30) + '”' : 'nothing'); }`,
          selector,
        )
        .catch((failure: Error) => failure.message);
      console.log(`[tap not followed] ${this.browser.engine}: ${selector} on ${before}: ${state}; tapped again`);
      await this.browser.click(selector);
      return this.waitForUrl(pattern);
    }
  }

  /** Whether the dialog or popover with this id is showing, however it was opened. */
  async isOpen(id: string): Promise<boolean> {
    return this.browser.evaluate<boolean>(`(id) => { const el = document.getElementById(id); return !!el && (el.open === true || el.matches(':popover-open')); }`, id);
  }

  async lang(): Promise<string> {
    return this.browser.evaluate<string>('() => document.documentElement.lang');
  }
}
