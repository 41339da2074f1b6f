import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median } from '../stats.ts';

const run = promisify(execFile);

// Debian's Chromium, headless, with nothing reaching out to the network on its own.
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export interface PageScores {
  performance: number;
  accessibility: number;
  best_practices: number;
  /** Lab metrics of the reported run, for reading the performance score. */
  metrics: Record<string, string>;
  /** Audits that cost points outside performance. */
  failing: string[];
}

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; displayValue?: string; title: string }>;
}

async function audit(url: string, outFile: string): Promise<Report> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`lighthouse runs against loopback only, not ${url}`);
  const cli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
  await run(process.execPath, [
    cli, url, '--quiet', '--output=json', `--output-path=${outFile}`, '--max-wait-for-load=30000',
    `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`,
  ], {
    env: { ...process.env, CHROME_PATH },
    // Lighthouse closes its Chrome on SIGINT; a run that overstays is stopped that way.
    timeout: 180_000,
    killSignal: 'SIGINT',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(readFileSync(outFile, 'utf8')) as Report;
}

const score = (report: Report, category: (typeof CATEGORIES)[number]) => Math.round((report.categories[category].score ?? 0) * 100);

/**
 * Mobile emulation and simulated throttling (Lighthouse's defaults). Performance moves from run
 * to run, so the run with the median performance score is reported.
 */
export async function lighthouse(url: string, runs: number): Promise<PageScores> {
  const dir = mkdtempSync(join(tmpdir(), 'cakewalk-lighthouse-'));
  try {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) reports.push(await audit(url, join(dir, `run-${i}.json`)));
    const middle = median(reports.map((r) => score(r, 'performance')));
    const report = reports.find((r) => score(r, 'performance') === middle)!;
    const failing = (['accessibility', 'best-practices'] as const).flatMap((category) =>
      report.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${report.audits[ref.id]!.title}`));
    return {
      performance: middle,
      accessibility: score(report, 'accessibility'),
      best_practices: score(report, 'best-practices'),
      metrics: Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? 'n/a'])),
      failing,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
