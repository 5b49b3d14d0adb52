// Keeps the tab title and meta description right after client-side navigation
// (the prerendered HTML already has them for the first load).
import { useEffect } from 'react';
import { site } from 'virtual:site';

export function documentTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
