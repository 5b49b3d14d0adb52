// What the FAQ shows (a category tab and at most one open question) and how that is written in
// the address: ?category=<id> (left out for the first category) and #<question id>.
import type { FaqBlock } from '../../types/site.ts';

type Category = Pick<FaqBlock['categories'][number], 'id'> & { items: { id: string }[] };

export interface FaqView {
  category: string;
  open: string | null;
}

/** The view before the address is read: the first category, every question closed. */
export function defaultView(categories: readonly Category[]): FaqView {
  return { category: categories[0].id, open: null };
}

/** The view an address asks for. A known question id in the hash wins and selects its own category. */
export function viewFromUrl(categories: readonly Category[], search: string, hash: string): FaqView {
  const questionId = hash.replace(/^#/, '');
  const owner = questionId ? categories.find((c) => c.items.some((item) => item.id === questionId)) : undefined;
  if (owner) return { category: owner.id, open: questionId };
  const wanted = new URLSearchParams(search).get('category');
  return { category: categories.some((c) => c.id === wanted) ? wanted! : categories[0].id, open: null };
}

/** The search and hash of a view; other query parameters are kept. */
export function urlOfView(categories: readonly Category[], search: string, view: FaqView): { search: string; hash: string } {
  const params = new URLSearchParams(search);
  if (view.category === categories[0].id) params.delete('category');
  else params.set('category', view.category);
  const query = params.toString();
  return { search: query ? `?${query}` : '', hash: view.open ? `#${view.open}` : '' };
}

/**
 * Element ids: never the bare question id, so that the router does not jump to a question a
 * visitor just opened. Short, as each of the 80 questions carries five of them.
 */
export const faqIds = {
  tab: (category: string) => `faq-tab-${category}`,
  panel: (category: string) => `faq-panel-${category}`,
  item: (question: string) => `q-${question}`,
  question: (question: string) => `q-${question}-b`,
  answer: (question: string) => `q-${question}-a`,
};
