// The draft as a whole, for a field that needs more than its own value (the image library marks
// the images no page uses). A getter, so that typing elsewhere does not draw the field again.
import { createContext } from 'react';
import type { SiteData } from '../../shared/siteData.ts';

export const DraftSite = createContext<() => SiteData | undefined>(() => undefined);

/** Every image address ("/images/…") the site names, wherever it is. */
export function imagesInUse(site: SiteData | undefined): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/images/')) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(site);
  return found;
}
