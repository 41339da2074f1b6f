// `npm run test:dynamodb-local`: the integration tests that lean on the table's own semantics,
// against AWS's own DynamoDB Local instead of the embedded engine. The official jar ships inside
// the npm package amplify-dynamodb-simulator; only that tarball is fetched (npm pack), into a git-ignored
// cache, rather than installing the package and its large dependencies.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, '.cache/dynamodb-local');
const emulator = join(cache, 'package/emulator');

// The files where the engine's answers decide the outcome: conditional writes and transactions,
// batches and their retries, pages, indexes, counters in limit windows, keys and deletes across
// partitions. The other integration files (the coach's words, the channels, the planner, the
// local server's HTTP) make the same repository calls these do, so on DynamoDB Local they would
// prove nothing new, at the price of minutes of CI. `npm run test:dynamodb-local -- <path>` runs any
// other file or folder.
const STORAGE_SEMANTICS = [
  'accounts/account-data', 'accounts/account-deletion', 'accounts/account-sessions', 'accounts/auth', 'accounts/every-way-in',
  'accounts/reimport', 'accounts/sessions', 'channels/push-devices', 'checkins/checkin-schedule', 'goals/bite-keys.property',
  'goals/goals', 'goals/history', 'goals/plan-edit', 'limits/bounds', 'limits/login-limits', 'limits/ownership',
  'limits/sliding-limits.property', 'limits/user-caps', 'platform/crash-recovery', 'platform/migration', 'reflections',
].map((name) => `functions/test/integration/${name}.test.ts`);

function run(command: string, args: string[], cwd = root): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function fetchJar(): void {
  if (existsSync(join(emulator, 'DynamoDBLocal.jar'))) return;
  mkdirSync(cache, { recursive: true });
  run('npm', ['pack', 'amplify-dynamodb-simulator', '--pack-destination', cache, '--silent']);
  const tarball = readdirSync(cache).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack produced no tarball');
  run('tar', ['-xzf', tarball], cache);
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

// The JVM took 14 to 17 s to answer on a host at load 9, and more beside a type check; CI starts
// it beside the lint. A process that has exited is not waited for.
const START_LIMIT_MS = 120_000;

async function waitForPort(endpoint: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`DynamoDB Local exited with ${server.exitCode}`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`DynamoDB Local did not start in ${START_LIMIT_MS / 1000} s`);
}

// `npm test` passes --if-java: the rerun is an extra proof on top of the embedded engine's, so a
// machine without a Java runtime leaves it out and says so rather than failing the whole run.
const args = process.argv.slice(2);
const ifJava = args.includes('--if-java');
if (ifJava && spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
  console.log('No Java runtime here: the DynamoDB Local rerun is left out.');
  process.exit(0);
}
const named = args.filter((arg) => arg !== '--if-java');
const selected = named.length > 0 ? named : STORAGE_SEMANTICS;
const missing = selected.filter((file) => !existsSync(join(root, file)));
if (missing.length > 0) throw new Error(`No such test file or folder: ${missing.join(', ')}`);

fetchJar();
const port = await freePort();
const java = spawn('java', [`-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`, '-jar', join(emulator, 'DynamoDBLocal.jar'), '-inMemory', '-port', String(port)], {
  cwd: cache, // it writes a metadata file into its working folder
  stdio: 'ignore',
});
const endpoint = `http://127.0.0.1:${port}`;
let status = 1;
try {
  await waitForPort(endpoint, java);
  console.log(`DynamoDB Local is up at ${endpoint}`);
  // Each call goes over HTTP to a JVM that shares the cores with the lint (npm test runs both at
  // once), so a test here gets twice the embedded engine's 30 s.
  const tests = spawnSync('vitest', ['run', '--project', 'functions-integration', '--testTimeout', '60000', ...selected], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DYNAMODB_ENDPOINT: endpoint, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' },
  });
  status = tests.status ?? 1;
} finally {
  java.kill();
}
process.exit(status);
