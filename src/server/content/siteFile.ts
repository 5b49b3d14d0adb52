// Reading, checking and saving site.json the way the studio edits it. The file is written as
// JSON.stringify(site, null, 2) plus a newline, which is how it is written today, so a save
// changes only the lines of the edit; key order is the parsed object's, so it is kept.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { formatProblems, validateSiteText, type SiteFileOptions } from '../render/validateSite.ts';
import type { SiteData } from '../../../studio/shared/siteData.ts';
import type { NewerVersion, SaveResponse, StudioProblem } from '../../../studio/shared/api.ts';

export function formatSite(site: unknown): string {
  return `${JSON.stringify(site, null, 2)}\n`;
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The problems of a file's text, each with the line `npm run validate` prints for it. `files`:
 * where the files it names are (the repository's public/ unless said; the console's uploads).
 */
export function problemsOfText(text: string, fileLabel: string, files: string | SiteFileOptions = {}): StudioProblem[] {
  const result = validateSiteText(text, typeof files === 'string' ? { publicDir: files } : files);
  return result.ok ? [] : result.problems.map((problem) => ({ ...problem, report: formatProblems([problem], fileLabel) }));
}

/** A draft as it would be saved, and its problems (positions are in that text, as after a save). */
export function checkDraft(site: unknown, fileLabel: string, files?: string | SiteFileOptions): { text: string; problems: StudioProblem[] } {
  const text = formatSite(site);
  return { text, problems: problemsOfText(text, fileLabel, files) };
}

/** Writes beside the file, then renames: the build, the dev server and editors never read half a file. */
export function writeWhole(file: string, text: string): void {
  const temporary = `${file}.studio-${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Saves a draft unless it has problems (it would fail the build) or the file changed on disk
 * since the page read it (a hand edit, which a save must never overwrite).
 */
export function saveSite(file: string, site: SiteData, baseHash: string, publicDir?: string): SaveResponse {
  const { text, problems } = checkDraft(site, basename(file), publicDir);
  if (problems.length > 0) return { status: 'problems', problems };
  const onDisk = readFileSync(file, 'utf8');
  if (contentHash(onDisk) !== baseHash)
    return {
      status: 'conflict',
      message: 'The site’s file was changed on disk after the studio loaded it, so your changes were not saved and the file was left as it is. Reload it to edit its current version.',
      theirs: versionOnDisk(file, onDisk),
    };
  if (onDisk !== text) writeWhole(file, text);
  return { status: 'saved', hash: contentHash(text) };
}

/** The file as it is now, for the page to merge its draft with; none when it is not JSON (nothing to merge). */
function versionOnDisk(file: string, text: string): NewerVersion | undefined {
  try {
    return { site: JSON.parse(text) as SiteData, hash: contentHash(text), savedAt: statSync(file).mtimeMs };
  } catch {
    return undefined;
  }
}
