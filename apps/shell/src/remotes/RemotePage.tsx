import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import type { RemoteName } from '@checker/auth';
import { RemoteUnavailable } from '@checker/ui';
import { loadRemotePage, type RemotePageModule } from './registry';

export type RemotePageLoader = (remote: RemoteName, module: string, retry: boolean) => Promise<RemotePageModule>;

interface BoundaryProps {
  section: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside its route: the sidebar, header and other remotes stay usable. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable section={this.props.section} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

interface PageCache {
  /** One load per page, shared by the route's loader and the page's lazy component; a failed one is forgotten. */
  loading: Map<string, Promise<RemotePageModule>>;
  /** Pages whose code is here: they render at once, without suspending. */
  loaded: Map<string, ComponentType>;
}

const caches = new WeakMap<RemotePageLoader, PageCache>();

function cacheOf(load: RemotePageLoader): PageCache {
  let cache = caches.get(load);
  if (!cache) {
    cache = { loading: new Map(), loaded: new Map() };
    caches.set(load, cache);
  }
  return cache;
}

const pageKey = (remote: RemoteName, module: string): string => `${remote}/${module}`;

function loadPage(load: RemotePageLoader, remote: RemoteName, module: string, retry: boolean): Promise<RemotePageModule> {
  const key = pageKey(remote, module);
  const cache = cacheOf(load);
  const started = cache.loading.get(key);
  if (started && !retry) return started;
  const loading = load(remote, module, retry).then(
    (page) => {
      cache.loaded.set(key, page.default);
      return page;
    },
    (error: unknown) => {
      if (cache.loading.get(key) === loading) cache.loading.delete(key);
      throw error;
    },
  );
  cache.loading.set(key, loading);
  return loading;
}

/**
 * Loads a page's code before its route renders (the route's loader), so the page renders at once
 * instead of suspending: React holds a Suspense boundary's content up to 300 ms after its fallback
 * showed, which was a third of a reload of View BO. Never fails: a failure is the page's to show.
 */
export async function preloadRemotePage(load: RemotePageLoader, remote: RemoteName, module: string): Promise<null> {
  await loadPage(load, remote, module, false).catch(() => undefined);
  return null;
}

export function PageLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" />
    </Flex>
  );
}

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  /** Sidebar label, used in the unavailable message. */
  label: string;
  load?: RemotePageLoader;
}

/**
 * One route's remote page: the page itself when its code is here (preloadRemotePage), else React.lazy
 * over loadRemote; a boundary whose Retry makes a new attempt.
 */
export function RemotePage({ remote, module, label, load = loadRemotePage }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = attempt === 0 ? cacheOf(load).loaded.get(pageKey(remote, module)) : undefined;
  // While the code is still coming: a lazy component over the same load (a page that loaded once is `Loaded`).
  const Page = useMemo(() => lazy(() => loadPage(load, remote, module, attempt > 0)), [load, remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} section={label} onRetry={() => setAttempt((n) => n + 1)}>
      {Loaded ? (
        <Loaded />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
