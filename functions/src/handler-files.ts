import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteId } from '@cakewalk/shared/routes.ts';

// Each route's handler is handlers/<concern>/<route id>.ts: the folder groups handlers by what
// they are about, the file name is the route table's id. This is the one place that finds a
// handler's file, for the stack's bundles, the bench and the local server, so a handler moved to
// another folder needs no other change.

const HANDLERS = fileURLToPath(new URL('./handlers/', import.meta.url));

let byId: ReadonlyMap<string, string> | undefined;

function handlerFiles(): ReadonlyMap<string, string> {
  if (byId) return byId;
  const files = new Map<string, string>();
  for (const relative of readdirSync(HANDLERS, { recursive: true, encoding: 'utf8' })) {
    if (!relative.endsWith('.ts')) continue;
    const id = basename(relative, '.ts');
    const other = files.get(id);
    if (other) throw new Error(`Two handler files for route ${id}: ${other} and ${relative}`);
    files.set(id, relative);
  }
  byId = files;
  return files;
}

/** The absolute path of the module that exports the route's `handler`. */
export function handlerFile(id: RouteId): string {
  const relative = handlerFiles().get(id);
  if (!relative) throw new Error(`No handler file for route ${id} under functions/src/handlers/`);
  return `${HANDLERS}${relative}`;
}
