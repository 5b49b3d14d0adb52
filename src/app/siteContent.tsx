// The site in the visitor's language, for every component: the page's language is fixed when
// the app starts (from its address), and the language switch loads the other edition's page.
import { createContext, use, type ReactNode } from 'react';
import type { SiteContent } from './siteContentData.ts';

export type { SiteContent } from './siteContentData.ts';

const SiteContentContext = createContext<SiteContent | null>(null);

export function SiteContentProvider({ content, children }: { content: SiteContent; children: ReactNode }) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

/** The site facts, layout, texts and routes in the page's language. */
export function useSiteContent(): SiteContent {
  const content = use(SiteContentContext);
  if (!content) throw new Error('useSiteContent needs a SiteContentProvider above it');
  return content;
}
