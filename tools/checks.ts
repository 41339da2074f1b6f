// `npm test`'s static checks before the tests: the lint beside the type checks and knip. ESLint
// runs on one core for minutes (its threads would each build the TypeScript program again), so
// on CI's two cores the others take the second rather than wait their turn. Each one's output is
// printed whole when it ends, and the checks fail if any of them does.
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

function npmRun(scripts: readonly string[]): Promise<Outcome> {
  const started = performance.now();
  const name = scripts.join(' && ');
  return new Promise((done) => {
    const child = spawn(scripts.map((script) => `npm run --silent ${script}`).join(' && '), { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => done({ name, code: code ?? 1, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 }));
  });
}

const outcomes = await Promise.all([npmRun(['lint']), npmRun(['typecheck', 'knip'])]);
for (const { name, code, output, seconds } of outcomes) {
  process.stdout.write(`> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s\n${output}`);
}
process.exitCode = outcomes.some(({ code }) => code !== 0) ? 1 : 0;
