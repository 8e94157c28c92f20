import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * What a handler may hand the serializer for a schema's type: a database timestamp (a Date) where the
 * answer carries a string — the serializer sends its ISO form, which is what the client's type says.
 */
export type Serializable<T> = T extends string ? T | Date : T extends ReadonlyArray<infer U> ? Array<Serializable<U>> : T extends object ? { [K in keyof T]: Serializable<T[K]> } : T;

/** TypeBox's type provider (request types from the schemas), answers typed as the serializer takes them. */
export interface RouteTypes extends TypeBoxTypeProvider {
  serializer: this['schema'] extends TSchema ? Serializable<Static<this['schema']>> : unknown;
}

/** A route plugin's instance whose routes take their request and answer types from their schemas. */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<RouteTypes>();
}
