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
 * The same key on the server and in the browser, so the browser adopts the prerendered styles.
 * Right-to-left pages pass the RTL plugin (theme/rtl.ts), which only Arabic pages load.
 */
export function createEmotionCache(rtlPlugins?: StylisPlugin[]) {
  return createCache({ key: rtlPlugins ? 'muirtl' : 'css', stylisPlugins: [webkitPrefixer, ...(rtlPlugins ?? [])] });
}
