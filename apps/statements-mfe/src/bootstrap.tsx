import { lazy, type ReactNode } from 'react';
import { createAppStore, StoreProvider } from '@checker/api';
import { renderStandaloneRemote } from '@checker/ui';

// Development only: the pages this remote exposes, run on their own dev server (port 4202).
const store = createAppStore();

renderStandaloneRemote(
  'statements',
  {
    UploadPage: lazy(() => import('./pages/upload/UploadPage')),
    ViewBoPage: lazy(() => import('./pages/view-bo/ViewBoPage')),
    ViewMutasiPage: lazy(() => import('./pages/view-mutasi/ViewMutasiPage')),
    ConvertMutasiPage: lazy(() => import('./pages/convert-mutasi/ConvertMutasiPage')),
    TemplatesPage: lazy(() => import('./pages/templates/TemplatesPage')),
    DeletePage: lazy(() => import('./pages/delete/DeletePage')),
  },
  ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>,
);
