import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const start = resolve(import.meta.dirname, '../../src/local/start.ts');

export interface LocalProcess {
  api: string;
  /** What the server printed on stdout up to the moment it answered. */
  output: string;
  process: ChildProcess;
}

const quiet = (dataDir: string, env: Record<string, string>) => ({
  ...process.env, PORT: '0', DATA_DIR: dataDir, SCRYPT_LOG_N: '10', LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: '', JWT_SECRET: '', HOST: '', ...env,
});

/** `npm start`'s server as its own process, on a free port, with its data in `dataDir`. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<LocalProcess> {
  const child = spawn(process.execPath, [start], { env: quiet(dataDir, env), stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const url = output.match(/http:\/\/localhost:\d+/)?.[0];
    if (url) return { api: `${url}/api`, output, process: child };
  }
  throw new Error(`server did not start: ${output}`);
}

/** Runs the server expecting it to refuse to start: its exit code and what it wrote on stderr. */
export async function refusedStart(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [start], { env: quiet(dataDir, {}), stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += String(chunk);
  });
  // A server that starts after all is stopped, so the test fails instead of waiting for ever.
  child.stdout!.on('data', (chunk: Buffer) => {
    if (String(chunk).includes('http://')) child.kill('SIGINT');
  });
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stderr };
}

export async function stop(child: ChildProcess): Promise<number | null> {
  child.kill('SIGINT');
  const [code] = await once(child, 'exit');
  return code as number | null;
}
