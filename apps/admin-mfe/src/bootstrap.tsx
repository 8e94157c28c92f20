import { lazy, type ReactNode } from 'react';
import { createAppStore, StoreProvider } from '@checker/api';
import { renderStandaloneRemote } from '@checker/ui';

// Development only: the pages this remote exposes, run on their own dev server (port 4201).
const store = createAppStore();

renderStandaloneRemote(
  'admin',
  {
    UsersPage: lazy(() => import('./pages/users/UsersPage')),
    WhitelistPage: lazy(() => import('./pages/whitelist/WhitelistPage')),
    WebsitePage: lazy(() => import('./pages/website/WebsitePage')),
    DataBankPage: lazy(() => import('./pages/databank/DataBankPage')),
  },
  ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>,
);
