import { isAbsolute, join, resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@checker/auth';

export interface WebConfig {
  shellDir: string;
  remoteDirs: Record<RemoteName, string>;
  /** CHECKER_REMOTES_JSON: a file read on every request so a deploy can repoint a remote without a restart. */
  remotesFile: string | null;
  /** CHECKER_REMOTES: inline overrides, applied last. */
  remotesInline: Record<string, string> | null;
}

export interface Config {
  port: number;
  /** null: listen on every address, IPv6 and IPv4 (dual stack), falling back to IPv4 only. */
  host: string | null;
  dataDir: string;
  databaseUrl: string | null;
  dbSchema: string | null;
  /** CHECKER_DB_STATEMENT_TIMEOUT_MS: how long one PostgreSQL statement may run (0: no limit). */
  dbStatementTimeoutMs: number;
  /** CHECKER_PARSE_WORKER_MEMORY_MB: the parse worker's heap limit (V8 old generation), in MB. */
  parseWorkerMemoryMb: number;
  /** CHECKER_REQUESTS_PER_MINUTE: /api requests answered per session (or address) a minute, per instance. */
  requestsPerMinute: number;
  adminUser: string | null;
  adminPassword: string | null;
  trustedProxies: string[];
  /** CHECKER_ALLOWED_ORIGINS: other origins whose pages may send state-changing requests (besides the app's own). */
  allowedOrigins: string[];
  jwtSecret: string | null;
  sessionHours: number;
  /** CHECKER_CHECK_ANSWERS=1 (the API tests): every answer is checked against its route's response schema, a mismatch logged (http/answer-check.ts). */
  checkAnswers: boolean;
  web: WebConfig;
}

export class ConfigError extends Error {}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
export const JWT_SECRET_MIN_LENGTH = 32;

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

interface WholeNumberRule {
  fallback: number;
  min: number;
  max: number;
  /** Named in the message: `of MB`. */
  unit?: string;
  /** What the minimum means, when it means something: `no limit`. */
  minMeaning?: string;
}

/** A whole-number setting within its range, or its fallback when unset; anything else stops the server with a message naming the range. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, rule: WholeNumberRule): number {
  const raw = text(env, name);
  if (raw === null) return rule.fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < rule.min || value > rule.max) {
    const unit = rule.unit ? ` of ${rule.unit}` : '';
    const meaning = rule.minMeaning ? ` (${rule.minMeaning})` : '';
    throw new ConfigError(`${name} must be a whole number${unit} from ${rule.min}${meaning} to ${rule.max}, got "${raw}".`);
  }
  return value;
}

function parseSessionHours(raw: string | null): number {
  if (raw === null) return 12;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) throw new ConfigError(`CHECKER_SESSION_HOURS must be a number of hours above 0 and at most 720, got "${raw}".`);
  return hours;
}

/** A day: far beyond any statement the server runs, yet a whole number PostgreSQL takes. */
const STATEMENT_TIMEOUT_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * The parse worker's default heap limit. Measured (docs/SECURITY.md): a 100,000-row upload parsed and
 * laid out for COPY needs about 170 MB, four in hand at once 640 MB, a 50,000-row workbook 64 MB.
 */
const PARSE_WORKER_MEMORY_DEFAULT_MB = 1024;
const PARSE_WORKER_MEMORY_MIN_MB = 16;
const PARSE_WORKER_MEMORY_MAX_MB = 16 * 1024;

/** Twenty a second on average: far above a person's clicking, each page's few calls included. */
export const REQUESTS_PER_MINUTE_DEFAULT = 1200;
const REQUESTS_PER_MINUTE_MIN = 10;
const REQUESTS_PER_MINUTE_MAX = 1_000_000;

function asUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** `https://checker.example.com:8443` from a comma list; anything but a bare http(s) origin is refused. */
function parseAllowedOrigins(raw: string | null): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const url = asUrl(entry);
    const bare = url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(`CHECKER_ALLOWED_ORIGINS must list origins like https://checker.example.com (scheme, host and port only), got "${entry}".`);
    }
    origins.push(url.origin);
  }
  return origins;
}

