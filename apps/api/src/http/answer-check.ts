import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANSWER_MISMATCH } from '@checker/domain/schemas';
import { isApiPath, requestPath } from './access';

function declaredSchema(request: FastifyRequest, status: number): object | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, object> | undefined;
  return responses?.[status] ?? responses?.[`${String(status)[0]}xx`] ?? responses?.default;
}

/**
 * For the API tests (CHECKER_CHECK_ANSWERS=1): each JSON answer of a route is checked against the
 * response schema it declares, strictly — a field the schema does not declare, a wrong type, a missing
 * field. Serialization alone would drop an undeclared field and coerce a type silently, so a schema that
 * drifted from its handler would change answers unseen; here the drift is logged (the answer itself is
 * left as serialization makes it) and the harness fails the test that caused it.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allowUnionTypes: true, strict: false, allErrors: true });
  const validators = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isApiPath(request.url) || reply.statusCode >= 400) return payload;
    const where = `${request.method} ${requestPath(request.url)} → ${reply.statusCode}`;
    const schema = declaredSchema(request, reply.statusCode);
    if (!schema) {
      process.stderr.write(`${ANSWER_MISMATCH}: ${where} declares no response schema\n`);
      return payload;
    }
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    // As the client reads it: dates as ISO strings, undefined fields absent.
    if (!validate(JSON.parse(JSON.stringify(payload)))) {
      process.stderr.write(`${ANSWER_MISMATCH}: ${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n`);
    }
    return payload;
  });
}
