import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The local server remembers token versions until this process changes one (local/auth-cache.ts),
// told by the two functions that do: `endSessions` raises a version, `removeProfile` removes the
// profile that holds it. A third way to change one would leave a revoked session signed in
// locally, so the code holds no other.

const SRC = join(import.meta.dirname, '../../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const filesWhere = (test: (text: string) => boolean) =>
  sources(SRC).filter((path) => test(readFileSync(path, 'utf8'))).map((path) => relative(SRC, path)).sort();

describe('what changes a token version', () => {
  it('writes token_version in data/accounts/sessions.ts alone', () => {
    const writes = /UpdateExpression:\s*['`][^'`]*\btoken_version\b/;
    expect(filesWhere((text) => writes.test(text))).toEqual(['data/accounts/sessions.ts']);
  });

  it('removes a profile only where it says so, or before the account ever had a token', () => {
    // createUser (users.ts) removes the profile it has just written when the email's claim fails:
    // no token was ever issued for that id, so no version of it can be remembered.
    const removal = /remove\(\{\s*Key:\s*profileKey\(/;
    expect(filesWhere((text) => removal.test(text))).toEqual(['data/accounts/account-removal.ts', 'data/accounts/users.ts']);
    expect(readFileSync(join(SRC, 'data/accounts/account-removal.ts'), 'utf8')).toMatch(/remove\(\{ Key: profileKey\(userId\) \}\);\n\s*tokenVersionChanged\(userId\);/);
  });
});
