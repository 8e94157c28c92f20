import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { API_PATHS } from '@checker/domain';
import { requestPath } from './access';

/**
 * Where a credential could sit in a logged object. Nothing logs headers or bodies today (the
 * request serializer keeps method, url, host and address); this keeps it so if someone logs them.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'cookies',
  'body.account_password',
  'body.password',
  'account_password',
  'password',
  'token',
  '*.account_password',
  '*.password',
  '*.token',
  '*.cookies',
];

/** Load balancers ask for health every few seconds; those lines only show at debug level. */
const QUIET_PATHS = new Set<string>([API_PATHS.health]);

/**
 * One JSON line per answered request: request id, method, url, client address, status, time and
 * the signed-in account name. Fastify's separate "incoming request" line is left out.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime), account: request.account?.account_name };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (QUIET_PATHS.has(requestPath(request.url))) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/** The logger settings of the server: redaction, a random id per request (echoed as x-request-id), one line per request. */
export function loggingOptions(enabled: boolean): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: enabled ? { redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } } : false,
    logController: new RequestLog(),
    // A client-sent id is not taken: it would let anyone plant misleading ids in the log.
    genReqId: () => randomUUID(),
  };
}
