import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SessionProvider } from '@checker/auth/react';
import { selectAuth, useAppSelector, type AppStore } from './store';

/** Hands the store's auth state to the React guards of @checker/auth/react. */
function SessionBridge({ children }: { children?: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  return <SessionProvider value={auth}>{children}</SessionProvider>;
}

export function StoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return (
    <Provider store={store}>
      <SessionBridge>{children}</SessionBridge>
    </Provider>
  );
}
