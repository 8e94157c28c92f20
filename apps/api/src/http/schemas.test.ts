import Fastify, { type RouteOptions } from 'fastify';
import { apiServerOptions, registerApi } from '../api';
import { registrationServices } from '../route-table';

/**
 * Every object schema inside `schema` (a body, its rows) that would accept a field it does not declare.
 * A map (a Record: its keys declared by a pattern, e.g. an answer's messageValues) is not open; its values are checked.
 */
function openObjects(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { type?: unknown; additionalProperties?: unknown; properties?: Record<string, unknown>; patternProperties?: Record<string, unknown>; items?: unknown };
  const isObject = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));
  const open = isObject && node.additionalProperties !== false && node.patternProperties === undefined ? [path] : [];
  const inProperties = Object.entries(node.properties ?? {}).flatMap(([name, child]) => openObjects(child, `${path}.${name}`));
  const inMap = Object.values(node.patternProperties ?? {}).flatMap((child) => openObjects(child, `${path}{}`));
  return [...open, ...inProperties, ...inMap, ...openObjects(node.items, `${path}[]`)];
}

/** The schemas every /api route declares, by `METHOD url`, read from the real route plugins. */
async function routeSchemas(): Promise<Array<[string, RouteOptions['schema']]>> {
  const services = registrationServices();
  const app = Fastify(apiServerOptions(services, false));
  const schemas: Array<[string, RouteOptions['schema']]> = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/')) schemas.push([`${String(route.method)} ${route.url}`, route.schema]);
  });
  await registerApi(app, services);
  await app.ready();
  await app.close();
  return schemas;
}

describe('response schemas', () => {
  it('are declared by every /api route for its success answer, every object in them closed', async () => {
    const schemas = await routeSchemas();
    expect(schemas.length).toBeGreaterThanOrEqual(60);
    const undeclared = schemas.filter(([, schema]) => !Object.keys(schema?.response ?? {}).some((status) => /^2/.test(status))).map(([route]) => route);
    expect(undeclared).toEqual([]);
    const open = schemas.flatMap(([route, schema]) => Object.entries(schema?.response ?? {}).flatMap(([status, answer]) => openObjects(answer, `${route} ${status}`)));
    expect(open).toEqual([]);
  });

  it('leave out what must never leave the server: no answer declares a password or its hash', async () => {
    const fields = (await routeSchemas()).flatMap(([, schema]) => JSON.stringify(schema?.response ?? {}).match(/"[a-z_]*(password|hash)[a-z_]*"/gi) ?? []);
    expect(fields).toEqual([]);
  });
});

describe('JSON body schemas', () => {
  it('declare additionalProperties: false on every object, rows included, so an unknown field is refused', async () => {
    const services = registrationServices();
    const app = Fastify(apiServerOptions(services, false));
    const bodies: Array<[string, unknown]> = [];
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.schema?.body) bodies.push([`${String(route.method)} ${route.url}`, route.schema.body]);
    });
    await registerApi(app, services);
    await app.ready();
    await app.close();
    expect(bodies.length).toBeGreaterThanOrEqual(15);
    expect(bodies.flatMap(([route, body]) => openObjects(body, route))).toEqual([]);
  });
});
