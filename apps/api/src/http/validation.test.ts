import { saidFields } from '@checker/domain';
import type { FastifySchemaValidationError } from 'fastify';
import { describeValidationError } from './validation';

function error(keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): FastifySchemaValidationError {
  return { keyword, instancePath, schemaPath: '', params, message };
}

describe('describeValidationError', () => {
  it.each([
    [error('required', '', { missingProperty: 'account_password' }), 'body', 'account_password is required.'],
    [error('type', '/account_status', { type: 'boolean' }), 'body', 'account_status must be true or false.'],
    [error('type', '', { type: 'object' }), 'body', 'The request body must be a JSON object.'],
    [error('type', '/id', { type: 'integer' }), 'params', 'id must be a whole number.'],
    [error('type', '/account_website', { type: 'integer,string,null' }), 'body', 'account_website must be a whole number or a string or null.'],
    [error('minLength', '/account_name', { limit: 1 }), 'body', 'account_name must not be empty.'],
    [error('minLength', '/x', { limit: 3 }), 'body', 'x must be at least 3 characters.'],
    [error('maxLength', '/account_name', { limit: 64 }), 'body', 'account_name must be at most 64 characters.'],
    [error('minimum', '/page', { limit: 1 }), 'params', 'page must be at least 1.'],
    [error('maximum', '/pageSize', { limit: 1000 }), 'params', 'pageSize must be at most 1000.'],
    [error('enum', '/role', { allowedValues: ['ADMIN', 'CS'] }), 'body', 'role must be one of: ADMIN, CS.'],
    [error('format', '/when', {}, 'must match format "date"'), 'body', 'when must match format "date".'],
    [error('additionalProperties', '', { additionalProperty: 'foo' }), 'body', 'Unknown field "foo".'],
    [error('additionalProperties', '/arr/0', { additionalProperty: 'bo_approve' }), 'body', 'Unknown field "arr.0.bo_approve".'],
    [error('additionalProperties', '', { additionalProperty: 'a "quoted"\nname' }), 'body', 'Unknown field "a \\"quoted\\"\\nname".'],
    [error('type', '/amount', { type: 'string,integer,null' }), 'body', 'amount must be a string or a whole number or null.'],
    [error('type', '/x', { type: 'boolean,null' }), 'body', 'x must be true or false or null.'],
    [error('format', '/when', {}), 'body', 'when is invalid.'],
  ] as const)('%#: %s', (validationError, dataVar, message) => {
    expect(saidFields(describeValidationError([validationError], dataVar)).message).toBe(message);
  });

  it('says the field and the kind of problem as a catalogue key and values', () => {
    expect(describeValidationError([error('required', '', { missingProperty: 'account_password' })], 'body')).toEqual({ key: 'server.request.required', values: { field: 'account_password' } });
    expect(describeValidationError([error('maxLength', '/account_name', { limit: 64 })], 'body')).toEqual({ key: 'server.request.tooLong', values: { field: 'account_name', limit: 64 } });
    expect(describeValidationError([error('type', '/id', { type: 'integer' })], 'params')).toEqual({ key: 'server.request.type.integer', values: { field: 'id' } });
    expect(describeValidationError([error('type', '', { type: 'object' })], 'body')).toEqual({ key: 'server.request.bodyNotObject' });
    expect(describeValidationError([], 'body')).toEqual({ key: 'server.request.invalid' });
  });
});
