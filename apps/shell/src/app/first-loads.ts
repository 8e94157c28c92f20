import { findPage } from '@checker/auth';
import { hasTokenCookie } from '@checker/auth/react';
import { adminApi, sessionApi, type AppStore } from '@checker/api';
import { ensureRemotes, loadRemotePage } from '../remotes/registry';
import { preloadRemotePage, type RemotePageLoader } from '../remotes/RemotePage';

/**
 * Starts at once, before React renders, what the first screen waits for: the IP check, the remote
 * list and, for someone signed in, the layout and the current page's code (its remote and the
 * website list, or the dashboard). One after another they cost a reload ~1 s; together, the slowest
 * of them. The routes then find each already loading (RTK Query shares the IP check and the website
 * list, preloadRemotePage the page's code). A failure here is left to the route that needs the thing,
 * which shows it.
 */
export function startFirstLoads(store: AppStore, path: string, cookies: string, loadPage: RemotePageLoader = loadRemotePage): void {
  void store.dispatch(sessionApi.endpoints.whitelistCheck.initiate());
  ensureRemotes().catch((error: unknown) => console.error('[checker] remotes config unavailable', error));
  if (!hasTokenCookie(cookies)) return;
  void import('../layout/AppLayout').catch(() => undefined);
  const page = findPage(path);
  if (page?.remote) {
    void preloadRemotePage(loadPage, page.remote.name, page.remote.module);
    // The website list, which nearly every remote page reads first (a filter, a link's website).
    void store.dispatch(adminApi.endpoints.websites.initiate());
  }
  else if (path === '/') void import('../pages/dashboard/DashboardPage').catch(() => undefined);
}
