// End-to-end journeys: the built app served by the real server, driven in Debian's Chromium.
module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.test.ts'],
  testTimeout: 120000,
  maxWorkers: 1,
};
