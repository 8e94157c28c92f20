import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

/** Pages that loaded once render at once on the next visit; failed ones are loaded again. */
const loadedPages = new WeakMap<RemotePageLoader, Map<string, LazyExoticComponent<ComponentType>>>();

function lazyPage(load: RemotePageLoader, remote: RemoteName, module: string, retry: boolean): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  const cache = loadedPages.get(load) ?? new Map<string, LazyExoticComponent<ComponentType>>();
  loadedPages.set(load, cache);
  const cached = cache.get(key);
  if (cached && !retry) return cached;
  const page: LazyExoticComponent<ComponentType> = lazy(() =>
    load(remote, module, retry).catch((error: unknown) => {
      if (cache.get(key) === page) cache.delete(key);
      throw error;
    }),
  );
  cache.set(key, page);
  return page;
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

/** One route's remote page: React.lazy over loadRemote, with a boundary whose Retry makes a new attempt. */
export function RemotePage({ remote, module, label, load = loadRemotePage }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazyPage(load, remote, module, attempt > 0), [load, remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} section={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
