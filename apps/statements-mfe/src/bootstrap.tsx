import { lazy, StrictMode, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PAGES } from '@checker/auth';
import { createAppStore, StoreProvider } from '@checker/api';
import { AppProviders, StandaloneFrame } from '@checker/ui';

// Development only: the pages this remote exposes, run on their own dev server (port 4202).
const MODULES: Record<string, LazyExoticComponent<ComponentType>> = {
  UploadPage: lazy(() => import('./pages/upload/UploadPage')),
  ViewBoPage: lazy(() => import('./pages/view-bo/ViewBoPage')),
  ViewMutasiPage: lazy(() => import('./pages/view-mutasi/ViewMutasiPage')),
  ConvertMutasiPage: lazy(() => import('./pages/convert-mutasi/ConvertMutasiPage')),
  TemplatesPage: lazy(() => import('./pages/templates/TemplatesPage')),
  DeletePage: lazy(() => import('./pages/delete/DeletePage')),
};

const pages = PAGES.filter((page) => page.remote?.name === 'statements');

const router = createBrowserRouter([
  {
    element: <StandaloneFrame remote="statements" pages={pages} />,
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
