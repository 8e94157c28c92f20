import { isDatabaseTimeout, isDatabaseUnavailable } from './errors';

/** An error as Node's net module or pg raises it: a message plus `code` (and `syscall` for socket calls). */
function failure(message: string, fields: { code?: string; syscall?: string; cause?: unknown } = {}): Error {
  const { cause, ...rest } = fields;
  return Object.assign(new Error(message, cause === undefined ? undefined : { cause }), rest);
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })],
    ['a reset connection', failure('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })],
    ['an unknown database host', failure('getaddrinfo ENOTFOUND db', { code: 'ENOTFOUND', syscall: 'getaddrinfo' })],
    ['a server shutting down (57P01)', failure('terminating connection due to administrator command', { code: '57P01' })],
    ['a server starting up (57P03)', failure('the database system is starting up', { code: '57P03' })],
    ['a connection exception (08006)', failure('connection failure', { code: '08006' })],
    ['too many connections (53300)', failure('sorry, too many clients already', { code: '53300' })],
    ['a connection that ended under a query', failure('Connection terminated unexpectedly')],
    ['a query on a broken client', failure('Client has encountered a connection error and is not queryable')],
    ['no connection free in time', failure('timeout exceeded when trying to connect')],
    ['a connect timeout with its cause', failure('Connection terminated due to connection timeout', { cause: failure('Connection terminated unexpectedly') })],
    ['a refusal on every address of a name', new AggregateError([failure('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })], 'connect failed')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failure('duplicate key value violates unique constraint', { code: '23505' })],
    ['a syntax error', failure('syntax error at or near "SELEC"', { code: '42601' })],
    ['a client that aborted its upload', failure('aborted', { code: 'ECONNRESET' })],
    ['a Fastify client error', failure('Body is not valid JSON', { code: 'FST_ERR_CTP_INVALID_JSON_BODY' })],
    ['a plain error', new Error('Something else')],
    ['a value that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDatabaseTimeout', () => {
  it.each([
    ['a statement cancelled by the statement timeout (57014)', failure('canceling statement due to statement timeout', { code: '57014' })],
    ['a query unanswered within query_timeout', failure('Query read timeout')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseTimeout(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ['a server shutting down (57P01)', failure('terminating connection due to administrator command', { code: '57P01' })],
    ['a unique violation', failure('duplicate key value violates unique constraint', { code: '23505' })],
    ['a value that is not an error', '57014'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseTimeout(error)).toBe(false);
  });
});
