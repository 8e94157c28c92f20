import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, StoreProvider } from '@checker/api';
import { AppProviders } from '@checker/ui';
import { createRoutes } from '../app/routes';
import type { RemotePageLoader } from '../remotes/RemotePage';

/** A remote loader whose pages name themselves, so a test sees which remote module a route chose. */
export const namedRemotePages: RemotePageLoader = async (remote, module) => ({
  default: function RemoteStub() {
    return <p>{`remote ${remote}/${module}`}</p>;
  },
});

/** The whole shell at `path`, with a store built from the current document.cookie. */
export function renderShell(path: string, loadRemotePage: RemotePageLoader = namedRemotePages) {
  const store = createAppStore();
  const router = createMemoryRouter(createRoutes({ loadRemotePage }), { initialEntries: [path] });
  const view = render(
    <StoreProvider store={store}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StoreProvider>,
  );
  return { store, router, ...view };
}
