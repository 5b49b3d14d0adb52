// Keeps the tab title and meta description right after client-side navigation
// (the prerendered HTML already has them for the first load).
import { useEffect } from 'react';
import { useSiteContent } from './siteContent.tsx';

export function useDocumentTitle(title: string, description?: string): void {
  const { site } = useSiteContent();
  useEffect(() => {
    document.title = `${title} | ${site.brand}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, site.brand]);
}
