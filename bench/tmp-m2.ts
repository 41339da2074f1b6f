import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
const dir = process.argv[2]!;
const m = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(m).find((k) => m[k].isEntry)!;
const closure = (k: string, seen = new Set<string>()) => { if (seen.has(k)) return seen; seen.add(k); for (const d of m[k].imports ?? []) closure(d, seen); return seen; };
const shell = closure(entry);
const gz = (k: string) => gzipSync(readFileSync(join(dir, m[k].file))).length;
let s = 0; for (const k of shell) s += gz(k);
console.log('shell', s, [...shell].map((k) => `${k}:${gz(k)}`).join(' '));
for (const page of m[entry].dynamicImports) {
  const own = [...closure(page, new Set(shell))].filter((k) => !shell.has(k));
  console.log(page, s + own.reduce((a, k) => a + gz(k), 0));
}
