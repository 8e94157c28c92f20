// Unit tests of the server's pure parts (src/**/*.test.ts). The API tests that spawn the built
// server live in test/*.api.test.ts and run with jest.api.config.cjs.
const preset = require('../../jest.preset.cjs');
module.exports = {
  ...preset,
  displayName: require('./package.json').name,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { ...preset.transform, '\\.sql$': '<rootDir>/test/sql-transform.cjs' },
  // Fastify's inject (light-my-request) requires the ESM-only `cookie` package: compile it to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
};
