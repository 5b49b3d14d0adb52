// "Go to the field": a JSON pointer of the draft ("/routes/3/title/en") opens where the studio
// edits it (the page's settings, its block, a site-wide part, an article) and focuses its field.
// The forms name their fields by their path from the form's prefix (react-jsonschema-form's ids:
// "route3_title_en", "block-7_actions_0_label_en", "article2_body"); a folded list item or the
// closed page settings open themselves when the field asked for is inside them (FieldTarget).
import { createContext, useContext, useEffect } from 'react';
import type { Draft } from './draft.ts';
import type { Selection } from './SiteNav.tsx';
import { sections } from '../shared/sections.ts';

/** The field the studio is going to: its id, and a new number each time (the same field asked twice opens twice). */
export interface FieldTarget {
  id: string;
  nonce: number;
}

export const FieldTargetContext = createContext<FieldTarget | undefined>(undefined);

/** An event (its detail a pointer) that makes the studio go to a field: the console's Publish page sends it. */
export const goToFieldEvent = 'studio:go-to-field';

/** Calls `open` when the field gone to is `id` or inside it. */
export function useOpensForTarget(id: string | undefined, open: () => void) {
  const target = useContext(FieldTargetContext);
  useEffect(() => {
    if (id && target && (target.id === id || target.id.startsWith(`${id}_`))) open();
    // Only when the studio goes somewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.nonce, id]);
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** Where a pointer is edited: the selection that opens it, the form's field id, and the value that form edits. */
export function fieldPlace(pointer: string, draft: Draft): { selection: Selection; id: string; formValue: unknown } | undefined {
  const parts = pointer.split('/').slice(1).map(unescape);
  if (parts[0] === 'routes' && parts.length >= 2) {
    const route = Number(parts[1]);
    if (!draft.site.routes[route]) return undefined;
    if (parts[2] === 'blocks' && parts.length >= 4) {
      const key = draft.keys[route]?.[Number(parts[3])];
      if (!key) return undefined;
      const block = draft.site.routes[route].blocks[Number(parts[3])];
      return { selection: { kind: 'route', route, block: key }, id: [`block-${key}`, ...parts.slice(4)].join('_'), formValue: block };
    }
    const inForm = parts.slice(2);
    const settings = draft.site.routes[route];
    if (inForm.length === 0) return { selection: { kind: 'route', route }, id: `route${route}`, formValue: settings };
    return { selection: { kind: 'route', route, settings: true }, id: [`route${route}`, ...inForm].join('_'), formValue: settings };
  }
  if (parts[0] === 'articles' && parts.length >= 2) {
    const article = Number(parts[1]);
    return { selection: { kind: 'articles', article }, id: [`article${article}`, ...parts.slice(2)].join('_'), formValue: draft.site.articles?.[article] };
  }
  const section = sections.find((part) => pointer === part.pointer || pointer.startsWith(`${part.pointer}/`));
  if (!section) return undefined;
  const inForm = pointer.slice(section.pointer.length).split('/').slice(1).map(unescape);
  return { selection: { kind: section.section }, id: [section.section, ...inForm].join('_'), formValue: section.get(draft.site) };
}

const fields = 'input:not([type="hidden"]), textarea, [role="textbox"], [role="combobox"], button';

/** A line's place among a long text's lines: a list is a line per item (richTextLines.ts). */
function lineIndex(body: unknown, node: number, item: number | undefined): number {
  if (!Array.isArray(body)) return node;
  let line = 0;
  for (let n = 0; n < node && n < body.length; n++) line += body[n]?.type === 'list' ? Math.max(1, body[n].items?.length ?? 1) : 1;
  return line + (item ?? 0);
}

/**
 * The element of a field id: the field itself, a long text's line (its English or Arabic), or the
 * first field inside the nearest part that is there (a block asked for focuses its first field).
 */
function findField(id: string, formValue: unknown): HTMLElement | undefined {
  const exact = document.getElementById(id);
  if (exact?.matches(fields)) return exact;
  const parts = id.split('_');
  for (let end = parts.length; end > 0; end--) {
    const prefix = parts.slice(0, end).join('_');
    // A long text (the rich-text editor): its lines are the body's parts, in order.
    const richText = document.getElementById(`${prefix}__help`)?.closest('fieldset');
    if (richText?.getAttribute('aria-describedby') === `${prefix}__help` && richText.querySelector('[data-line]')) {
      const rest = parts.slice(end);
      const node = Number(rest[0] ?? 0);
      const item = rest[1] === 'items' ? Number(rest[2]) : undefined;
      const language = rest.includes('ar') ? 'ar' : 'en';
      const field = rest.includes('cite') || rest.includes('title') ? 'extra' : 'text';
      const lineIds = [...new Set([...richText.querySelectorAll<HTMLElement>('[data-line]')].map((cell) => cell.dataset.line))];
      // The id's parts after the form's own prefix are the pointer's inside the form's value.
      const body = parts.slice(1, end).reduce<any>((value, key) => value?.[key], formValue);
      const line = lineIds[lineIndex(body, node, item)] ?? lineIds[0];
      return richText.querySelector<HTMLElement>(`[data-line="${line}"][data-field="${field}"][data-lang="${language}"]`) ?? undefined;
    }
    const inside = document.getElementById(prefix);
    const first = inside?.matches(fields) ? inside : (inside?.querySelector<HTMLElement>(fields) ?? document.querySelector<HTMLElement>(`[id^="${prefix}_"]:is(${fields})`));
    if (first) return first;
  }
  return undefined;
}

/**
 * Focuses the field once its form has opened (a block's form is made when chosen, a folded item
 * when opened): within 3 s. `formValue` is the value the form edits (a long text's lines are found from it).
 */
export function focusField(id: string, formValue: unknown): () => void {
  let frame = 0;
  let until = performance.now() + 3000;
  const attempt = () => {
    const field = findField(id, formValue);
    // While a long text's editor loads (its code comes with the first one opened), its lines are yet to come.
    const loading = document.querySelector('#studio-editor [aria-label="Loading the text editor"]') !== null;
    if (loading) until = Math.max(until, performance.now() + 1000);
    // The exact field, or the nearest once nothing more can open.
    if (field && (field.id === id || field.dataset.line || (!loading && performance.now() > until - 2500))) {
      field.focus({ preventScroll: true });
      field.scrollIntoView({ block: 'center' });
      return;
    }
    if (performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
