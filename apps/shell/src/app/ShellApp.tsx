import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { StoreProvider, type AppStore } from '@checker/api';
import { AppProviders } from '@checker/ui';

export function ShellApp({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StoreProvider>
    </StrictMode>
  );
}
