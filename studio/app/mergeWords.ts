// A merge in a marketer's words: where each side's changes are, where both changed the same
// place, and what each side holds there, named as the problems name places (page, block, field).
import type { NewerVersion } from '../shared/api.ts';
import { jsonEqual, type MergeChange, type MergeConflict, type MergeResult } from '../shared/mergeSites.ts';
import { isBilingualText, markedWords, type BlockData, type SiteData } from '../shared/siteData.ts';
import { blockName } from './draft.ts';
import { placeWords } from './problemWords.ts';

/** A text in both languages is one place: "Heading", not "Heading (English)". */
const withoutLanguage = (pointer: string) => pointer.replace(/\/(en|ar)$/, '');

const conflictKinds: Record<MergeConflict['kind'], string> = { changed: '', order: ': the order', removed: ': removed on one side, changed on the other' };

export const conflictPlace = (conflict: MergeConflict, base: SiteData) => placeWords(conflict.pointer, base) + conflictKinds[conflict.kind];

function placesWords(changes: MergeChange[], base: SiteData): string {
  const places = [...new Set(changes.map((change) => placeWords(withoutLanguage(change.pointer), base) + (change.kind === 'moved' ? ': the order' : '')))];
  const shown = places.slice(0, 3).join('; ');
  return places.length > 3 ? `${shown} and ${places.length - 3} more places` : shown;
}

/** "their changes to X and yours to Y are both kept". */
export function mergeSummary(changes: MergeChange[], base: SiteData): string {
  const of = (side: MergeChange['side']) => placesWords(changes.filter((change) => change.side === side), base);
  const theirs = of('theirs');
  const mine = of('mine');
  if (theirs && mine) return `their changes to ${theirs} and yours to ${mine} are both kept`;
  if (theirs) return `their changes to ${theirs} are kept`;
  return mine ? `your changes to ${mine} are kept` : 'nothing else changed';
}


/** What one side holds at a conflict: a text per language, or a short description of anything else. */
export function sideWords(value: unknown): { en: string; ar?: string } {
  if (value === undefined) return { en: 'Removed' };
  if (isBilingualText(value)) return { en: markedWords(value.en), ar: markedWords(value.ar) };
  if (typeof value !== 'object' || value === null) return { en: String(value) };
  if (Array.isArray(value)) return { en: value.map((item) => sideWords(item).en).join(' · ') || 'None' };
  const record = value as Record<string, unknown>;
  if (typeof record.type === 'string') return { en: blockName(value as BlockData, 'en') };
  const named = record.title ?? record.name ?? record.question ?? record.label;
  if (isBilingualText(named)) return { en: markedWords(named.en), ar: markedWords(named.ar) };
  return { en: Object.values(record).filter((item) => typeof item === 'string').join(', ') || 'Changed' };
}

/** When and by whom the newer version was saved: "at 14:05 by sara@nuqta.qa", "on disk at 14:05". */
export function savedWords(savedAt: number, savedBy?: string): string {
  const time = new Date(savedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return savedBy ? `the version saved at ${time} by ${savedBy}` : `the version changed on disk at ${time}`;
}

/** What the studio says once a merge is in the draft (not saved yet). */
export function mergedMessage(theirs: NewerVersion, merge: MergeResult<SiteData>, base: SiteData, chosen: number): string {
  const choices = chosen ? ` Where both changed the same place, your choice is kept (${chosen === 1 ? 'one place' : `${chosen} places`}).` : '';
  const next = jsonEqual(merge.value, theirs.site) ? 'Your draft is now the same as that version: nothing is left to save.' : 'Check the preview, then save.';
  return `Merged with ${savedWords(theirs.savedAt, theirs.savedBy)}: ${mergeSummary(merge.changes, base)}.${choices} ${next}`;
}
