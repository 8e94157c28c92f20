import type { FastifyRequest } from 'fastify';
import { canonicalIp } from '@checker/domain';

/**
 * The caller's address as the whitelist stores it. request.ip is the connection address, or the
 * X-Forwarded-For client when the connection comes from a CHECKER_TRUSTED_PROXIES proxy.
 */
export function clientAddress(request: FastifyRequest): string {
  return canonicalIp(request.ip) ?? request.ip;
}
