// Undo and redo: every change to the draft is a step (the draft before and after it, what it was
// in words, and where it was, so that the selection can follow an undo). Typing in one field makes
// one step per pause, not one per key. The drafts share every part they did not change, so 200
// steps cost little.
import { blockLabel } from '../shared/blockLabels.ts';
import type { Draft, DraftChange } from './draft.ts';
import { fieldWords } from '../shared/problemWords.ts';
import { sectionPart } from '../shared/sections.ts';
import type { Selection } from './SiteNav.tsx';
import { studioWords } from './console/words/studio.ts';
import { blockNamesAr, sectionNamesAr } from '../shared/studioNames.ts';
import { type StudioLanguage } from './studioWords.ts';
import { isolated } from '../shared/blockLabels.ts';

export interface Step {
  /** The same while typing joins keys to the step: the Undo button is drawn again only for a new step. */
  id: number;
  before: Draft;
  after: Draft;
  /** What the change was, for the Undo and Redo buttons: "Edit Hero on /pricing: Heading (English)". */
  label: string;
  /** Where the change was: an undo or a redo opens it. */
  where: Selection;
  /** Keys typed in one field group into one step: the same `group`, each within `pause` of the last. */
  group?: string;
  at: number;
}

export interface History {
  past: Step[];
  future: Step[];
}

/** What the Undo and Redo buttons say: the last step done and the last undone. */
export type HistoryEnds = { undo?: Pick<Step, 'id' | 'label'>; redo?: Pick<Step, 'id' | 'label'> };
export const historyEnds = ({ past, future }: History): HistoryEnds => ({ undo: past.at(-1), redo: future.at(-1) });
export const sameEnds = (a: HistoryEnds, b: HistoryEnds) => a.undo?.id === b.undo?.id && a.redo?.id === b.redo?.id;

export const emptyHistory: History = { past: [], future: [] };
export const historyLimit = 200;
/** A pause in typing longer than this starts a new step (2 s: the form reports keys in a transition, late and bunched when the machine is busy). */
export const pause = 2000;

/** The path within `a` and `b` under which all their differences lie; undefined if they are equal. */
export function changedPath(a: unknown, b: unknown): string[] | undefined {
  if (a === b) return undefined;
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return [];
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  let found: [string, string[]] | undefined;
  for (const key of new Set([...Object.keys(recordA), ...Object.keys(recordB)])) {
    const path = changedPath(recordA[key], recordB[key]);
    if (!path) continue;
    if (found) return [];
    found = [key, path];
  }
  return found && [found[0], ...found[1]];
}

/** A change as a step, or undefined when it changes nothing (a form answering its own update). Its label is in the studio's language (`words`). */
export function describeChange(before: Draft, after: Draft, change: DraftChange, words: StudioLanguage = 'en'): Omit<Step, 'id' | 'before' | 'after' | 'at'> | undefined {
  const said = studioWords[words].history;
  const routes = before.site.routes;
  const pathOf = (route: number) => isolated(routes[route]?.path ?? after.site.routes[route]?.path ?? '', words);
  const nameOf = (type: string) => blockLabel(type, words === 'ar' ? blockNamesAr : undefined);
  const typeOf = (route: number, index: number) => nameOf(routes[route].blocks[index].type);
  const fieldOf = (path: string[], value: unknown) => (path.length ? said.field(fieldWords(path, value, words)) : '');
  switch (change.type) {
    case 'moveBlock':
      return { label: said.move(typeOf(change.route, change.from), pathOf(change.route)), where: { kind: 'route', route: change.route, block: before.keys[change.route][change.from] } };
    case 'insertBlock':
    case 'duplicateBlock': {
      const at = change.type === 'insertBlock' ? Math.min(change.at, routes[change.route].blocks.length) : change.index + 1;
      const verb = change.type === 'insertBlock' ? said.add : said.duplicate;
      return { label: verb(nameOf(after.site.routes[change.route].blocks[at].type), pathOf(change.route)), where: { kind: 'route', route: change.route, block: after.keys[change.route][at] } };
    }
    case 'removeBlock':
      return { label: said.remove(typeOf(change.route, change.index), pathOf(change.route)), where: { kind: 'route', route: change.route, block: before.keys[change.route][change.index] } };
    case 'editBlock': {
      const path = changedPath(routes[change.route].blocks[change.index], after.site.routes[change.route].blocks[change.index]);
      if (!path) return undefined;
      const key = before.keys[change.route][change.index];
      return { label: said.edit(typeOf(change.route, change.index), pathOf(change.route)) + fieldOf(path, routes[change.route].blocks[change.index]), where: { kind: 'route', route: change.route, block: key }, group: `block ${key} ${path.join('/')}` };
    }
    case 'editRoute': {
      const path = changedPath(routes[change.route], after.site.routes[change.route]);
      if (!path) return undefined;
      return { label: said.editPage(pathOf(change.route)) + fieldOf(path, routes[change.route]), where: { kind: 'route', route: change.route, settings: true }, group: `route ${change.route} ${path.join('/')}` };
    }
    case 'insertRoute':
      return { label: said.addPage(isolated(change.route.path, words)), where: { kind: 'route', route: Math.min(change.at, routes.length) } };
    case 'removeRoute':
      return { label: said.removePage(pathOf(change.index)), where: { kind: 'route', route: change.index } };
    case 'editSection': {
      const part = sectionPart(change.section);
      const path = changedPath(part.get(before.site), part.get(after.site));
      if (!path) return undefined;
      return { label: said.editPart(words === 'ar' ? sectionNamesAr[part.section] : part.label) + fieldOf(path, part.get(before.site)), where: { kind: change.section }, group: `section ${change.section} ${path.join('/')}` };
    }
    case 'retargetLinks':
      return { label: said.retarget(isolated(change.from, words), change.redirect), where: { kind: 'route', route: change.route } };
  }
}

/** The history once `step` is done: joined to the last step while typing in one field, else a new step. Redo is gone. */
export function record(history: History, step: Step): History {
  const last = history.past.at(-1);
  const continues = last && step.group && last.group === step.group && last.after === step.before && step.at - last.at < pause;
  const past = continues ? [...history.past.slice(0, -1), { ...last, after: step.after, at: step.at }] : [...history.past, step];
  return { past: past.slice(-historyLimit), future: [] };
}

/** Undoes the last step: the draft to show, and the history with that step to redo. */
export function undo(history: History): { history: History; draft: Draft; step: Step } | undefined {
  const step = history.past.at(-1);
  if (!step) return undefined;
  return { history: { past: history.past.slice(0, -1), future: [...history.future, step] }, draft: step.before, step };
}

export function redo(history: History): { history: History; draft: Draft; step: Step } | undefined {
  const step = history.future.at(-1);
  if (!step) return undefined;
  return { history: { past: [...history.past, step], future: history.future.slice(0, -1) }, draft: step.after, step };
}
