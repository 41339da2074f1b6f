import { build, type Plugin } from 'esbuild';
import { esbuildBuildOptions } from '../infra/lib/bundling.ts';
import { REPO_ROOT } from '../infra/lib/function-entries.ts';
const [entry, out, ...flags] = process.argv.slice(2);
const o = esbuildBuildOptions(entry!, out!);
const empty = (filter: RegExp, contents: string): Plugin => ({ name: String(filter), setup(b) { b.onLoad({ filter }, () => ({ contents, loader: 'json' })); } });
const lazyString = (filter: RegExp): Plugin => ({ name: 'str' + String(filter), setup(b) { b.onLoad({ filter }, async (args) => { const fs = await import('node:fs'); const t = fs.readFileSync(args.path, 'utf8'); return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(t)))})`, loader: 'js' }; }); } });
const plugins: Plugin[] = [];
if (flags.includes('nolang')) plugins.push(empty(/languages\/\w+\.json$/, '{"themes":[]}'));
if (flags.includes('nosteps')) plugins.push(empty(/split-bite\/steps\/.*\.json$/, '[]'));
if (flags.includes('noarch')) plugins.push(empty(/offline\/archetypes\/.*\.json$/, '{}'));
if (flags.includes('jsonparse')) plugins.push(lazyString(/functions\/src\/.*\.json$/));
await build({ ...o, entryPoints: [...o.entryPoints], mainFields: [...o.mainFields], external: [...o.external], absWorkingDir: REPO_ROOT, plugins,
  alias: { ...o.alias, ...(flags.includes('noopenai') ? { 'openai': '/tmp/speed/stub/openai.mjs', 'openai/helpers/standard-schema': '/tmp/speed/stub/openai.mjs' } : {}) } });
