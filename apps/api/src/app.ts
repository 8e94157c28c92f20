import { said, saidFields, type Said } from '@checker/domain';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { apiServerOptions, registerApi } from './api';
import { isApiPath, requestPath } from './http/access';
import { pgErrorCode } from './db/db';
import { DATABASE_TIMEOUT, DATABASE_UNAVAILABLE, HttpError, UPLOAD_ERROR_STATUS, INTERNAL_ERROR, isDatabaseTimeout, isDatabaseUnavailable } from './http/errors';
import { registerRequestLimit } from './http/request-limit';
import { registerSecurity } from './http/security';
import { describeValidationError } from './http/validation';
import { UploadError } from './upload/errors';
import type { Services } from './services';
import { webHandler } from './web/site';

export interface AppOptions {
  logger?: boolean;
}

/** Fastify's own 4xx errors whose wording we replace with one a user can act on. */
const CLIENT_ERROR_MESSAGES: Readonly<Record<string, Said>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: said('server.request.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: said('server.request.emptyJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: said('server.request.mediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: said('server.request.bodyTooLarge'),
  FST_ERR_MAX_PARAM_LENGTH: said('server.request.pathPartTooLong'),
};

/** Another 4xx of Fastify or a plugin: its own (English) wording, as the reason the request was refused. */
function clientErrorSaid(error: FastifyError): Said {
  const known = Object.prototype.hasOwnProperty.call(CLIENT_ERROR_MESSAGES, error.code) ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
  return known ?? said('server.request.refused', { reason: error.message });
}

/**
 * PostgreSQL's "invalid byte sequence" (a NUL character in text): only text a client sent can carry
 * one, e.g. a form field; path parameters and JSON bodies are refused earlier by the input guard.
 */
const PG_INVALID_BYTE_SEQUENCE = '22021';
const INVALID_TEXT = said('server.request.nulText');

/** Builds the whole server (API, access control, web serving) without listening. */
export async function buildApp(services: Services, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(apiServerOptions(services, options.logger ?? false));
  registerSecurity(app, services.config.allowedOrigins);

  app.setErrorHandler((error: FastifyError | HttpError | UploadError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.answer);
    if (error instanceof UploadError) return reply.code(UPLOAD_ERROR_STATUS[error.kind]).send(error.answer);
    if ('validation' in error && error.validation) return reply.code(400).send(saidFields(describeValidationError(error.validation, error.validationContext ?? 'body')));
    if (pgErrorCode(error) === PG_INVALID_BYTE_SEQUENCE) return reply.code(400).send(saidFields(INVALID_TEXT));
    const unavailable = isDatabaseUnavailable(error) ? DATABASE_UNAVAILABLE : isDatabaseTimeout(error) ? DATABASE_TIMEOUT : null;
    if (unavailable !== null) {
      request.log.warn({ err: error, url: request.url, method: request.method }, unavailable === DATABASE_TIMEOUT ? 'Database timeout' : 'Database unavailable');
      return reply.code(503).send(saidFields(unavailable));
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(saidFields(clientErrorSaid(error)));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'Unexpected error');
    return reply.code(500).send(saidFields(INTERNAL_ERROR));
  });

  // gzip/brotli for the web build and API answers: the first visit's JS budget is counted on the wire.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // Before any route is added: it hooks each route as it is added.
  await registerRequestLimit(app, services.config.requestsPerMinute);
  await app.register(fastifyStatic, { serve: false });

  const web = webHandler(services.config.web);
  const noApiRoute = (request: FastifyRequest, reply: FastifyReply) => reply.code(404).send(saidFields(said('server.request.noRoute', { method: request.method, path: requestPath(request.url) })));
  // The web build is served from a real catch-all route (not the 404 handler) so that route hooks
  // such as compression apply to it; specific routes, /api ones included, always win over it.
  app.get('/*', async (request, reply) => (isApiPath(request.url) ? noApiRoute(request, reply) : web(request, reply)));
  app.setNotFoundHandler(async (request, reply) => (isApiPath(request.url) ? noApiRoute(request, reply) : web(request, reply)));

  await registerApi(app, services);
  return app;
}
