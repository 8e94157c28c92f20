module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: require('./package.json').name,
  testEnvironment: '../../tools/jest/jsdom-fetch-environment.cjs',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'],
  // The pages render antd selects, pickers and dialogs in jsdom, which is slow on a busy 2-core machine.
  testTimeout: 30000,
  // Jest's default on 2 cores is one worker; the Upload page's suite alone takes ~3 minutes, so the
  // other suites run beside it (CI: 388 s in one worker, ~190 s in two).
  maxWorkers: 2,
};
