// What the studio's server and its page say to each other (JSON over /api).
import type { SiteProblem } from './siteProblem.ts';
import type { BlockData, SiteData } from './siteData.ts';

/** A problem of the draft, with `report`: the very line `npm run validate` prints for it. */
export type StudioProblem = SiteProblem & { report: string };

/** A block type the registry knows, with the example its schema gives (a new block starts from it). */
export interface BlockTypeInfo {
  type: string;
  description: string;
  example: BlockData;
}

/** GET /api/session: the file as it is on disk, and what the page needs to edit it. */
export interface Session {
  /** The file's name, as the problems name it ("site.json"). */
  fileLabel: string;
  /** The parsed file; absent when it is not valid JSON (then `problems` says why). */
  site?: SiteData;
  /** Hash of the file's text when it was read: a save is refused if the file changed since. */
  hash: string;
  /** False when the file is not written as the studio writes it (2-space JSON): a save would reformat it. */
  formatted: boolean;
  problems: StudioProblem[];
  /** The schemas as one document for the forms ("#/$defs/blocks:cta", "#/$defs/text", ...). */
  schemas: { $defs: Record<string, any> };
  blockTypes: BlockTypeInfo[];
}

/** POST /api/draft: the page's draft; the answer lists its problems. */
export interface DraftRequest {
  site: SiteData;
}
export interface DraftResponse {
  problems: StudioProblem[];
  /** The hash of the draft as it would be saved: the same as the file's when nothing changed. */
  hash: string;
}

/** POST /api/save. */
export interface SaveRequest {
  site: SiteData;
  /** The hash of the file as the page loaded (or last saved) it. */
  baseHash: string;
}
export type SaveResponse =
  | { status: 'saved'; hash: string }
  | { status: 'problems'; problems: StudioProblem[] }
  | { status: 'conflict'; title?: string; message: string; theirs?: NewerVersion };

/** The version a save met instead of the one the draft was edited from: the page merges the draft with it. */
export interface NewerVersion {
  site: SiteData;
  /** The next save goes against this version. */
  hash: string;
  savedAt: number;
  /** A member's address in the console; absent for a change to the file on disk. */
  savedBy?: string;
}

/** An image the site holds, as site.json names it. */
export interface LibraryImage {
  /** "/images/news/ai-1280.webp" */
  src: string;
  width: number;
  height: number;
}

/** GET /api/images: the images the site holds, newest first. */
export interface ImageLibrary {
  images: LibraryImage[];
  /** Whether this studio takes uploads: both do (the local one into public/, the console into the database). */
  uploads: boolean;
}

/** POST /api/images (the file's bytes; its name in the X-File-Name header, URI-encoded). */
export type UploadResponse = LibraryImage | { error: string };
