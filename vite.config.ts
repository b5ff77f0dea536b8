import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { compileHints } from './scripts/build/compileHints.ts';
import { prerenderSignIn } from './scripts/build/prerenderSignIn.ts';
import { startupPreload } from './scripts/build/startupPreload.ts';
import { LOCAL_KEYS } from './src/config/constants.ts';
import { EMULATOR_PORTS } from './src/config/emulatorPorts.ts';
import {
  FIREBASE_CONNECT_ORIGINS,
  FIRESTORE_NETWORK_PROBE,
  originOf,
  securityHeaders,
  SENTRY_CONNECT_ORIGINS,
  STORAGE_IMAGE_ORIGINS,
} from './src/config/securityHeaders.ts';
import { STARTUP_MODULES } from './src/config/startupModules.ts';

// The web app manifest lives at the top level (design card); the PWA plugin emits it.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The preview server sends the production security headers, with the origins this
 * build talks to: the local emulators (emulator mode), the Sentry DSN and the webhook.
 */
function previewHeaders(mode: string): Record<string, string> {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const emulatorHost = env.VITE_FIREBASE_EMULATOR_HOST;
  const emulators = emulatorHost
    ? Object.values(EMULATOR_PORTS).map((port) => `http://${emulatorHost}:${port}`)
    : [];
  return securityHeaders(
    {
      connect: [
        ...(emulatorHost ? emulators : [...FIREBASE_CONNECT_ORIGINS, ...SENTRY_CONNECT_ORIGINS]),
        ...originOf(env.VITE_SENTRY_DSN),
        ...originOf(env.VITE_POLICY_WEBHOOK_URL),
      ],
      images: emulatorHost ? [...emulators, FIRESTORE_NETWORK_PROBE] : STORAGE_IMAGE_ORIGINS,
    },
    false,
  );
}

/**
 * A deployed build is told apart by when it was built. A build for the tests and benchmarks
 * gets a fixed ID of the same shape, so one commit builds to the same bytes on every
 * machine: the first-paint ceilings are held to the byte (tests/e2e/bundleSize.spec.ts), and
 * a time in the ID renamed every hashed chunk, moving the gzipped first paint by up to ~20 B
 * from one build of a commit to the next (116,592–116,609 B over five builds).
 */
function buildIdOf(env: NodeJS.ProcessEnv): string {
  return env.LOTCREW_TEST_HOOKS === '1' ? '2000-01-01T00:00:00.000Z' : new Date().toISOString();
}

/**
 * `vite preview` gzips every response as it sends it. The end-to-end tests set
 * LOTCREW_PREVIEW_UNCOMPRESSED=1: each test is a new phone that downloads every chunk,
 * and the suite is CPU-bound, so they take the files as they are (they weigh scripts
 * gzipped themselves, tests/support/routeWeight.ts). A preview for a person still gzips.
 */
