// The router's routes, made from site.json: one per declared path, a catch-all not-found page,
// and an error page inside the layout for anything that fails to render.
import { redirect, type RouteObject } from 'react-router-dom';
import { redirects, routes as siteRoutes } from 'virtual:site';
import { BlockPage } from './BlockPage.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { OfflinePage } from './OfflinePage.tsx';
import { offlinePath } from './paths.ts';
import { loadPage } from './pageData.ts';
import { RouteHead } from './RouteHead.tsx';

export const notFoundRouteId = 'not-found';

export function createAppRoutes(): RouteObject[] {
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
        ...siteRoutes.map(
          (route): RouteObject => ({
            id: route.path,
            path: route.path,
            loader: () => loadPage(route.path),
            element: (
              <>
                <RouteHead title={route.title} description={route.description} />
                <BlockPage />
              </>
            ),
          }),
        ),
        ...redirects.map((r): RouteObject => ({ path: r.from, loader: () => redirect(r.to) })),
        { id: 'offline', path: offlinePath, element: <OfflinePage /> },
        { id: notFoundRouteId, path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
