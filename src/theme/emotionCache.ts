import createCache from '@emotion/cache';
import type { StylisPlugin } from '@emotion/cache';

/**
 * The same key on the server and in the browser, so the browser adopts the prerendered styles.
 * Right-to-left pages pass the RTL plugins (theme/rtl.ts), which only Arabic pages load.
 */
export function createEmotionCache(rtlPlugins?: StylisPlugin[]) {
  return rtlPlugins ? createCache({ key: 'muirtl', stylisPlugins: rtlPlugins }) : createCache({ key: 'css' });
}
