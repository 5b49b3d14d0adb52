// The router's routes, made from site.json in the page's language: one per declared path, a
// catch-all not-found page, and an error page inside the layout for anything that fails to render.
// An address in the other language loads that edition's page from the server, in its own app.
import { redirect, redirectDocument, type RouteObject } from 'react-router-dom';
import { BlockPage } from './BlockPage.tsx';
import { deferred } from './deferred.tsx';
import { Layout, preloadLayout } from './Layout.tsx';
import { localeOfPath, localizedPath } from './locale.ts';
import { offlinePath, withoutOwnAddress } from './paths.ts';
import { loadPage } from './pageData.ts';
import { RouteHead } from './RouteHead.tsx';
import type { SiteContent } from './siteContent.tsx';

export const notFoundRouteId = 'not-found';

// Pages made with MUI, which hydrate later like the blocks (app/deferred.tsx).
const ErrorPage = deferred(() => import('./ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));
const NotFoundPage = deferred(() => import('./NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const OfflinePage = deferred(() => import('./OfflinePage.tsx').then((m) => ({ default: m.OfflinePage })));

/** Loads every part that hydrates later, for the prerender, which renders pages in full. */
export const preloadDeferredParts = () => Promise.all([preloadLayout(), ErrorPage.preload(), NotFoundPage.preload(), OfflinePage.preload()]);

export function createAppRoutes(content: SiteContent): RouteObject[] {
  return [
    {
      id: 'layout',
      element: <Layout />,
      errorElement: (
        <Layout>
          <ErrorPage />
        </Layout>
      ),
      children: [
        ...content.routes.map(
          (route): RouteObject => ({
            id: route.path,
            path: route.path,
            loader: () => loadPage(content.pageLoaders, route.path),
            element: (
              <>
                <RouteHead title={route.title} description={route.description} />
                <BlockPage />
              </>
            ),
          }),
        ),
        ...content.redirects.map((r): RouteObject => ({ path: r.from, loader: () => redirect(r.to) })),
        { id: 'offline', path: localizedPath(offlinePath, content.locale), element: <OfflinePage />, handle: withoutOwnAddress },
        {
          id: notFoundRouteId,
          path: '*',
          handle: withoutOwnAddress,
          loader: ({ request }) => {
            const url = new URL(request.url);
            return typeof document !== 'undefined' && localeOfPath(url.pathname) !== content.locale ? redirectDocument(url.href) : null;
          },
          element: <NotFoundPage />,
        },
      ],
    },
  ];
}
