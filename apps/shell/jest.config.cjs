module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  testEnvironment: '../../tools/jest/jsdom-fetch-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
  // The full-shell tests render antd in jsdom, which is slow on a busy 2-core machine.
  testTimeout: 30000,
};
