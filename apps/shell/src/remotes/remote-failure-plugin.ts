import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote page that could not be loaded: the manifest, the entry or a chunk failed. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  constructor(remote: string, id: string, cause: unknown) {
    super(`Remote "${remote}" could not load "${id}": ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  lifecycle: string;
  remote?: { name: string };
}

/**
 * errorLoadRemote runs at each failing step; the manifest and entry steps are left to the runtime,
 * which clears its cache of the failed load and ends in the final 'onLoad' step. There the failure
 * becomes one typed error that the route's error boundary turns into "This section is unavailable".
 */
export function handleErrorLoadRemote({ id, error, lifecycle, remote }: ErrorLoadRemoteArgs): undefined {
  if (lifecycle !== 'onLoad') return undefined;
  if (error instanceof RemoteLoadError) throw error;
  throw new RemoteLoadError(remote?.name ?? id.split('/')[0] ?? id, id, error);
}

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'checker-remote-failure', errorLoadRemote: handleErrorLoadRemote };
}
