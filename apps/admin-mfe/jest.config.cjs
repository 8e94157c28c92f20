module.exports = { ...require('../../jest.preset.cjs'), displayName: require('./package.json').name, testEnvironment: 'jsdom', setupFilesAfterEnv: ['../../tools/jest/setup-dom.ts'] };
