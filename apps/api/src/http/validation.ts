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

function subject(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return dataVar === 'body' ? 'The request body' : `The ${dataVar}`;
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
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    default:
      return `${field} ${error.message ?? 'is invalid'}.`;
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new Error(describeValidationError(errors, dataVar));
}
