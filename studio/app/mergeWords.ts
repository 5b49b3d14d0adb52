// A merge in a marketer's words: where each side's changes are, where both changed the same
// place, and what each side holds there, named as the problems name places (page, block, field).
import type { NewerVersion } from '../shared/api.ts';
import { jsonEqual, type MergeChange, type MergeConflict, type MergeResult } from '../shared/mergeSites.ts';
import { isBilingualText, markedWords, type BlockData, type SiteData } from '../shared/siteData.ts';
import { blockName } from '../shared/blockLabels.ts';
import { placeWords } from '../shared/problemWords.ts';
import { studioWords } from './console/words/studio.ts';
import { type StudioLanguage } from './studioWords.ts';
import { isolated } from '../shared/blockLabels.ts';

/** A text in both languages is one place: "Heading", not "Heading (English)". */
const withoutLanguage = (pointer: string) => pointer.replace(/\/(en|ar)$/, '');

/** What a conflict is about besides its place: the place's value, the order of a list, or a removal against a change. */
const conflictKind = (kind: MergeConflict['kind'], words: StudioLanguage) => {
  const said = studioWords[words].merge;
  return kind === 'order' ? said.order : kind === 'removed' ? said.removedOnOneSide : '';
};

export const conflictPlace = (conflict: MergeConflict, base: SiteData, words: StudioLanguage = 'en') => placeWords(conflict.pointer, base, words) + conflictKind(conflict.kind, words);

function placesWords(changes: MergeChange[], base: SiteData, words: StudioLanguage): string {
  const said = studioWords[words].merge;
  const places = [...new Set(changes.map((change) => placeWords(withoutLanguage(change.pointer), base, words) + (change.kind === 'moved' ? said.order : '')))];
  const shown = places.slice(0, 3).join(said.placesSeparator);
  return places.length > 3 ? said.morePlaces(shown, places.length - 3) : shown;
}

/** "their changes to X and yours to Y are both kept". */
export function mergeSummary(changes: MergeChange[], base: SiteData, words: StudioLanguage = 'en'): string {
  const said = studioWords[words].merge;
  const of = (side: MergeChange['side']) => placesWords(changes.filter((change) => change.side === side), base, words);
  const theirs = of('theirs');
  const mine = of('mine');
  if (theirs && mine) return said.bothKept(theirs, mine);
  if (theirs) return said.theirsKept(theirs);
  return mine ? said.mineKept(mine) : said.nothingElse;
}


/**
 * What one side holds at a conflict: a text per language, or a short description of anything else
 * (its words in the studio's language, `words`; the content's texts as they are).
 */
export function sideWords(value: unknown, words: StudioLanguage = 'en'): { en: string; ar?: string } {
  const said = studioWords[words].merge;
  if (value === undefined) return { en: said.removed };
  if (isBilingualText(value)) return { en: markedWords(value.en), ar: markedWords(value.ar) };
  if (typeof value !== 'object' || value === null) return { en: String(value) };
  if (Array.isArray(value)) return { en: value.map((item) => sideWords(item, words).en).join(' · ') || said.none };
  const record = value as Record<string, unknown>;
  if (typeof record.type === 'string') return { en: blockName(value as BlockData, words, words) };
  const named = record.title ?? record.name ?? record.question ?? record.label;
  if (isBilingualText(named)) return { en: markedWords(named.en), ar: markedWords(named.ar) };
  return { en: Object.values(record).filter((item) => typeof item === 'string').join(', ') || said.changed };
}

/** When and by whom the newer version was saved: "the version saved at 14:05 by sara@nuqta.qa", "… changed on disk at 14:05". */
export function savedWords(savedAt: number, savedBy?: string, words: StudioLanguage = 'en'): string {
  const said = studioWords[words].merge;
  const time = new Date(savedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return savedBy ? said.savedBy(isolated(time, words), isolated(savedBy, words)) : said.changedOnDisk(isolated(time, words));
}

/** What the studio says once a merge is in the draft (not saved yet). */
export function mergedMessage(theirs: NewerVersion, merge: MergeResult<SiteData>, base: SiteData, chosen: number, words: StudioLanguage = 'en'): string {
  const said = studioWords[words].merge;
  const choices = chosen ? said.choicesKept(chosen) : '';
  const next = jsonEqual(merge.value, theirs.site) ? said.sameNow : said.checkThenSave;
  return said.merged(savedWords(theirs.savedAt, theirs.savedBy, words), mergeSummary(merge.changes, base, words), choices, next);
}
