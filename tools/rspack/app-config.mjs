// One rspack configuration for the shell and the three remotes (DESIGN §2): SWC for TS/TSX, an HTML
// page, Module Federation with the shared singletons, content-hashed minified chunks in production.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const workspaceRoot = join(import.meta.dirname, '..', '..');

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Which package.json states each shared package's version: npm packages come from the root manifest. */
const NPM_SHARED = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  antd: 'antd',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  'react-redux': 'react-redux',
  dayjs: 'dayjs',
};

/** Workspace libs shared as singletons, with the folder whose package.json carries their version. */
const WORKSPACE_SHARED = {
  '@checker/auth': 'libs/auth',
  '@checker/auth/react': 'libs/auth',
  '@checker/api': 'libs/api',
  '@checker/ui': 'libs/ui',
  '@checker/ui/pages': 'libs/ui',
  '@checker/domain': 'libs/domain',
};

/**
 * The shared scope every app declares. requiredVersion is read from package.json so that a remote
 * built against another version shows a visible singleton warning instead of silently diverging.
 * @returns {Record<string, { singleton: true, requiredVersion: string, version: string, import?: string }>}
 */
export function sharedSingletons() {
  const rootDeps = readJson(join(workspaceRoot, 'package.json')).dependencies;
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string, import?: string }>} */
  const shared = {};
  for (const [name, pkg] of Object.entries(NPM_SHARED)) {
    const required = rootDeps[pkg];
    if (!required) throw new Error(`tools/rspack: ${pkg} is not a dependency in the root package.json`);
    const installed = readJson(join(workspaceRoot, 'node_modules', pkg, 'package.json')).version;
    shared[name] = { singleton: true, requiredVersion: required, version: installed };
  }
  // `antd` is shared as Checker's component kit: the whole package cannot be tree-shaken once shared.
  shared.antd = { ...shared.antd, import: join(workspaceRoot, 'libs/ui/src/antd-kit.ts') };
  for (const [name, dir] of Object.entries(WORKSPACE_SHARED)) {
    const version = readJson(join(workspaceRoot, dir, 'package.json')).version;
    shared[name] = { singleton: true, requiredVersion: version, version };
  }
  return shared;
}

/**
 * A remote's exposes, read from its pages manifest (`pages.json`: exposed module → file under
 * src/pages): the one list its development bootstrap also reads, and a test checks against PAGES.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function exposedPages(appDir) {
  /** @type {Record<string, string>} */
  const manifest = readJson(join(appDir, 'pages.json'));
  return Object.fromEntries(Object.entries(manifest).map(([module, file]) => [`./${module}`, `./src/pages/${file}.tsx`]));
}

/**
 * antd's prebuilt stylesheet. ThemeProvider runs antd without run-time styles (zeroRuntime): writing
 * every component's CSS in the browser at each page load was a quarter of a View BO reload. Each app's
 * page links the file, named by its content so it is cached for good.
 */
function antdStylesheet() {
  const source = join(workspaceRoot, 'node_modules', 'antd', 'dist', 'antd.css');
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
  return { source, file: `antd.${hash}.css` };
}

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute folder of the app (holds src/main.ts, dist/)
 * @property {string} name Module Federation container name (a JS identifier)
 * @property {number} port dev server port
 * @property {string} title HTML page title
 * @property {Record<string, string>} [exposes] remote modules, e.g. { './UsersPage': './src/pages/users/UsersPage.tsx' }
 * @property {Record<string, string>} [devRemotes] host only: the dev /config/remotes.json body
 * @property {string[]} [runtimePlugins] Module Federation runtime plugins, relative to appDir
 * @property {Record<string, string>} [define] compile-time constants (DefinePlugin)
 */

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig(options) {
  const { appDir, name, port, title, exposes, devRemotes, runtimePlugins = [], define = {} } = options;
  const isRemote = exposes !== undefined;
  const stylesheet = antdStylesheet();
  return (env, argv) => {
    const mode = argv.mode === 'development' || (argv.mode === undefined && env.RSPACK_SERVE === true) ? 'development' : 'production';
    const production = mode === 'production';
    return {
      mode,
      context: appDir,
      entry: { main: './src/main.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(appDir, 'dist'),
        // The shell is served at / with deep links; remotes resolve chunks relative to their manifest.
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      plugins: [
        new rspack.DefinePlugin(define),
        new rspack.CopyRspackPlugin({ patterns: [{ from: stylesheet.source, to: stylesheet.file }] }),
        new rspack.HtmlRspackPlugin({
          // One page template for the shell and the remotes' own dev pages: only the title and paths differ.
          template: join(import.meta.dirname, 'index.html'),
          title,
          minify: production,
          // The shell serves deep links (absolute), a remote's own page sits beside its files.
          templateParameters: { title, antdStylesheet: isRemote ? stylesheet.file : `/${stylesheet.file}` },
        }),
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedSingletons(),
          runtimePlugins: runtimePlugins.map((plugin) => join(appDir, plugin)),
          // An unreachable remote must not hold up the shell's own shared modules.
          shareStrategy: 'loaded-first',
          manifest: isRemote,
          dts: false,
          dev: false,
        }),
      ],
      optimization: {
        minimize: production,
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell on :4200 fetches remote manifests and chunks from :4201..:4203.
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        proxy: [{ context: ['/api'], target: 'http://localhost:3000', changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          if (devRemotes) {
            middlewares.unshift({
              name: 'checker-remotes-config',
              path: '/config/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(devRemotes));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}
