import { said, saidFields, type MessageKey, type Said } from '@checker/domain';
import type { FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';

/** The words of a JSON type in `{types}` of server.request.type.other, for a list of types no key covers. */
const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
  null: 'null',
};

/** The key for each JSON type list the schemas declare (Ajv's `type` param, comma-separated, in schema order). */
const TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  integer: 'server.request.type.integer',
  number: 'server.request.type.number',
  string: 'server.request.type.string',
  boolean: 'server.request.type.boolean',
  object: 'server.request.type.object',
  array: 'server.request.type.array',
  null: 'server.request.type.null',
  'integer,string': 'server.request.type.integerOrString',
  'integer,string,null': 'server.request.type.integerOrStringOrNull',
  'string,integer,null': 'server.request.type.stringOrIntegerOrNull',
  'integer,null': 'server.request.type.integerOrNull',
  'string,null': 'server.request.type.stringOrNull',
};

/** `{field} must be <the type>.`: a whole key for each type list in use; any other list named in English words. */
function typeProblem(field: string, type: unknown): Said {
  const list = String(type);
  const key = Object.prototype.hasOwnProperty.call(TYPE_KEYS, list) ? TYPE_KEYS[list] : undefined;
  if (key) return said(key, { field });
  const types = list.split(',').map((t) => TYPE_WORDS[t] ?? t).join(' or ');
  return said('server.request.type.other', { field, types });
}

/** `/arr/0/bo_id` → `arr.0.bo_id`; '' for the whole body. */
function pathOf(error: FastifySchemaValidationError): string {
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

function subject(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const path = pathOf(error);
  if (path) return path;
  return dataVar === 'body' ? 'The request body' : `The ${dataVar}`;
}

/** A field the request's schema does not declare: `arr.0.foo`, quoted because a client chose it. */
export function unknownFieldMessage(path: string): Said {
  return said('server.request.unknownField', { field: JSON.stringify(path) });
}

/** A schema limit (`limit` of minLength, maximum, …) as a message value. */
function limitOf(params: Record<string, unknown>): string | number {
  return typeof params.limit === 'number' ? params.limit : String(params.limit);
}

/**
 * Turns the first schema error into a message that names the field and what is wrong with it: one key
 * per kind of problem (required, type, length, range, unknown field, one of), the field as `{field}`.
 */
export function describeValidationError(errors: readonly FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Said {
  const error = errors[0];
  if (!error) return said('server.request.invalid');
  const params = error.params as Record<string, unknown>;
  const field = subject(error, dataVar);
  switch (error.keyword) {
    case 'required':
      return said('server.request.required', { field: String(params.missingProperty) });
    case 'type':
      // Every body schema is an object: the whole body of another type is refused in its own words.
      if (pathOf(error) === '' && dataVar === 'body' && String(params.type) === 'object') return said('server.request.bodyNotObject');
      return typeProblem(field, params.type);
    case 'minLength':
      return Number(params.limit) === 1 ? said('server.request.empty', { field }) : said('server.request.tooShort', { field, limit: limitOf(params) });
    case 'maxLength':
      return said('server.request.tooLong', { field, limit: limitOf(params) });
    case 'minimum':
      return said('server.request.belowMinimum', { field, limit: limitOf(params) });
    case 'maximum':
      return said('server.request.aboveMaximum', { field, limit: limitOf(params) });
    case 'additionalProperties': {
      const path = pathOf(error);
      const name = String(params.additionalProperty);
      return unknownFieldMessage(path ? `${path}.${name}` : name);
    }
    case 'enum':
      return said('server.request.oneOf', { field, allowed: (params.allowedValues as unknown[]).map(String).join(', ') });
    default:
      // Ajv's own wording of a rule no key covers (none of the schemas uses one today).
      return error.message === undefined ? said('server.request.fieldInvalid', { field }) : said('server.request.fieldProblem', { field, problem: error.message });
  }
}

/** The error Fastify hands the error handler, which answers it from `error.validation` (app.ts). */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new Error(saidFields(describeValidationError(errors, dataVar)).message);
}