function uncompressedPreview(): Plugin {
  return {
    name: 'lotcrew:uncompressed-preview',
    configurePreviewServer(server) {
      if (process.env.LOTCREW_PREVIEW_UNCOMPRESSED !== '1') return;
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    uncompressedPreview(),
    prerenderSignIn(),
    compileHints(),
    startupPreload(STARTUP_MODULES, LOCAL_KEYS.signedInUser, LOCAL_KEYS.language),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // Every lazy route chunk is precached, so any screen opens offline after one visit;
        // and the barcode reader's WebAssembly (issue #36), so a lot with no signal can scan.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,wasm}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      // The router's store asks for the selector hook's shim, which carries a stand-in for
      // React's useSyncExternalStore for React before 18; React 19 has its own, which the
      // package's plain build uses (0.2 KB gzipped of every screen's first paint).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
    // Tells two builds of one version apart (the update-flow test deploys a second one).
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.LOTCREW_BUILD_ID ?? buildIdOf(process.env)),
    // The end-to-end tests' and benchmarks' hooks (src/data/testHooks.ts) are compiled in
    // only when the build is made for them (LOTCREW_TEST_HOOKS=1, set by npm test and
    // npm run bench); every other build has none of their code.
    'import.meta.env.VITE_TEST_HOOKS': JSON.stringify(process.env.LOTCREW_TEST_HOOKS === '1' ? 'on' : ''),
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the module graph the route-size ceilings are read from in
    // Node (tests/support/buildWeight.ts); not precached, not loaded by the app.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Constants put in place of their imports everywhere (src/utils/duration.ts's lengths of
      // time): a chunk that counts in hours then imports nothing for it.
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        codeSplitting: {
          groups: [
            {
              // The business calendar, the shift arithmetic and the clock math under them stay
              // one chunk: every dashboard loads them before its first paint (its day, the
              // clocked-in tile). A screen that uses only the clock math (the wash bay) would
              // otherwise split it off, costing each dashboard a chunk's overhead (bench/budget-notes.md).
              name: 'shifts',
              // The shift rules themselves and their ISO reading are shared with the functions
              // (packages/shared/src): the same chunk.
              test: /[\\/](src[\\/](data[\\/]calendar|data[\\/]time[\\/]shifts|utils[\\/]zonedTime|utils[\\/]isoInstant)|packages[\\/]shared[\\/]src[\\/](shifts|isoInstant))\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // Small modules every dashboard loads before its first paint and the sign-in page
              // never does (queueing a write and the port and composition behind it, the sync events, the pending-write paths, the
              // freshness line and its text, the ticking clock, the photo slots, when a ticket was done). Each screen that shares
              // one would split it into a chunk of its own, a few hundred bytes with a request
              // and its own gzip overhead each; one chunk saves both (bench/budget-notes.md).
              name: 'dashboard-kit',
              test: /[\\/]src[\\/](data[\\/]writes|data[\\/]compose|data[\\/]port|data[\\/]registry|data[\\/]outbox[\\/]queueWrite|data[\\/]outbox[\\/]events|data[\\/]outbox[\\/]pending|i18n[\\/]freshness|parts[\\/]FreshnessLine|ui[\\/]useNow|data[\\/]tickets[\\/]photoSlots|data[\\/]tickets[\\/]doneAt|data[\\/]users[\\/]writes)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // Constants both the sign-in page and every dashboard load (the app's limits, its
              // languages, the device flags, the catalogue areas' definition, the roles shared with the functions,
              // the role registry and its paths, the collections' definitions and grants, which the mirror's worker
              // reads too): a few hundred bytes that would otherwise split into chunks with a request and gzip
              // overhead each as more screens share them (bench/budget-notes.md). With them, three
              // small helpers both load (a Firebase error's code, the retry backoff, the emulators'
              // ports), which were chunks of ~0.1-0.3 KB each on both; and when to ask again for what the
              // signal kept away (src/lib/backOnline.ts: the session, the signed-in work, the mirror).
              name: 'constants',
              test: /[\\/](src[\\/](config[\\/]constants|config[\\/]languages|config[\\/]roles|config[\\/]paths|config[\\/]grants|config[\\/]collections|config[\\/]emulatorPorts|lib[\\/]localFlags|lib[\\/]backOnline|i18n[\\/]area|data[\\/]errorCode|utils[\\/]backoff)|packages[\\/]shared[\\/]src[\\/]index)\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    modulePreload: {
      // The entry lazily imports every screen (src/routes/screens.tsx); Vite would write
      // each screen's chunk list into the entry, so every new screen made the sign-in page
      // heavier (~0.15 KB each). A screen's chunks load when it is opened (or on intent);
      // the first screen's come with the entry through the startup preload script, and
      // an installed app has them all in the service worker's precache.
      resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[^/.]+\.js$/.test(hostId) ? [] : dependencies,
    },
  },
  // The read mirror's worker (src/data/mirror/mirrorWorker.ts) loads Firestore and the
  // writes' registry on demand: a module worker, so its chunks split as the page's do.
  worker: { format: 'es' },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: previewHeaders(mode),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
  },
}));
