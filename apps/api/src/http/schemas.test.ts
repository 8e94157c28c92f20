import Fastify, { type RouteOptions } from 'fastify';
import { apiServerOptions, registerApi } from '../api';
import { registrationServices } from '../route-table';

/** Every object schema inside `schema` (a body, its rows) that would accept a field it does not declare. */
function openObjects(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { type?: unknown; additionalProperties?: unknown; properties?: Record<string, unknown>; items?: unknown };
  const open = node.type === 'object' && node.additionalProperties !== false ? [path] : [];
  const inProperties = Object.entries(node.properties ?? {}).flatMap(([name, child]) => openObjects(child, `${path}.${name}`));
  return [...open, ...inProperties, ...openObjects(node.items, `${path}[]`)];
}

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
