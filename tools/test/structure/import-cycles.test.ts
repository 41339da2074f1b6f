import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// TypeScript 7 (the project's tsc) ships no compiler API; the lint workspace keeps TypeScript 6's.
import ts from '../../lint/node_modules/typescript/lib/typescript.js';
import { REPO_ROOT, sourceFolders } from './source-files.ts';

// No import cycles, not even through types (ARCHITECTURE.md, The import rule), in any source
// folder: the packages' code, their tests, the stacks, the bench and the tools. This is the only
// check of it: eslint's import-x/no-cycle skipped type-only imports and was half of the lint's
// time, and madge does not install beside TypeScript 7, so the graph is read here with the
// compiler's own import scanner: every static, type-only and dynamic import between source files,
// the workspace aliases resolved.

const ALIASES: Record<string, string> = { '@cakewalk/shared/': 'shared/src/', '@cakewalk/functions/': 'functions/src/' };

function importGraph(): Map<string, string[]> {
  const files = [...sourceFolders()]
    .flatMap(([folder, names]) => names.filter((name) => /\.tsx?$/.test(name)).map((name) => join(folder, name)));
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return join(ALIASES[alias]!, specifier.slice(alias.length));
    return specifier.startsWith('.') ? join(dirname(from), specifier) : undefined;
  };
  return new Map(files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(REPO_ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolve(file, fileName)).filter((target) => target !== undefined && known.has(target));
    return [file, [...new Set(targets)] as string[]];
  }));
}

/** The graph's strongly connected components of more than one file, or of one that imports itself (Tarjan's). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  const graph = importGraph();

  it('are read from every package, type-only ones and aliases included', () => {
    expect(graph.get('functions/src/http/client-address.ts')).toContain('functions/src/http/lambda-event.ts');
    expect(graph.get('functions/src/core/checkins/worker.ts')).toContain('functions/src/ai/coach.ts');
    expect(graph.get('web/src/main.tsx')?.length).toBeGreaterThan(0);
    expect(graph.get('infra/test/synth.test.ts')).toContain('infra/lib/bundling.ts');
    expect(graph.get('bench/size/bundles.ts')).toContain('infra/lib/function-entries.ts');
    expect(cycles(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]]))).toEqual([['a', 'b']]);
  });

  it('form no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
