// The breadcrumb trail of a page: Home, then each route above it, then the page itself, named by
// the routes' titles. The visible trail (layout/Breadcrumbs.tsx) and the BreadcrumbList that
// search engines read (src/server/render/structuredData.ts) both come from here.
import { localeOfPath, localizedPath, unlocalizedPath } from './locale.ts';

export interface TrailStep {
  name: string;
  path: string;
}

/** The steps to a page below the home page; null on the home page and at any path that is not a route. */
export function breadcrumbTrail(routes: ReadonlyArray<{ path: string; title: string }>, path: string, homeName: string): TrailStep[] | null {
  const locale = localeOfPath(path);
  const home = localizedPath('/', locale);
  if (path === home || !routes.some((route) => route.path === path)) return null;
  const segments = unlocalizedPath(path).split('/').filter(Boolean);
  const trail: TrailStep[] = [{ name: homeName, path: home }];
  segments.forEach((_, i) => {
    const step = localizedPath(`/${segments.slice(0, i + 1).join('/')}`, locale);
    const route = routes.find((r) => r.path === step);
    // A level without a page of its own (none today) is left out rather than linked to a 404.
    if (route) trail.push({ name: route.title, path: step });
  });
  return trail;
}
