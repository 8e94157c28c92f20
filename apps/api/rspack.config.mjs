// Bundles the API server for Node 20: workspace libs (@checker/*) are compiled in, every npm package
// stays external and is loaded from node_modules at run time (PGlite finds its wasm/data files itself).
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { join } from 'node:path';

const projectRoot = import.meta.dirname;

/** Relative and absolute requests, and our workspace libs, are bundled; any other bare name is npm. */
function isNpmPackage(request) {
  return !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@checker/') && !request.startsWith('node:');
}

export default defineConfig({
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  context: projectRoot,
  target: 'node20',
  entry: {
    main: './src/main.ts',
    'pglite-worker': './src/db/pglite-worker.ts',
    'upload-worker': './src/upload/worker.ts',
    'verify-books': './src/verify-books.ts',
    backup: './src/backup-cli.ts',
    restore: './src/restore-cli.ts',
    'tracking-retention': './src/tracking-retention.ts',
  },
  output: {
    path: join(projectRoot, 'dist'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  externalsType: 'module',
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      if (request && isNpmPackage(request)) return callback(undefined, `module ${request}`);
      return callback();
    },
  ],
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: join(projectRoot, 'tsconfig.json'),
  },
  module: {
    parser: {
      // import.meta stays a runtime value: main.ts locates dist/ and the worker file from it.
      javascript: { importMeta: false, worker: false },
    },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
      { test: /\.sql$/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  devtool: 'source-map',
  plugins: [
    // dist/ holds ES modules; this marker lets `node apps/api/dist/main.js` load them as such.
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('CheckerModulePackage', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'CheckerModulePackage', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "module" }\n'));
          });
        });
      },
    },
  ],
  stats: 'errors-warnings',
});
