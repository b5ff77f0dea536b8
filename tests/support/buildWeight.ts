/**
 * A route's initial JavaScript worked out in Node from the build itself, with no browser:
 * index.html's entry and its static imports (Vite's manifest, `dist/.vite/manifest.json`),
 * the startup preload script, and the chunks that script asks for on the route (its plan,
 * scripts/build/startupPreload.ts), gzipped at level 9 as Firebase Hosting serves them.
 * That is what a first visit requests before the route's first paint; one browser test
 * (tests/e2e/bundleSize.spec.ts) proves the two agree for the sign-in page and a dashboard.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StartupPlan } from '../../scripts/build/startupPreload';
import type { RouteWeight } from './routeWeight';
import { weighScript } from './scriptMarks';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

interface Build {
  /** The entry and every chunk it imports statically, as index.html loads them. */
  entryFiles: string[];
  /** The startup preload script (a classic script before the entry). */
  preloadScript: string;
  plan: StartupPlan;
}

let build: Build | null = null;

function readBuild(): Build {
  if (build) return build;
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKeys = new Set<string>();
  const visit = (key: string) => {
    if (entryKeys.has(key)) return;
    entryKeys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const preloadScript = /<script src="\/([^"]+startup-preload[^"]*\.js)"/.exec(html)?.[1];
  if (!preloadScript) throw new Error('dist/index.html has no startup preload script');
  const planSource = /var plan = (.*);\n/.exec(readFileSync(join(DIST, preloadScript), 'utf8'))?.[1];
  if (!planSource) throw new Error(`${preloadScript} carries no plan`);
  build = {
    entryFiles: [...entryKeys].map((key) => manifest[key]?.file ?? key),
    preloadScript,
    plan: JSON.parse(planSource) as StartupPlan,
  };
  return build;
}

/** The script files (relative to dist/) a first visit to `path` asks for before its first paint. */
export function initialScriptsFromBuild(path: string, signedIn: boolean): string[] {
  const { entryFiles, preloadScript, plan } = readBuild();
  const files = new Set([...entryFiles, preloadScript]);
  const add = (list: readonly string[]) => {
    for (const file of list) files.add(file.replace(/^\//, ''));
  };
  if (signedIn) add(plan.signedIn);
  for (const route of plan.routes)
    if (route.paths.includes(path) && (signedIn || route.public)) add(route.files);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** `path`'s initial JavaScript, weighed from the build, in the shape the browser's weighing has. */
export function weighFromBuild(path: string, visitor: string, signedIn: boolean): RouteWeight {
  const files = initialScriptsFromBuild(path, signedIn).map((file) => ({
    file: `/${file}`,
    ...weighScript(readFileSync(join(DIST, file))),
  }));
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    route: path,
    visitor,
    scripts: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes,
    // Everything a route loads after its paint depends on what it does then: only a browser knows.
    totalGzipBytes: gzipBytes,
    files: files
      .map(({ file, gzipBytes: bytes }) => ({ file, gzipBytes: bytes, beforePaint: true }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
    firestoreOrStorageLoaded: files.some((file) => file.marks.firestore || file.marks.storage),
    storageLoaded: files.some((file) => file.marks.storage),
    dexieLoaded: files.some((file) => file.marks.dexie),
    authBeforePaint: files.some((file) => file.marks.auth),
  };
}
