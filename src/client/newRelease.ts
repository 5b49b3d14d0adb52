// A deployment replaces the build's hashed files. A page loaded before it still names the old
// ones, and once they are gone its app, or a part of the app, cannot be fetched any more: the page
// then loads again from the server (the new release), once, and a tap it was holding for the app
// is given to the same control on the page loaded again. Not while the visitor has typed into a
// form of the page and stays on it: the page stays as it is, complete without the app (its links
// and forms are the browser's own), and the next page it loads is the new release. Shared by the
// boot script (the app's first import) and the app (vite:preloadError, src/entry-client.tsx).
import { heldTarget, holdFor } from './heldClick.ts';

const reloadedAtKey = 'nuqta-chunk-reload-at';
const heldTapKey = 'nuqta-held-tap';
/** A second failure this soon after a reload is no new release (offline, a server down, a cache serving an old page): no loop. */
const guardMs = 10_000;
/** As long as a held tap is kept (heldClick.ts). */
const heldTapLifetimeMs = 15_000;

let typed = false;
let reloading = false;
/** When the visitor last followed a link or sent a form to another page, in this window. */
let leavingAt = -Infinity;
/** How long that counts as leaving: a link that turns out not to (a download, a mail link) leaves the page in place. */
const leavingMs = 10_000;

/** Notes, from the page's first moment, whether the visitor changes a form field: a reload would lose it. */
export function watchTyping(): void {
  const changed = (event: Event) => {
    if (event.isTrusted && (event.target as Element).closest?.('input, textarea, select')) typed = true;
  };
  addEventListener('input', changed, true);
  addEventListener('change', changed, true);
}

/**
 * Notes, from the page's first moment, when the visitor leaves it for another document. The
 * browser then stops the page's downloads (Firefox at once, as the next page is asked for): a file
 * of the app that fails then is no deployment, and loading this page again would cancel the page
 * the visitor chose. That page comes from the server anyway: the new release, if there is one.
 * (Not beforeunload: a listener for it keeps Firefox from keeping the page for the back button.)
 */
export function watchLeaving(): void {
  // On the window, after the app's listeners: the router's links prevent their click.
  addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!event.defaultPrevented && link instanceof HTMLAnchorElement && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && leavesPage(link)) leavingAt = Date.now();
  });
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) leavingAt = Date.now();
  });
  addEventListener('pagehide', () => (leavingAt = Infinity));
  addEventListener('pageshow', () => (leavingAt = -Infinity));
}

/** A link to another document, in this window. */
function leavesPage(link: HTMLAnchorElement): boolean {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || !/^https?:$/.test(link.protocol)) return false;
  return !(link.hash && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search);
}

/** Whether the page is being left for another document (watchLeaving). */
export function pageLeaving(): boolean {
  return leavingAt === Infinity || Date.now() - leavingAt < leavingMs;
}

/**
 * Loads this page again, or the page `to` that the visitor is going to, from the server: the new
 * release. Not when the visitor has typed into this page and stays on it, nor within guardMs of
 * the last time. Returns whether the page is being loaded again.
 */
export function loadNewRelease(to?: string): boolean {
  if (reloading) return true;
  if ((typed && to === undefined) || pageLeaving()) return false;
  try {
    if (Date.now() - Number(sessionStorage.getItem(reloadedAtKey)) < guardMs) return false;
    sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  } catch {
    return false; // without session storage nothing guards against a loop
  }
  reloading = true;
  if (to === undefined) {
    // Kept as the page is replaced, not now: a phone sends a tap's click a moment after the
    // touch ends, and it may come after this (tests/e2e/release.spec.ts).
    addEventListener('pagehide', keepHeldTap, { once: true });
    location.reload();
  } else location.assign(to);
  return true;
}

/** Keeps the tap held for the app, if any, for the page loaded again (holdTapAgain). */
function keepHeldTap(): void {
  const target = heldTarget();
  try {
    if (target) sessionStorage.setItem(heldTapKey, JSON.stringify({ page: location.href, at: Date.now(), ...addressOf(target) }));
  } catch {
    // Storage full or refused: the page loaded again shows the question closed, as before the tap.
  }
}

/** The nearest element with an id, and the way down from it to the element. */
function addressOf(target: Element): { id: string; path: number[] } {
  const path: number[] = [];
  let element = target;
  for (let parent = element.parentElement; !element.id && parent; parent = element.parentElement) {
    path.unshift([...parent.children].indexOf(element));
    element = parent;
  }
  return { id: element.id, path };
}

/** Whether this page is being replaced by the next release's (the app then waits for it instead of failing). */
export function loadingNewRelease(): boolean {
  return reloading;
}

/**
 * A module or file the page loads: when it fails because the page is being replaced by the next
 * release, it never settles, so that the page stays as it is until the new one replaces it
 * rather than show an error meanwhile.
 */
export function untilNewRelease<T>(loaded: Promise<T>): Promise<T> {
  return loaded.catch((error: unknown) => (reloading ? new Promise<T>(() => undefined) : Promise.reject(error)));
}

/** On the page loaded again: holds the tap the page before it was holding, for the same control. Returns whether there was one. */
export function holdTapAgain(): boolean {
  // Only a reload can be one (its storage is read only then).
  if ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !== 'reload') return false;
  let saved: { page: string; at: number; id: string; path: number[] } | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(heldTapKey) ?? 'null');
    if (saved) sessionStorage.removeItem(heldTapKey);
  } catch {
    return false;
  }
  if (!saved || saved.page !== location.href || Date.now() - saved.at > heldTapLifetimeMs) return false;
  let target = document.getElementById(saved.id);
  for (const index of saved.path) target = (target?.children[index] as HTMLElement | undefined) ?? target;
  if (target) holdFor(target);
  return target !== null;
}

/**
 * Whether the server still has these files of the page's release: false when one is gone (a
 * deployment removed it), undefined when the server cannot be reached (offline).
 */
export async function releaseFilesThere(files: string[]): Promise<boolean | undefined> {
  try {
    const answers = await Promise.all(files.map((file) => fetch(file, { method: 'HEAD', cache: 'no-store' })));
    return answers.every((answer) => answer.ok);
  } catch {
    return undefined;
  }
}
