import './env.ts';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { functionEntries } from '../infra/lib/function-entries.ts';
import { apiBench } from './api/api-bench.ts';
import { bundleBareClient, bundleFunction, importCpu, readBundled, type BundleSize, type Bundled } from './size/bundles.ts';
import { checkinSimulation } from './checkins/checkins.ts';
import { installDdbCounter } from './ddb-counter.ts';
import { closeHttpClient } from './api/http-timing.ts';
import { gzipFront } from './size/gzip-front.ts';
import { lighthouse } from './size/lighthouse.ts';
import { importSize } from './size/import-size.ts';
import { loginStorm } from './api/login-storm.ts';
import { parseOptions, type BenchOptions } from './options.ts';
import { plannerTiming } from './planner/planner.ts';
import { formatReport } from './report.ts';
import type { BenchResult, BundleFigures, LighthouseFigures, Machine } from './result.ts';
import { goalShape, itemsOf, seed } from './api/seed.ts';
import { startBenchStack } from './stack.ts';
import { KB } from './budgets.ts';
import { median, round } from './stats.ts';
import { checkTargets } from './targets.ts';
import { buildWeb, measureWeb } from './size/web-size.ts';

// `npm run bench -- --json FILE`: the figures of docs/performance.md, printed as a
// table and written as JSON.

function machine(): Machine {
  const cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim() ?? 'unknown CPU';
  return {
    date: new Date().toISOString(),
    nproc: availableParallelism(),
    cpu,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    load_average: [round(loadavg()[0]!)],
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));
// Each step says the machine's load as it begins: figures taken under load are read with it.
const step = (text: string) => process.stderr.write(`bench: [load ${loadavg().map((l) => l.toFixed(2)).join(' ')}] ${text}\n`);

function usable(bundled: Bundled | undefined, id: string): BundleSize {
  if (!bundled) throw new Error(`--bundled has no bundle of ${id}`);
  if ('error' in bundled) throw new Error(bundled.error);
  return bundled;
}

async function bundles(options: BenchOptions, result: BenchResult): Promise<void> {
  const unknown = options.functions.filter((id) => !functionEntries.some((e) => e.id === id));
  if (unknown.length) throw new Error(`--functions: no such function ${unknown.join(', ')}`);
  const entries = options.functions.length ? functionEntries.filter((e) => options.functions.includes(e.id)) : functionEntries;
  const prebuilt = options.bundled ? readBundled(options.bundled) : undefined;
  const outRoot = mkdtempSync(join(tmpdir(), 'cakewalk-bundles-'));
  const out: Record<string, BundleFigures> = {};
  result.bundles = out;
  try {
    const bare = await bundleBareClient(outRoot);
    const bareSamples: number[] = [];
    for (const entry of entries) {
      try {
        const size = prebuilt ? usable(prebuilt[entry.id], entry.id) : await bundleFunction(entry, outRoot);
        const cpu = await importCpu(size.file, bare.file, options.importRuns);
        bareSamples.push(cpu.bareCpuMs);
        out[entry.id] = {
          weight: entry.weight,
          min_kb: round(size.minBytes / KB, 1),
          gz_kb: round(size.gzBytes / KB, 1),
          start_kb: round(size.startBytes / KB, 1),
          import_cpu_ms: cpu.cpuMs,
          bare_cpu_ms: cpu.bareCpuMs,
          import_ratio: cpu.ratio,
          heaviest: size.heaviest,
        };
      } catch (error) {
        out[entry.id] = { weight: entry.weight, error: message(error) };
        result.errors.push(`bundle ${entry.id}: ${message(error)}`);
      }
    }
    if (bareSamples.length) {
      result.bare_client = {
        min_kb: round(bare.minBytes / KB, 1),
        gz_kb: round(bare.gzBytes / KB, 1),
        start_kb: round(bare.startBytes / KB, 1),
        import_cpu_ms: round(median(bareSamples), 1),
      };
    }
  } catch (error) {
    result.errors.push(`bundles: ${message(error)}`);
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
}

async function lighthouseBoth(origin: string, runs: number): Promise<{ plain: LighthouseFigures; gzip: LighthouseFigures }> {
  const plain = { landing: await lighthouse(`${origin}/`, runs), login: await lighthouse(`${origin}/login`, runs) };
  const front = await gzipFront(origin);
  try {
    const gzip = { landing: await lighthouse(`${front.origin}/`, runs), login: await lighthouse(`${front.origin}/login`, runs) };
    return { plain, gzip };
  } finally {
    await front.close();
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const result: BenchResult = { machine: machine(), errors: [] };
  step(`start on ${result.machine.nproc} x ${result.machine.cpu}, load average ${loadavg().map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min)`);
  const attempt = async (what: string, run: () => Promise<void>) => {
    step(what);
    try {
      await run();
    } catch (error) {
      result.errors.push(`${what}: ${message(error)}`);
    }
  };

  const webOut = options.webDist ?? mkdtempSync(join(tmpdir(), 'cakewalk-web-'));
  let webBuilt = false;
  try {
    if (!options.skipWeb) {
      await attempt('web build', async () => {
        if (!options.webDist) await buildWeb(webOut);
        result.web = measureWeb(webOut);
        webBuilt = true;
      });
    }

    if (!options.skipApi) {
      const stack = await startBenchStack(webBuilt ? webOut : undefined);
      try {
        installDdbCounter();
        const shape = goalShape(options.items);
        step(`seeding ${options.goals} goals of ${itemsOf(shape) + 1} items and ${options.reflections} reflections`);
        const seeded = await seed(stack.api, options);
        result.seed = { goals: options.goals, items_per_goal: itemsOf(shape) + 1, reflections: options.reflections };
        await attempt('API routes', async () => {
          try {
            Object.assign(result, await apiBench(stack.api, seeded, options));
          } finally {
            closeHttpClient();
          }
        });
        await attempt('signed-in requests during a login storm', async () => {
          try {
            result.login_storm = await loginStorm(stack.api, seeded, options);
          } finally {
            closeHttpClient();
          }
        });
        await attempt('the largest import', async () => {
          result.import_size = await importSize(stack.api, options.importGoals);
        });
        if (webBuilt && !options.skipLighthouse) {
          await attempt('lighthouse', async () => {
            const { plain, gzip } = await lighthouseBoth(stack.origin, options.lighthouseRuns);
            result.lighthouse = plain;
            result.lighthouse_gzip = gzip;
          });
        }
      } finally {
        await stack.close();
      }
    }
  } finally {
    if (!options.webDist) rmSync(webOut, { recursive: true, force: true });
  }

  if (!options.skipBundles) {
    step('bundles, each imported in turn with the bare DynamoDB client');
    await bundles(options, result);
  }
  await attempt('planner', async () => {
    result.planner = await plannerTiming(options.plannerGoals);
  });
  if (!options.skipCheckins) {
    await attempt(`check-in simulation (${options.checkinUsers} users due in one minute)`, async () => {
      result.checkins = await checkinSimulation({ users: options.checkinUsers, sampleAt1: options.checkinSample, providerMs: 1000, channelEvery: 10 });
    });
  }

  result.machine.load_average.push(round(loadavg()[0]!));
  result.targets = checkTargets(result);
  console.log(formatReport(result));
  if (options.json) {
    const file = resolve(options.json);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    step(`wrote ${file}`);
  }
  return result.errors.length > 0 ? 1 : 0;
}

process.exitCode = await main();
