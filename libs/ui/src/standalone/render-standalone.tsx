import { lazy, StrictMode, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PAGES, type RemoteName } from '@checker/auth';
import { AppProviders } from '../theme/ThemeProvider';
import { StandaloneFrame } from './StandaloneFrame';

/** A remote's pages manifest (its `pages.json`): exposed module name → the page's file under src/pages, without extension. */
export type PagesManifest = Readonly<Record<string, string>>;

/** The manifest's pages as lazy components; `load` imports a file under the remote's src/pages. */
export function lazyPages(manifest: PagesManifest, load: (file: string) => Promise<{ default: ComponentType }>): Record<string, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(Object.entries(manifest).map(([module, file]) => [module, lazy(() => load(file))]));
}

/**
 * Development only: renders a remote's exposed pages on its own dev server, inside the same
 * providers as in the shell. `StoreProviders` comes from the remote because libs/ui may not import
 * libs/api (the store's home).
 */
export function renderStandaloneRemote(
  remote: RemoteName,
  modules: Record<string, LazyExoticComponent<ComponentType>>,
  StoreProviders: ComponentType<{ children: ReactNode }>,
): void {
  const pages = PAGES.filter((page) => page.remote?.name === remote);
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame remote={remote} pages={pages} />,
      children: [
        { index: true, element: <Navigate to={pages[0]?.path ?? '/'} replace /> },
        ...pages.map((page) => {
          const Page = modules[page.remote?.module ?? ''];
          return { path: page.path, element: Page ? <Page /> : null };
        }),
      ],
    },
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StoreProviders>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StoreProviders>
    </StrictMode>,
  );
}
