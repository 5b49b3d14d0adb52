// What the studio and its preview say to each other (window.postMessage, same origin). The
// preview (preview.html, in a frame beside the forms or in a tab of its own) asks for the draft
// when it starts; the studio then sends each new version, and which block is chosen.
import type { SiteData } from '../../shared/siteData.ts';

export type ToPreview =
  /** The draft to show: the site as edited (both languages), the page and its language. */
  | { type: 'show'; version: number; site: SiteData; path: string; locale: 'en' | 'ar'; selectedBlock?: number }
  /** A block chosen in the studio: the preview scrolls to it and outlines it. */
  | { type: 'select'; selectedBlock?: number };

export type FromPreview =
  /** The preview has started and waits for the draft. */
  | { type: 'ready' }
  /** A click on the page: the block it was in, and the text clicked, to find its field. */
  | { type: 'open'; blockIndex: number; text: string }
  /** A version is on screen; `stale`: it could not be drawn (a problem), so the last one that could stays. */
  | { type: 'shown'; version: number; stale: boolean };