/** A remotes map is `{ "<remote name>": "<mf-manifest.json URL>" }`. */
export function parseRemotesMap(json: string, source: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ConfigError(`${source} is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError(`${source} must be a JSON object of remote name to manifest URL.`);
  const map: Record<string, string> = {};
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || url.trim() === '') throw new ConfigError(`${source}: the URL of remote "${name}" must be a non-empty string.`);
    map[name] = url;
  }
  return map;
}

/**
 * Reads the server settings from the environment. `repoRoot` locates the default web builds
 * (apps/shell/dist and apps/<name>-mfe/dist); relative paths are taken from `cwd`.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string, repoRoot: string): Config {
  const fromCwd = (path: string): string => (isAbsolute(path) ? path : resolve(cwd, path));

  const dbSchema = text(env, 'CHECKER_DB_SCHEMA');
  if (dbSchema !== null && !SCHEMA_NAME.test(dbSchema)) throw new ConfigError(`CHECKER_DB_SCHEMA must be lowercase letters, digits and underscores, starting with a letter or underscore, got "${dbSchema}".`);

  const jwtSecret = env.CHECKER_JWT_SECRET ? env.CHECKER_JWT_SECRET : null;
  if (jwtSecret !== null && jwtSecret.length < JWT_SECRET_MIN_LENGTH) throw new ConfigError(`CHECKER_JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long.`);

  const adminPassword = env.CHECKER_ADMIN_PASSWORD ? env.CHECKER_ADMIN_PASSWORD : null;
  const adminUser = text(env, 'CHECKER_ADMIN_USER');

  const webDir = text(env, 'CHECKER_WEB_DIR');
  const remoteDirs = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, webDir ? join(fromCwd(webDir), 'remotes', name) : join(repoRoot, 'apps', `${name}-mfe`, 'dist')]),
  ) as Record<RemoteName, string>;
  const remotesInlineText = text(env, 'CHECKER_REMOTES');
  const remotesFile = text(env, 'CHECKER_REMOTES_JSON');

  return {
    port: wholeNumber(env, 'PORT', { fallback: 3000, min: 0, max: 65535 }),
    host: text(env, 'HOST'),
    dataDir: fromCwd(text(env, 'CHECKER_DATA_DIR') ?? './data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    dbSchema,
    dbStatementTimeoutMs: wholeNumber(env, 'CHECKER_DB_STATEMENT_TIMEOUT_MS', { fallback: 60_000, min: 0, max: STATEMENT_TIMEOUT_MAX_MS, unit: 'milliseconds', minMeaning: 'no limit' }),
    parseWorkerMemoryMb: wholeNumber(env, 'CHECKER_PARSE_WORKER_MEMORY_MB', { fallback: PARSE_WORKER_MEMORY_DEFAULT_MB, min: PARSE_WORKER_MEMORY_MIN_MB, max: PARSE_WORKER_MEMORY_MAX_MB, unit: 'MB' }),
    requestsPerMinute: wholeNumber(env, 'CHECKER_REQUESTS_PER_MINUTE', { fallback: REQUESTS_PER_MINUTE_DEFAULT, min: REQUESTS_PER_MINUTE_MIN, max: REQUESTS_PER_MINUTE_MAX }),
    adminUser,
    adminPassword,
    trustedProxies: (text(env, 'CHECKER_TRUSTED_PROXIES') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    allowedOrigins: parseAllowedOrigins(text(env, 'CHECKER_ALLOWED_ORIGINS')),
    jwtSecret,
    sessionHours: parseSessionHours(text(env, 'CHECKER_SESSION_HOURS')),
    checkAnswers: env.CHECKER_CHECK_ANSWERS === '1',
    web: {
      shellDir: webDir ? join(fromCwd(webDir), 'shell') : join(repoRoot, 'apps', 'shell', 'dist'),
      remoteDirs,
      remotesFile: remotesFile ? fromCwd(remotesFile) : null,
      remotesInline: remotesInlineText ? parseRemotesMap(remotesInlineText, 'CHECKER_REMOTES') : null,
    },
  };
}
