// Lint for the whole workspace. Module boundaries come from the Nx project tags declared in each
// project's package.json ("nx.tags"): a project may import only the workspace libs its tag allows.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const workspace = import.meta.dirname;

/** Which tags each tag may depend on (DESIGN §1: apps → libs, libs one way, remotes never reach each other). */
const allowedDeps = {
  'type:lib-domain': [],
  'type:lib-recon': ['type:lib-domain'],
  'type:lib-auth': ['type:lib-domain'],
  'type:lib-api': ['type:lib-auth', 'type:lib-domain'],
  'type:lib-ui': ['type:lib-auth', 'type:lib-domain'],
  'type:host': ['type:lib-auth', 'type:lib-api', 'type:lib-ui', 'type:lib-domain'],
  'type:remote': ['type:lib-auth', 'type:lib-api', 'type:lib-ui', 'type:lib-domain'],
  'type:server': ['type:lib-auth', 'type:lib-domain', 'type:lib-recon'],
  'type:e2e': ['type:lib-auth', 'type:lib-domain'],
};
/**
 * The first segments of the /api paths of libs/domain's API_PATHS, minus those that are also a page's
 * path (/whitelist, /tracking, /dataplayer): a literal naming one is a path written a second time.
 */
function apiPathSegments() {
  const text = readFileSync(join(workspace, 'libs/domain/src/api-paths.ts'), 'utf8');
  const pages = new Set([...readFileSync(join(workspace, 'libs/auth/src/permissions.ts'), 'utf8').matchAll(/path: '\/([a-z-]*)'/g)].map((m) => m[1]));
  const segments = [...text.matchAll(/: '\/api\/([a-z]+)/g)].map((m) => m[1]);
  if (segments.length < 40) throw new Error('eslint.config.mjs: could not read the paths of libs/domain/src/api-paths.ts');
  return { all: segments, notPages: segments.filter((segment) => !pages.has(segment)) };
}
const API_SEGMENTS = apiPathSegments();
/** '/api/alladminacc…' anywhere, or '/alladminacc…' (libs/api's form) for a segment that is not also a page. */
const API_PATH_LITERAL = `/^(\\/api\\/(${API_SEGMENTS.all.join('|')})|\\/(${API_SEGMENTS.notPages.join('|')}))(\\/|$)/`;

/** Literals that spell a contract a second time: the review export paths and the remote names. */
const CONTRACT_SYNTAX = [
  { selector: 'Literal[value=/^(\\/api\\/)?export(csv|excel)l?view/]', message: "A review export path comes from libs/domain's REVIEW_EXPORT_PATHS." },
  { selector: "ArrayExpression:has(Literal[value='admin']):has(Literal[value='statements']):has(Literal[value='reports'])", message: "The remote names come from libs/auth's REMOTE_NAMES." },
];

/**
 * A text a user reads comes from the message catalogue (libs/domain messages, `useText()`), never a
 * literal in a page: JSX text, the props and object fields antd shows as text, and the notices.
 */
const TEXT_PROPS = 'title|label|placeholder|aria-label|alt|okText|cancelText|content|extra|tooltip|description|help|message|emptyText|subTitle|addonBefore|addonAfter|text|children';
const USER_TEXT = 'A text a user reads comes from the message catalogue (libs/domain/src/messages, useText()), not a literal.';
const USER_TEXT_SYNTAX = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: USER_TEXT },
  // Inside a text prop, any literal but a call's argument (the catalogue key of text('…') is one).
  { selector: `JSXAttribute[name.name=/^(${TEXT_PROPS})$/] Literal[value=/[A-Za-z]/]:not(CallExpression > Literal)`, message: USER_TEXT },
  { selector: `JSXAttribute[name.name=/^(${TEXT_PROPS})$/] TemplateLiteral:not(CallExpression > TemplateLiteral) > TemplateElement[value.raw=/[A-Za-z]/]`, message: USER_TEXT },
  // A child {'…'} or {`…`}; an attribute's value counts only for the text props above (not ids, test ids, class names).
  { selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]/]', message: USER_TEXT },
  { selector: ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]', message: USER_TEXT },
  { selector: `Property[key.name=/^(${TEXT_PROPS})$/] > Literal[value=/[A-Za-z]/]`, message: USER_TEXT },
  { selector: `Property[key.name=/^(${TEXT_PROPS})$/] > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`, message: USER_TEXT },
  { selector: "CallExpression[callee.object.name!='console'][callee.property.name=/^(success|error|info|warning|open|confirm|loading)$/] > Literal[value=/[A-Za-z]/]", message: USER_TEXT },
  { selector: 'CallExpression[callee.name=/^(alert|confirm)$/] > Literal[value=/[A-Za-z]/]', message: USER_TEXT },
  { selector: 'CallExpression[callee.property.name=/^(alert|confirm)$/] > Literal[value=/[A-Za-z]/]', message: USER_TEXT },
];

const API_PATH_SYNTAX = [
  { selector: `Literal[value=${API_PATH_LITERAL}]`, message: "An /api path comes from libs/domain's API_PATHS (apiUrl fills its parameters)." },
  { selector: `TemplateElement[value.raw=${API_PATH_LITERAL}]`, message: "An /api path comes from libs/domain's API_PATHS (apiUrl fills its parameters)." },
];

/** Why the upload worker's code path imports none of the modules that read or write rows. */
const DATABASE_FREE = "The upload worker must not reach the database: take the checker's decision from matching/decision.ts.";
/** The route schemas load TypeBox at run time: the pages, libs/api and libs/domain's own modules take only their types. */
const SCHEMAS_TYPES_ONLY = { name: '@checker/domain/schemas', allowTypeImports: true, message: 'Only the server loads the route schemas (TypeBox): import their types with `import type`.' };
/** Tags whose code must stay free of React and the browser UI kit. */
const noUiTags = new Set(['type:lib-domain', 'type:lib-recon', 'type:lib-auth', 'type:server']);

