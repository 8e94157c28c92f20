import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const load = (env: NodeJS.ProcessEnv) => loadConfig(env, '/srv/checker', '/repo');

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = load({});
    expect(config).toMatchObject({ port: 3000, host: null, dataDir: '/srv/checker/data', databaseUrl: null, dbSchema: null, trustedProxies: [], allowedOrigins: [], jwtSecret: null, sessionHours: 12, dbStatementTimeoutMs: 60_000, parseWorkerMemoryMb: 1024, requestsPerMinute: 1200 });
    expect(config.web.shellDir).toBe('/repo/apps/shell/dist');
    expect(config.web.remoteDirs).toEqual({ admin: '/repo/apps/admin-mfe/dist', statements: '/repo/apps/statements-mfe/dist', reports: '/repo/apps/reports-mfe/dist' });
  });

  it('reads every setting', () => {
    const config = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      CHECKER_DATA_DIR: 'var/db',
      DATABASE_URL: 'postgres://db/checker',
      CHECKER_DB_SCHEMA: 'tenant_1',
      CHECKER_DB_STATEMENT_TIMEOUT_MS: '1500',
      CHECKER_PARSE_WORKER_MEMORY_MB: '512',
      CHECKER_REQUESTS_PER_MINUTE: '600',
      CHECKER_TRUSTED_PROXIES: ' 10.0.0.1, 10.0.0.0/8 ,,',
      CHECKER_ALLOWED_ORIGINS: 'https://Checker.Example.com, http://localhost:4200/,',
      CHECKER_SESSION_HOURS: '1.5',
      CHECKER_WEB_DIR: '/web',
      CHECKER_REMOTES_JSON: 'remotes.json',
      CHECKER_REMOTES: '{"admin":"https://cdn/admin/mf-manifest.json"}',
      CHECKER_ADMIN_USER: 'boss',
      CHECKER_ADMIN_PASSWORD: 'secret',
    });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/checker/var/db', databaseUrl: 'postgres://db/checker', dbSchema: 'tenant_1', dbStatementTimeoutMs: 1500, parseWorkerMemoryMb: 512, requestsPerMinute: 600, trustedProxies: ['10.0.0.1', '10.0.0.0/8'], allowedOrigins: ['https://checker.example.com', 'http://localhost:4200'], sessionHours: 1.5, adminUser: 'boss', adminPassword: 'secret' });
    expect(config.web).toEqual({
      shellDir: '/web/shell',
      remoteDirs: { admin: join('/web/remotes/admin'), statements: '/web/remotes/statements', reports: '/web/remotes/reports' },
      remotesFile: '/srv/checker/remotes.json',
      remotesInline: { admin: 'https://cdn/admin/mf-manifest.json' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc".'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000".'],
    [{ CHECKER_DB_SCHEMA: 'Bad-Name' }, 'CHECKER_DB_SCHEMA must be lowercase letters, digits and underscores, starting with a letter or underscore, got "Bad-Name".'],
    [{ CHECKER_DB_STATEMENT_TIMEOUT_MS: '1.5' }, 'CHECKER_DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 0 (no limit) to 86400000, got "1.5".'],
    [{ CHECKER_DB_STATEMENT_TIMEOUT_MS: '-1' }, 'CHECKER_DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 0 (no limit) to 86400000, got "-1".'],
    [{ CHECKER_PARSE_WORKER_MEMORY_MB: '256.5' }, 'CHECKER_PARSE_WORKER_MEMORY_MB must be a whole number of MB from 16 to 16384, got "256.5".'],
    [{ CHECKER_PARSE_WORKER_MEMORY_MB: '1g' }, 'CHECKER_PARSE_WORKER_MEMORY_MB must be a whole number of MB from 16 to 16384, got "1g".'],
    [{ CHECKER_PARSE_WORKER_MEMORY_MB: '8' }, 'CHECKER_PARSE_WORKER_MEMORY_MB must be a whole number of MB from 16 to 16384, got "8".'],
    [{ CHECKER_PARSE_WORKER_MEMORY_MB: '16385' }, 'CHECKER_PARSE_WORKER_MEMORY_MB must be a whole number of MB from 16 to 16384, got "16385".'],
    [{ CHECKER_REQUESTS_PER_MINUTE: '9' }, 'CHECKER_REQUESTS_PER_MINUTE must be a whole number from 10 to 1000000, got "9".'],
    [{ CHECKER_REQUESTS_PER_MINUTE: '60.5' }, 'CHECKER_REQUESTS_PER_MINUTE must be a whole number from 10 to 1000000, got "60.5".'],
    [{ CHECKER_SESSION_HOURS: '0' }, 'CHECKER_SESSION_HOURS must be a number of hours above 0 and at most 720, got "0".'],
    [{ CHECKER_JWT_SECRET: 'short' }, 'CHECKER_JWT_SECRET must be at least 32 characters long.'],
    [{ CHECKER_ALLOWED_ORIGINS: 'checker.example.com' }, 'CHECKER_ALLOWED_ORIGINS must list origins like https://checker.example.com (scheme, host and port only), got "checker.example.com".'],
    [{ CHECKER_ALLOWED_ORIGINS: 'https://checker.example.com/app' }, 'CHECKER_ALLOWED_ORIGINS must list origins like https://checker.example.com (scheme, host and port only), got "https://checker.example.com/app".'],
    [{ CHECKER_REMOTES: '{oops' }, 'CHECKER_REMOTES is not valid JSON.'],
    [{ CHECKER_REMOTES: '["a"]' }, 'CHECKER_REMOTES must be a JSON object of remote name to manifest URL.'],
    [{ CHECKER_REMOTES: '{"admin": 3}' }, 'CHECKER_REMOTES: the URL of remote "admin" must be a non-empty string.'],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => load(env)).toThrow(new ConfigError(message));
  });
});
