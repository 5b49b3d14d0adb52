// The router's routes, made from site.json in the page's language: one per declared path, a
// catch-all not-found page, and an error page inside the layout for anything that fails to render.
// An address in the other language loads that edition's page from the server, in its own app.
import { redirect, redirectDocument, type RouteObject } from 'react-router-dom';
import { BlockPage } from './BlockPage.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { Layout } from './Layout.tsx';
import { localeOfPath, localizedPath } from './locale.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { OfflinePage } from './OfflinePage.tsx';
import { offlinePath } from './paths.ts';
import { loadPage } from './pageData.ts';
import { RouteHead } from './RouteHead.tsx';
import type { SiteContent } from './siteContent.tsx';

export const notFoundRouteId = 'not-found';

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
        { id: 'offline', path: localizedPath(offlinePath, content.locale), element: <OfflinePage /> },
        {
          id: notFoundRouteId,
          path: '*',
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
