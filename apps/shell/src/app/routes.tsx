import type { RouteObject } from 'react-router-dom';
import { PAGES } from '@checker/auth';
import { RedirectSignedIn, RequireRole, RequireSession } from '@checker/auth/react';
import { IpGate } from '../gate/IpGate';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { RouteErrorPage } from '../pages/route-error/RouteErrorPage';
import { loadRemotePage } from '../remotes/registry';
import { PageLoading, preloadRemotePage, RemotePage, type RemotePageLoader } from '../remotes/RemotePage';

/**
 * The shell's routes. The IP gate wraps everything but the not-found page; the sign-in page sends
 * someone signed in home; the session guard wraps the layout; every remote page sits behind the role guard of its PAGES entry.
 */
export function createRoutes(options: { loadRemotePage?: RemotePageLoader } = {}): RouteObject[] {
  const remotePages: RouteObject[] = PAGES.flatMap((page) => {
    const remote = page.remote;
    return remote
      ? [
          {
            path: page.path,
            // The page's code before the route renders (shared with startFirstLoads' load): it renders at once.
            loader: () => preloadRemotePage(options.loadRemotePage ?? loadRemotePage, remote.name, remote.module),
            element: (
              <RequireRole roles={page.roles}>
                <RemotePage key={page.path} remote={remote.name} module={remote.module} label={page.label} load={options.loadRemotePage} />
              </RequireRole>
            ),
          },
        ]
      : [];
  });
  return [
    {
      errorElement: <RouteErrorPage />,
      // Shown while the first lazy route (sign-in, layout, dashboard) arrives.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/not-found', element: <NotFoundPage /> },
        { path: '/notfound', element: <NotFoundPage /> },
        {
          element: <IpGate />,
          children: [
            {
              element: <RedirectSignedIn />,
              children: [{ path: '/signin', lazy: async () => ({ Component: (await import('../pages/signin/SignInPage')).SignInPage }) }],
            },
            {
              element: <RequireSession />,
              children: [
                {
                  lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
                  children: [{ index: true, lazy: async () => ({ Component: (await import('../pages/dashboard/DashboardPage')).DashboardPage }) }, ...remotePages],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
