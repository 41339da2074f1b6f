import { defineConfig } from 'eslint/config';
import { createNodeResolver, globals, importX, js, reactHooks, tseslint } from '@cakewalk/lint';

// One lint for every package. The layer zones below are the import rule of ARCHITECTURE.md:
// change both together.

const fn = (dir) => `./functions/src/${dir}`;

// Each zone: files under `target` may not import anything under `from`.
const layers = [
  {
    target: './shared',
    from: ['./functions', './web', './infra', './bench'],
    message: 'shared is the bottom layer: the browser and the functions both bundle it.',
  },
  {
    target: './web',
    from: ['./functions', './infra', './bench'],
    message: 'The web app talks to the server over HTTP only; of the other packages it imports shared alone.',
  },
  {
    target: './functions',
    from: ['./web', './infra', './bench'],
    message: 'infra and bench build on the functions, never the other way round.',
  },
  {
    target: './infra',
    from: ['./web', './bench'],
    message: 'infra deploys the built web app from disk; it imports neither the web code nor the bench.',
  },
  {
    target: [fn('handlers'), fn('bot'), fn('telegram'), fn('core'), fn('jobs'), fn('data'), fn('domain')],
    from: [fn('local')],
    message: 'local/ runs the deployed code on one machine; deployed code never depends on it.',
  },
];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', 'cdk.out/', '**/.data/', '**/.cache/', 'bench/results/', 'infra/test/fixtures/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type information for the promise rules: a promise nobody awaits is a lost error in a Lambda.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // react-router's navigate() returns a promise only under a data router, which the app does not
    // use; callbacks that end in navigate() are not lost promises.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, properties: false } }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
    },
  },
  {
    // The planner factory and the providers it loads import each other until the planner
    // interface moves apart from the factory.
    files: ['functions/src/ai/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
);
