import createCache from '@emotion/cache';
import type { StylisElement, StylisPlugin } from '@emotion/cache';

// Emotion's default prefixer writes every flex, transform and transition rule up to four times
// (-webkit-box, -ms-flexbox…) for browsers this site does not support (its build targets
// ES2022). Only these properties still need the -webkit- copy, in Safari.
const webkitOnly = new Set(['backdrop-filter', 'user-select']);

const webkitPrefixer: StylisPlugin = (element: StylisElement) => {
  if (element.type === 'decl' && typeof element.props === 'string' && webkitOnly.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * Marks the prerender's <style> elements: "key id id…", the cache key and the ids of the rules in
 * it. Not Emotion's own data-emotion, because Emotion adopts those by moving them to the end of
 * <head>, and a moved style element is parsed again and restyles the whole page (10-17 ms on a
 * phone-sized page, in the middle of hydration). Marking their ids as inserted adopts them in place.
 */
export const prerenderedStylesAttribute = 'data-prerendered-styles';

/**
 * The same key on the server and in the browser, so the browser adopts the prerendered styles.
 * Right-to-left pages pass the RTL plugin (theme/rtl.ts), which only Arabic pages load.
 */
export function createEmotionCache(rtlPlugins?: StylisPlugin[]) {
  const key = rtlPlugins ? 'muirtl' : 'css';
  const cache = createCache({ key, stylisPlugins: [webkitPrefixer, ...(rtlPlugins ?? [])] });
  if (typeof document !== 'undefined')
    for (const style of document.querySelectorAll(`style[${prerenderedStylesAttribute}^="${key} "]`))
      for (const id of style.getAttribute(prerenderedStylesAttribute)!.split(' ').slice(1)) cache.inserted[id] = true;
  return cache;
}
