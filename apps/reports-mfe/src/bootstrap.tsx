import { lazy, type ReactNode } from 'react';
import { createAppStore, StoreProvider } from '@checker/api';
import { renderStandaloneRemote } from '@checker/ui';

// Development only: the pages this remote exposes, run on their own dev server (port 4203).
const store = createAppStore();

renderStandaloneRemote(
  'reports',
  {
    DataPlayerPage: lazy(() => import('./pages/dataplayer/DataPlayerPage')),
    TrackingPage: lazy(() => import('./pages/tracking/TrackingPage')),
  },
  ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>,
);
