import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@checker/auth';
import { RemoteLoadError } from './remote-failure-plugin';

export const REMOTES_CONFIG_URL = '/config/remotes.json';

export type RemoteManifests = Partial<Record<RemoteName, string>>;

/** Reads /config/remotes.json: known remote names only, relative manifest URLs made absolute. */
export function parseRemotesConfig(json: unknown, base: string): RemoteManifests {
  if (typeof json !== 'object' || json === null) throw new Error(`${REMOTES_CONFIG_URL} is not a JSON object`);
  const manifests: RemoteManifests = {};
  for (const name of REMOTE_NAMES) {
    const value = (json as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') manifests[name] = new URL(value, base).href;
  }
  return manifests;
}

async function fetchRemotesConfig(): Promise<RemoteManifests> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return parseRemotesConfig(await response.json(), window.location.href);
}

let registration: Promise<RemoteManifests> | null = null;

/** Fetches the remotes config once and registers every remote; a failed fetch is tried again next time. */
export function ensureRemotes(): Promise<RemoteManifests> {
  if (!registration) {
    const loading = fetchRemotesConfig().then((manifests) => {
      registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
      return manifests;
    });
    loading.catch(() => {
      if (registration === loading) registration = null;
    });
    registration = loading;
  }
  return registration;
}

/**
 * A Retry after a failure: read the config again (a moved remote is found) and register the remote
 * anew, which drops the runtime's cached manifest and entry. The runtime keeps a manifest that
 * answered with an error body as "invalid", and a redeployed remote has new chunk names, so a plain
 * second load would repeat the old failure.
 */
async function refreshRemote(remote: RemoteName): Promise<void> {
  const previous = registration ? await registration.catch(() => null) : null;
  if (!previous) {
    await ensureRemotes();
    return;
  }
  const entry = (await fetchRemotesConfig())[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry }], { force: previous[remote] !== undefined });
  previous[remote] = entry;
}

export interface RemotePageModule {
  default: ComponentType;
}

function isPageModule(value: unknown): value is RemotePageModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

/** Loads `remote/module` (e.g. admin/UsersPage) for React.lazy; `retry` starts a new attempt from scratch. */
export async function loadRemotePage(remote: RemoteName, module: string, retry = false): Promise<RemotePageModule> {
  const id = `${remote}/${module}`;
  try {
    if (retry) await refreshRemote(remote);
    else await ensureRemotes();
    const loaded = await loadRemote<unknown>(id);
    if (!isPageModule(loaded)) throw new Error(`${id} has no default page component`);
    return loaded;
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, id, error);
  }
}
