// API tests: each file spawns the built server (node apps/api/dist/main.js) on PGlite, and also on
// PostgreSQL when CHECKER_TEST_DATABASE_URL is set. Build first: npm run build -w @checker/api-server.
const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: `${require('./package.json').name} (api)`,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.api.test.ts'],
  transform: { ...preset.transform, '\\.sql$': '<rootDir>/test/sql-transform.cjs' },
  // Every file starts its own servers (own port, data dir, PostgreSQL schema), so files may run side by
  // side; a file mostly waits on its servers, and two at a time on a 2-core machine took the suite on
  // both databases from 8.4 to 6.1 min without a timing test failing.
  maxWorkers: 2,
  testTimeout: 120_000,
};
