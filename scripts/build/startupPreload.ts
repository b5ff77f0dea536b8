/**
 * Vite plugin: the startup preload script (src/config/startupModules.ts). The entry is
 * fetched from index.html at once, but the chunks the first screen waits for are lazy
 * imports, found only once the entry has arrived and run: one more round trip and the
 * entry's evaluation before they are even asked for. This writes a small classic script,
 * run just before the entry (both deferred, in document order), that reads the same
 * device flag as the session and asks for the current path's chunks with
 * `<link rel="modulepreload">`. It is a file of its own because the content security
 * policy allows no inline script; its name carries a hash, like every other asset.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { StartupRoute } from '../../src/config/startupModules.ts';
import { PRERENDER_SHOWN_CLASS } from '../../src/features/auth/prerender.ts';

/** The parts of a built chunk the plan reads (Rollup/Rolldown's OutputChunk). */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

export interface StartupTable {
  signedIn: readonly string[];
  routes: readonly StartupRoute[];
}

/** Chunk file names to preload: when someone was signed in, and per path. */
export interface StartupPlan {
  signedIn: string[];
  routes: { paths: string[]; files: string[]; public: boolean }[];
}

/** `file` and every chunk it imports statically, transitively. */
function withStaticImports(
  file: string,
  chunks: ReadonlyMap<string, ChunkInfo>,
  into: Set<string>,
): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) withStaticImports(imported, chunks, into);
  return into;
}

/**
 * The chunks each entry of `table` needs beyond what index.html already loads (the entry
 * and its static imports). Throws when a module of the table is not in a chunk outside
 * the entry: the table no longer matches the app.
 */
export function startupPlan(chunkList: readonly ChunkInfo[], table: StartupTable, root: string): StartupPlan {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const loadedByPage = new Set<string>();
  for (const chunk of chunkList) if (chunk.isEntry) withStaticImports(chunk.fileName, chunks, loadedByPage);
  const filesFor = (modules: readonly string[]) => {
    const files = new Set<string>();
    for (const module of modules) {
      const id = resolve(root, module);
      const chunk =
        chunkList.find((candidate) => candidate.facadeModuleId === id) ??
        chunkList.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk || loadedByPage.has(chunk.fileName))
        throw new Error(
          `startup preload: ${module} is ${chunk ? 'part of the entry' : 'in no chunk'}; update src/config/startupModules.ts`,
        );
      withStaticImports(chunk.fileName, chunks, files);
    }
    return [...files].filter((file) => !loadedByPage.has(file)).sort();
  };
  return {
    signedIn: filesFor(table.signedIn),
    routes: table.routes.map((route) => ({
      paths: [...route.paths],
      files: filesFor(route.modules),
      public: route.public ?? false,
    })),
  };
}

/**
 * The script's source: plain ES5 with no dependencies, since it runs before anything else.
 * Storage that cannot be read (blocked, private mode) counts as signed out. Where the app
 * would draw exactly the prerendered sign-in page, it shows it (src/features/auth/prerender.ts).
 * Emitted as an asset, which the build does not minify: written without its indentation, as
 * it counts in every first visit's weight (~100 B gzipped less, tests/e2e/bundleSize.spec.ts).
 */
export function startupScript(
  plan: StartupPlan,
  signedInFlagKey: string,
  base: string,
  languageFlagKey: string,
): string {
  return `(function () {
  var plan = ${JSON.stringify(plan)};
  var signedIn = false;
  var spanish = /^es\\b/i.test((navigator.languages && navigator.languages[0]) || navigator.language || '');
  try {
    signedIn = !!window.localStorage.getItem(${JSON.stringify(signedInFlagKey)});
    var chosen = JSON.parse(window.localStorage.getItem(${JSON.stringify(languageFlagKey)}) || 'null');
    if (chosen && (chosen.language === 'es' || chosen.language === 'en')) spanish = chosen.language === 'es';
  } catch (error) {}
  var path = window.location.pathname.replace(/(.)\\/+$/, '$1');
  if (path === '/' && !signedIn && !spanish) document.documentElement.classList.add(${JSON.stringify(PRERENDER_SHOWN_CLASS)});
  var files = signedIn ? plan.signedIn.slice() : [];
  for (var r = 0; r < plan.routes.length; r++) {
    var route = plan.routes[r];
    if (route.paths.indexOf(path) >= 0 && (signedIn || route.public)) files = files.concat(route.files);
  }
  var seen = {};
  for (var i = 0; i < files.length; i++) {
    if (seen[files[i]]) continue;
    seen[files[i]] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + files[i];
    document.head.appendChild(link);
  }
})();
`.replace(/^[ \t]+/gm, '');
}

export function startupPreload(
  table: StartupTable,
  signedInFlagKey: string,
  languageFlagKey: string,
): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'lotcrew:startup-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      // Builds without the page (the service worker's own) have nothing to do.
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const source = startupScript(startupPlan(chunks, table, root), signedInFlagKey, base, languageFlagKey);
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'startup-preload.js', source }));
      // Not deferred: it decides, before the first paint, whether the prerendered sign-in page
      // shows (it is tiny, and fetched alongside the render-blocking stylesheet).
      const tag = `<script src="${base}${fileName}"></script>`;
      const page = String(html.source);
      // Before the entry's module script.
      const entryScript = page.indexOf('<script type="module"');
      if (entryScript < 0) this.error('startup preload: index.html has no module script');
      html.source = `${page.slice(0, entryScript)}${tag}\n    ${page.slice(entryScript)}`;
    },
  };
}
