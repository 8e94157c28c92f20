import { lazy, StrictMode, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PAGES } from '@checker/auth';
import { createAppStore, StoreProvider } from '@checker/api';
import { AppProviders, StandaloneFrame } from '@checker/ui';

// Development only: the pages this remote exposes, run on their own dev server (port 4203).
const MODULES: Record<string, LazyExoticComponent<ComponentType>> = {
  DataPlayerPage: lazy(() => import('./pages/dataplayer/DataPlayerPage')),
  TrackingPage: lazy(() => import('./pages/tracking/TrackingPage')),
};

const pages = PAGES.filter((page) => page.remote?.name === 'reports');

const router = createBrowserRouter([
  {
    element: <StandaloneFrame remote="reports" pages={pages} />,
    children: [
      { index: true, element: <Navigate to={pages[0]?.path ?? '/'} replace /> },
      ...pages.map((page) => {
        const Page = MODULES[page.remote?.module ?? ''];
        return { path: page.path, element: Page ? <Page /> : null };
      }),
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <StoreProvider store={createAppStore()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StoreProvider>
  </StrictMode>,
);
