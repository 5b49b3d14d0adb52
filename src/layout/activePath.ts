import { unlocalizedPath } from '../app/locale.ts';

/**
 * How a navigation item relates to the current path: the page itself, a page inside its
 * section ("/portfolio" while on "/portfolio/qatar-business-portal"), or neither. A home page
 * ("/", "/ar") only ever matches itself.
 */
export function linkState(currentPath: string, href: string): 'page' | 'section' | undefined {
  if (currentPath === href) return 'page';
  if (unlocalizedPath(href) !== '/' && href.startsWith('/') && currentPath.startsWith(`${href}/`)) return 'section';
  return undefined;
}

/** The aria-current value for a link: "page" on its own page, "true" inside its section. */
export function ariaCurrent(currentPath: string, href: string): 'page' | 'true' | undefined {
  const state = linkState(currentPath, href);
  return state === 'page' ? 'page' : state === 'section' ? 'true' : undefined;
}
