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

// Only a message of the right shape is acted on, after its origin and sender are checked: any
// window may post to these, and a malformed one must change nothing (ASVS 3.5.5).
const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const isIndex = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isOptionalIndex = (value: unknown) => value === undefined || isIndex(value);

export function isToPreview(data: unknown): data is ToPreview {
  if (!isRecord(data)) return false;
  if (data.type === 'select') return isOptionalIndex(data.selectedBlock);
  return (
    data.type === 'show' &&
    isIndex(data.version) &&
    isRecord(data.site) &&
    Array.isArray(data.site.routes) &&
    typeof data.path === 'string' &&
    (data.locale === 'en' || data.locale === 'ar') &&
    isOptionalIndex(data.selectedBlock)
  );
}

export function isFromPreview(data: unknown): data is FromPreview {
  if (!isRecord(data)) return false;
  if (data.type === 'ready') return true;
  if (data.type === 'open') return isIndex(data.blockIndex) && typeof data.text === 'string';
  return data.type === 'shown' && isIndex(data.version) && typeof data.stale === 'boolean';
}
