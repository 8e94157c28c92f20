import Fastify from 'fastify';
import { apiServerOptions, registerApi } from './api';
import { loadConfig } from './config';
import type { Db } from './db/db';
import type { ApiRouteEntry } from './http/access';
import type { Services } from './services';

function unavailable(): Promise<never> {
  return Promise.reject(new Error('Routes registered with registrationServices have no database, signing key or upload parser.'));
}

/** Services for registering the routes only: no database, no signing key, no upload parser; calling one fails. */
export function registrationServices(): Services {
  const db: Db = { query: unavailable, transaction: unavailable, copyInOwnTransaction: unavailable, foregroundIdleMs: () => 0, holdForeground: () => () => undefined, close: async () => undefined };
  return {
    db,
    config: loadConfig({}, process.cwd(), process.cwd()),
    tokens: { sign: unavailable, verify: async () => null },
    uploadWorker: { parse: unavailable, convert: unavailable, close: async () => undefined },
  };
}

/**
 * Every /api route with its method and access rule, read from the real route plugins (registered
 * with registrationServices). Tests iterate it to check that each route is guarded.
 */
export async function apiRouteTable(): Promise<ApiRouteEntry[]> {
  const services = registrationServices();
  const app = Fastify(apiServerOptions(services, false));
  await registerApi(app, services);
  await app.ready();
  const routes = [...app.apiRoutes];
  await app.close();
  return routes;
}
