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
  // Every file starts its own servers; one file at a time keeps a 2-core machine responsive.
  maxWorkers: 1,
  testTimeout: 120_000,
};