const projects = ['apps', 'libs'].flatMap((group) =>
  readdirSync(join(workspace, group))
    .filter((dir) => existsSync(join(workspace, group, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(workspace, group, dir, 'package.json'), 'utf8'));
      const tags = pkg.nx?.tags ?? [];
      const tag = tags.find((t) => t.startsWith('type:'));
      if (!tag || !(tag in allowedDeps)) throw new Error(`${group}/${dir}: declare one known type:* tag in package.json nx.tags`);
      return { root: `${group}/${dir}`, dir, name: pkg.name, tag };
    }),
);

function boundaryRule(project) {
  const allowed = new Set(allowedDeps[project.tag]);
  const forbidden = projects.filter((p) => p !== project && !allowed.has(p.tag));
  const patterns = forbidden.map((p) => ({
    group: [p.name, `${p.name}/*`, `**/${p.root}`, `**/${p.root}/**`, `**/${p.dir}/src/**`],
    message: `${project.root} (${project.tag}) may not import ${p.root} (${p.tag}): see the module boundaries in eslint.config.mjs.`,
  }));
  if (project.tag === 'type:remote' || project.tag === 'type:host') {
    // Shared as singletons through @checker/api; a deep import is bundled again into the app (RTK Query cost every remote page ~19 KB).
    patterns.push({ group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'], message: `${project.root} takes Redux Toolkit and RTK Query from @checker/api (shared), not from @reduxjs/toolkit.` });
  }
  if (noUiTags.has(project.tag)) {
    patterns.push({ group: ['react', 'react-dom', 'react-dom/*', 'antd', 'antd/*', 'react-router', 'react-router-dom'], message: `${project.root} must stay free of React and antd.` });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'tmp/**', '.nx/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['todo', 'fixme'], location: 'start' }],
    },
  },
  {
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/*-mfe/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/api/**/*.{ts,tsx}', 'libs/auth/src/react/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...projects.map((project) => ({ files: [`${project.root}/**/*.{ts,tsx,mjs,js}`], rules: boundaryRule(project) })),
  {
    files: ['apps/shell/**/*.{ts,tsx}', 'apps/*-mfe/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/api/**/*.{ts,tsx}', 'libs/auth/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [SCHEMAS_TYPES_ONLY] }] },
  },
  {
    // '@checker/domain' is what the pages load: its modules outside schemas/ take the schemas' types only.
    files: ['libs/domain/src/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['./schemas', './schemas/*'], allowTypeImports: true, message: SCHEMAS_TYPES_ONLY.message }] }] },
  },
  {
    // The upload worker decides an upload's rows without the database (DESIGN §6); type imports are erased.
    files: ['apps/api/src/upload/decide.ts', 'apps/api/src/upload/worker.ts', 'apps/api/src/upload/worker-protocol.ts', 'apps/api/src/matching/decision.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...['run', 'window', 'later', 'approve', 'candidates'].flatMap((name) => [`**/matching/${name}`, `./${name}`]), './store', './store-*'], message: DATABASE_FREE },
            { group: ['**/db/*'], allowTypeImports: true, message: DATABASE_FREE },
          ],
        },
      ],
    },
  },
  {
    // The first screen (sign-in, the IP gate, the routes) loads before anything else: never the page blocks.
    files: ['apps/shell/src/bootstrap.tsx', 'apps/shell/src/app/**/*.{ts,tsx}', 'apps/shell/src/gate/**/*.{ts,tsx}', 'apps/shell/src/remotes/**/*.{ts,tsx}', 'apps/shell/src/pages/{signin,not-found,route-error}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // (A heavy antd component imported from `antd` fails type-check already: the kit exports only its type.)
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [SCHEMAS_TYPES_ONLY, { name: '@checker/ui/pages', message: 'The first screen may not load @checker/ui/pages (bench:web: /signin ≤ 500 KB).' }] }],
    },
  },
  {
    // A contract lives once (issue 20): the /api paths and the remote names are spelled in libs/domain
    // and libs/auth only; the code imports them. Tests may spell the spec's paths: they check the server
    // and the pages against the spec, not against our own constant; so may the tests' helpers, the benches
    // and the e2e journeys (which still take the remote names from libs/auth).
    files: ['apps/**/*.{ts,tsx,mjs}', 'libs/api/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/test/**', 'apps/e2e/src/**/*.e2e.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CONTRACT_SYNTAX] },
  },
  {
    files: ['apps/**/*.{ts,tsx,mjs}', 'libs/api/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.tsx', 'apps/api/test/**', 'apps/api/bench/**', 'apps/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...CONTRACT_SYNTAX, ...API_PATH_SYNTAX] },
  },
  {
    // The pages' texts (the same files, in the apps a user sees, minus the remotes' standalone entry and the e2e benches).
    files: ['apps/shell/src/**/*.{ts,tsx}', 'apps/*-mfe/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.tsx', '**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...CONTRACT_SYNTAX, ...API_PATH_SYNTAX, ...USER_TEXT_SYNTAX] },
  },
  {
    // The React guards of libs/auth are the one place in that lib allowed to use React.
    files: ['libs/auth/src/react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: projects.filter((p) => !['type:lib-domain'].includes(p.tag) && p.root !== 'libs/auth').map((p) => ({ group: [p.name, `${p.name}/*`, `**/${p.root}/**`], message: `libs/auth may not import ${p.root}.` })) }] },
  },
);
