import { said, saidFields, type Said, type SaidFields } from '@checker/domain';
import type { UploadErrorKind } from '../upload/errors';

/** A message for a user: a catalogue key with its values, or (not yet in the catalogue) a text. */
export type Saying = Said | string;

/** The answer's message fields: the catalogue's English text with its key and values, or the text as it is. */
export function answerOf(saying: Saying): SaidFields {
  return typeof saying === 'string' ? { message: saying } : saidFields(saying);
}

/** An answer with a status and `{message, messageKey, messageValues}`; anything else thrown by a route is a 500. */
export class HttpError extends Error {
  readonly answer: SaidFields;
  constructor(
    readonly statusCode: number,
    saying: Saying,
  ) {
    const answer = answerOf(saying);
    super(answer.message);
    this.answer = answer;
  }
}

export const badRequest = (saying: Saying): HttpError => new HttpError(400, saying);
export const notFound = (saying: Saying): HttpError => new HttpError(404, saying);
export const conflict = (saying: Saying): HttpError => new HttpError(409, saying);

/** The status each kind of upload refusal is answered with (app.ts's error handler, for every route). */
export const UPLOAD_ERROR_STATUS: Readonly<Record<UploadErrorKind, number>> = { invalid: 400, 'too-large': 413, conflict: 409, unavailable: 503 };

export const NOT_SIGNED_IN = said('server.notSignedIn');
export const FORBIDDEN = said('server.forbidden');
export const INTERNAL_ERROR = said('server.internalError');

/** The answer (503) while the database cannot be reached: the request did nothing, and the same request may work shortly. */
export const DATABASE_UNAVAILABLE = said('server.databaseUnavailable');

/**
 * The answer (503) when a statement ran past the statement timeout (CHECKER_DB_STATEMENT_TIMEOUT_MS)
 * or its connection stopped answering: the database is there but busy, and the request changed nothing.
 */
export const DATABASE_TIMEOUT = said('server.databaseTimeout');

/** Socket errors of a database connection that was refused, lost or never came. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away or turning sessions down: class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting up), 53300 (too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** What `pg` throws when a connection ended under a query, or none was free or made in time. */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether `error` says the database could not be reached (rather than refusing this request's SQL). */
export function isDatabaseUnavailable(error: unknown): boolean {
  // A refused connection to a name with several addresses is an AggregateError; a timeout wraps its cause.
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const current = pending.shift();
    if (!(current instanceof Error)) continue;
    const code = 'code' in current && typeof current.code === 'string' ? current.code : null;
    // Only a socket call's own error: a client that aborts its upload gives an ECONNRESET without one.
    const socketCall = 'syscall' in current && typeof current.syscall === 'string';
    if (code !== null && ((socketCall && CONNECTION_ERRNOS.has(code)) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (CONNECTION_LOST.test(current.message)) return true;
    if (current.cause !== undefined) pending.push(current.cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
  return false;
}

/** PostgreSQL's query_canceled: the statement timeout (or an administrator) ended the statement. */
const QUERY_CANCELED = '57014';
/** What `pg` throws when a query's answer has not arrived within query_timeout (src/db/connect.ts). */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/** Whether `error` says a statement took too long: cancelled by the server, or unanswered on its connection. */
export function isDatabaseTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return ('code' in error && error.code === QUERY_CANCELED) || error.message === QUERY_READ_TIMEOUT;
}
