import type { FastifySchemaValidationError } from 'fastify';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
  null: 'null',
};

function describeType(type: unknown): string {
  const types = String(type).split(',');
  return types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
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
export function unknownFieldMessage(path: string): string {
  return `Unknown field ${JSON.stringify(path)}.`;
}

/** Turns the first schema error into a sentence that names the field and what is wrong with it. */
export function describeValidationError(errors: readonly FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): string {
  const error = errors[0];
  if (!error) return 'The request is invalid.';
  const params = error.params as Record<string, unknown>;
  const field = subject(error, dataVar);
  switch (error.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required.`;
    case 'type':
      return `${field} must be ${describeType(params.type)}.`;
    case 'minLength':
      return Number(params.limit) === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'additionalProperties': {
      const path = pathOf(error);
      const name = String(params.additionalProperty);
      return unknownFieldMessage(path ? `${path}.${name}` : name);
    }
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    default:
      return `${field} ${error.message ?? 'is invalid'}.`;
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new Error(describeValidationError(errors, dataVar));
}
