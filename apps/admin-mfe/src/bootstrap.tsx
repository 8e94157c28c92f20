import type { ReactNode } from 'react';
import { createAppStore, StoreProvider } from '@checker/api';
import pages from '../pages.json';
import { lazyPages, renderStandaloneRemote } from '@checker/ui/pages';

// Development only: the pages this remote exposes, run on their own dev server (port 4201).
const store = createAppStore();

renderStandaloneRemote(
  'admin',
  // Each page of the manifest (the list rspack exposes), imported from its file under src/pages.
  lazyPages(pages, (file) => import(/* webpackInclude: /Page\.tsx$/ */ `./pages/${file}.tsx`)),
  ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>,
);
