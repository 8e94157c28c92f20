// Shared Jest settings: SWC transpiles TS/TSX; workspace libs resolve to their sources.
const path = require('node:path');
const root = __dirname;
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@checker/auth/react$': path.join(root, 'libs/auth/src/react/index.ts'),
    '^@checker/ui/pages$': path.join(root, 'libs/ui/src/pages.ts'),
    '^@checker/domain/schemas$': path.join(root, 'libs/domain/src/schemas/index.ts'),
    '^@checker/(auth|api|ui|domain|recon)$': path.join(root, 'libs/$1/src/index.ts'),
    // The test helpers of tools/jest, by name instead of ../../../../tools/jest.
    '^@checker/test-kit/(.*)$': path.join(root, 'tools/jest/$1'),
    // `antd` is Checker's component kit, as in the bundles and tsconfig; the kit reads antd's CJS build here.
    '^antd$': path.join(root, 'libs/ui/src/antd-kit.ts'),
    '^antd/es/index\\.js$': path.join(root, 'node_modules/antd/lib/index.js'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
