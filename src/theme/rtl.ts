// Right-to-left styling for the Arabic pages: Emotion's RTL plugin flips the physical
// properties MUI's components still use (margin-left, left: …); our own styles use logical
// properties, which need no flipping. Loaded only by right-to-left pages.
import type { StylisPlugin } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlStylisPlugins = [rtlPlugin] as unknown as StylisPlugin[];
