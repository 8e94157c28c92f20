import { said } from '@checker/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { unknownFieldMessage } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart form route (upload, Convert Mutasi): readUploadForm checks its fields and refuses a JSON body. */
    form?: true;
  }
}

/**
 * Digits only. The schemas' integer coercion alone would also take `0x10` (16), ` ` (0), `1e3` and
 * `1e309` (Infinity, which reaches the database as an invalid OFFSET): a path id or page is written
 * in decimal digits or refused.
 */
const WHOLE_NUMBER = /^[0-9]+$/;

const integerParamsOf = new WeakMap<object, readonly string[]>();

/** The names of the path parameters a route's schema declares as integers. */
function integerParams(request: FastifyRequest): readonly string[] {
  const params = request.routeOptions.schema?.params;
  if (typeof params !== 'object' || params === null) return [];
  const cached = integerParamsOf.get(params);
  if (cached) return cached;
  const properties = (params as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const names = Object.entries(properties)
    .filter(([, schema]) => schema.type === 'integer')
    .map(([name]) => name);
  integerParamsOf.set(params, names);
  return names;
}

/**
 * Where the first NUL character sits in a decoded path parameter or JSON body (`arr.0.name`), or
 * null. PostgreSQL cannot store U+0000 in text and answers such a query with an error, so it is
 * refused here with the field's name. Iterative: a hostile body may nest tens of thousands deep.
 */
export function nulPath(value: unknown, root: string): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * The first field of a JSON object sent to a route that declares no body (a DELETE by id, sign-out),
 * or null. Such a route reads nothing from a body, so every field in one is unknown. A non-object
 * body (text, an array) carries no fields.
 */
function fieldWithoutSchema(request: FastifyRequest): string | null {
  if (request.routeOptions.schema?.body !== undefined || request.routeOptions.config.form) return null;
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return Object.keys(body)[0] ?? null;
}

/**
 * Refuses path parameters and JSON bodies the schemas would let through to a database error, and
 * fields sent to a route that takes no body (schemas refuse the fields they do not declare).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const name of integerParams(request)) {
      const value = params[name];
      if (typeof value === 'string' && !WHOLE_NUMBER.test(value)) throw badRequest(said('server.request.type.integer', { field: name }));
    }
    const inParams = nulPath(params, '');
    if (inParams !== null) throw badRequest(said('server.request.nul', { field: inParams }));
    const inBody = nulPath(request.body, '');
    if (inBody !== null) throw badRequest(inBody ? said('server.request.nul', { field: inBody }) : said('server.request.bodyNul'));
    const unknown = fieldWithoutSchema(request);
    if (unknown !== null) throw badRequest(unknownFieldMessage(unknown));
  });
}
