import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import { APP_SHELL_DOCUMENT, LANDING_DOCUMENT } from '@cakewalk/shared/site-files.ts';

// The landing page's HTML is rendered at build time, so its first paint needs no script (the
// mobile Lighthouse run waited 2 s on script before). The built index.html becomes the landing
// page, served for `/` only, with its stylesheets inlined and its chunks preloaded;
// app.html, the empty shell as before, is served for every other path of the app (the local
// server, CloudFront's viewer function and the service worker all say so).

const ENTRY = 'src/app/prerender-landing.tsx';
/** Sends a person signed in on to Today before the landing page paints (public/signed-in-home.js). */
const SIGNED_IN_HOME = '<script src="/signed-in-home.js"></script>';
const LANDING_PAGE = 'src/features/landing/components/landing-page.tsx';

interface Options {
  /** web/, where the sources are. */
  root: string;
  /** The app's own aliases, so the server render resolves modules as the browser build does. */
  alias: AliasOptions;
}

/** Renders the landing page with a server build of its own, in a scratch folder removed after. */
async function renderLandingHtml({ root, alias }: Options): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'cakewalk-prerender-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: [react()],
      resolve: { alias },
      // Bundled whole, so the render runs from a scratch folder with no node_modules of its own.
      ssr: { noExternal: true },
      build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
    });
    const { renderLanding } = await import(pathToFileURL(join(outDir, 'prerender.mjs')).href) as { renderLanding: () => Promise<string> };
    return await renderLanding();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The landing chunk and what it imports statically: its files, and the stylesheets they bring. */
function landingFiles(bundle: Rolldown.OutputBundle): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LANDING_PAGE));
  if (!landing) throw new Error(`The build has no chunk for ${LANDING_PAGE}`);
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || entry.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(landing.fileName);
  const scripts = [...seen];
  const styles = scripts.flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return { scripts, styles };
}

/** A stylesheet of the build, as text to inline. */
function cssOf(bundle: Rolldown.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`The build has no stylesheet ${fileName}`);
  return String(asset.source);
}

/**
 * The template with the landing's markup in #root, its title, and the script that sends a person
 * signed in on to Today. Its stylesheets, the app's and
 * the landing's, are inlined (the policy allows inline styles), so the first paint waits on no
 * request but the page's own; its chunks are preloaded, so it hydrates sooner.
 */
function landingDocument(template: string, markup: string, bundle: Rolldown.OutputBundle): string {
  const files = landingFiles(bundle);
  // React hoists the page's <title> to the front of a render that is not a whole document.
  const title = /^<title>.*?<\/title>/s.exec(markup)?.[0];
  const body = title ? markup.slice(title.length) : markup;
  const head = [
    ...files.styles.map((file) => `<style>${cssOf(bundle, file)}</style>`),
    ...files.scripts.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n    ');
  const withHead = template
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)">/g, (_, file: string) => `<style>${cssOf(bundle, file)}</style>`)
    .replace(/<title>.*?<\/title>/s, (found) => `${SIGNED_IN_HOME}\n    ${title ?? found}`)
    .replace('</head>', `\n    ${head}\n  </head>`);
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to render into');
  if (body.includes('<script')) throw new Error('The prerendered landing page carries an inline script, which the content security policy refuses');
  return withHead.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

export function prerenderLanding(options: Options): Plugin {
  return {
    name: 'cakewalk:prerender-landing',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_, bundle) {
      const page = bundle[LANDING_DOCUMENT];
      if (page?.type !== 'asset') return;
      const template = String(page.source);
      this.emitFile({ type: 'asset', fileName: APP_SHELL_DOCUMENT, source: template });
      page.source = landingDocument(template, await renderLandingHtml(options), bundle);
    },
  };
}
