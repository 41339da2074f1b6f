import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, globals, importX, js, reactHooks, regexp, tseslint } from '@cakewalk/lint';

// One lint for every package. The layer zones below are the import rule of ARCHITECTURE.md:
// change both together.

const fn = (dir) => `./functions/src/${dir}`;
const fns = (...dirs) => dirs.map(fn);

// What each kind of functions/src code is (ARCHITECTURE.md, Packages and layers).
const ENTRY_POINTS = fns('handlers', 'bot', 'jobs');
const PROVIDERS = fns('ai', 'telegram', 'push', 'mail', 'auth', 'config');

// Each zone: files under `target` may not import anything under `from`.
const layers = [
  {
    target: './shared',
    from: ['./functions', './web', './infra', './bench', './tools'],
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
    target: fn('domain'),
    from: './functions/src',
    except: ['./domain'],
    message: 'Domain errors are the vocabulary every layer shares; they depend on nothing.',
  },
  {
    target: fn('words'),
    from: './functions/src',
    except: ['./words'],
    message: "The coach's words are data every layer may say; they depend on nothing of the functions.",
  },
  {
    target: fn('data'),
    from: [...fns('core', 'http', 'openapi', 'local', 'ai', 'telegram', 'push', 'mail', 'queue'), ...ENTRY_POINTS],
    message: 'data/ is the bottom of the functions: it stores and reads, and knows no use case, HTTP or caller.',
  },
  {
    target: [...PROVIDERS],
    from: [...fns('core', 'http', 'openapi', 'local', 'queue'), ...ENTRY_POINTS],
    message: 'The AI planner, the Telegram, push and mail clients, auth and config serve the use cases; they never call up into them.',
  },
  {
    target: fn('core'),
    from: [...fns('http', 'openapi', 'local', 'queue'), ...ENTRY_POINTS],
    message: 'Use cases take plain inputs and throw domain errors; they know nothing of HTTP, of who calls them, or of the queue they are handed.',
  },
  {
    target: fn('core'),
    from: fns('data/store.ts', 'data/keys.ts', 'data/client.ts', 'data/faults.ts', 'data/table.ts', 'data/user-partition.ts'),
    message: 'Use cases ask a repository of data/ for what they need; keys, commands and table faults stay below it.',
  },
  {
    target: fn('queue'),
    from: [...fns('http', 'openapi', 'local', 'data'), ...ENTRY_POINTS],
    message: 'queue/ implements the round queue core/checkins defines; the jobs hand it to the use cases.',
  },
  {
    target: fn('http'),
    from: [...fns('core', 'data', 'local'), ...ENTRY_POINTS],
    message: 'The HTTP wrapper knows requests, statuses and domain errors, not use cases, routes or storage.',
  },
  {
    target: ENTRY_POINTS,
    from: fn('data'),
    message: 'Handlers, the bot and the job reach storage through a use case in core/.',
  },
  {
    target: ['./functions/src/!(local)/**', './functions/src/*.ts'],
    from: fn('local'),
    message: 'local/ runs the deployed code on one machine; deployed code never depends on it.',
  },
];

// Inside web/src, imports flow one way, as bulletproof-react's do: lib <- features <- app. A feature
// never imports another; what two features share lives in lib/, and pages that combine features in
// app/.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webLayers = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to web/src/lib, or compose them in web/src/app.',
  })),
  {
    target: ['./web/src/features', './web/src/lib'],
    from: './web/src/app',
    message: 'app/ composes features; features and lib never import it.',
  },
  {
    target: './web/src/lib',
    from: './web/src/features',
    message: 'lib/ is shared by every feature, so it knows none of them.',
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
  { files: ['**/*.{js,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The few plain scripts the site serves as they are, before the app loads.
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
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
    // Import cycles are held by tools/test/structure/import-cycles.test.ts, type-only imports
    // included, in a second rather than in half of the lint's time.
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layers, ...webLayers] }],
    },
  },
  {
    // Patterns read a person's words, so none may backtrack super-linearly: one crafted goal or
    // reply must never stall a request (or, locally, the whole server).
    files: ['functions/**/*.ts', 'shared/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Only the data layer sends table commands (through data/store.ts); local/ builds the
    // embedded table, config/ stands in for the SDK's credential chain, queue/ is the check-in
    // rounds' SQS queue, and mail/ sends through SES.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/data/**', 'functions/src/local/**', 'functions/src/config/**', 'functions/src/queue/**', 'functions/src/mail/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'Storage goes through a repository in data/.' }] }],
    },
  },
  {
    // Only the HTTP layer speaks in status codes; below it, failures are domain errors.
    files: ['functions/src/{core,data,domain,ai,telegram,push,mail,auth,config,bot,jobs}/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Identifier[name='statusCode']", message: 'Throw a domain error (domain/errors.ts); http/handler.ts picks the status.' },
      ],
    },
  },
);
