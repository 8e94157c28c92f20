module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  testEnvironment: '../../tools/jest/jsdom-fetch-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
  // The pages render antd selects, pickers and tables in jsdom, which is slow on a busy 2-core machine.
  testTimeout: 30000,
};
