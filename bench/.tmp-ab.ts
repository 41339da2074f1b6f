// A/B import time: main's bundles against this branch's, alternated so the machine's load hits both alike.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFunction, importMs } from './bundles.ts';
import { functionEntries } from '../infra/lib/function-entries.ts';
const ids = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'tooling-ab-'));
const rows: Record<string, { a: number[]; b: number[]; aKb: number; bKb: number }> = {};
for (const id of ids) {
  const entry = functionEntries.find((e) => e.id === id)!;
  const mainEntry = { ...entry, entry: entry.entry.replace('/work/wt/tooling/', '/work/main/') };
  const a = await bundleFunction(mainEntry, join(out, 'main'));
  const b = await bundleFunction(entry, join(out, 'branch'));
  rows[id] = { a: [], b: [], aKb: a.minBytes / 1000, bKb: b.minBytes / 1000 };
  for (let i = 0; i < 15; i++) {
    rows[id].a.push(await importMs(a.file, 1));
    rows[id].b.push(await importMs(b.file, 1));
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
for (const [id, r] of Object.entries(rows)) console.log(id, `main ${r.aKb.toFixed(1)} KB ${median(r.a).toFixed(1)} ms`, `branch ${r.bKb.toFixed(1)} KB ${median(r.b).toFixed(1)} ms`);
