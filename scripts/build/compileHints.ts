/**
 * Vite plugin: V8's explicit compile hint (`//# allFunctionsCalledOnLoad` on a file's first
 * line; Chromium 136 and later, other browsers ignore the comment). V8 compiles most
 * functions the first time they are called, on the main thread, in the middle of whatever
 * called them; a hinted file is compiled whole as it loads, off the main thread when it
 * streams in. Hinted:
 * - the entry: its code (React, the router, the shell) runs on every first paint and every
 *   navigation. Unhinted, the owner opening Tickets compiled ~100 functions at the tap, most
 *   of them the router's and React's (a trace at 4× CPU); hinted, the tap is shorter, and
 *   Lighthouse's largest paint on the owner's dashboard is less often in its slow mode
 *   (docs/decisions.md, "Less work when the app opens");
 * - the screens' own chunks, which are loaded to be shown, most often ahead of the tap (the
 *   bottom bar's screens while the dashboard is idle, src/features/navigation/readyAhead.ts).
 * Not the libraries loaded on demand (Firebase, Dexie, the barcode reader) nor the shared
 * chunks: large, and much of them never called.
 */
import type { Plugin } from 'vite';

/** The line that asks V8 to compile a whole file as it loads. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A screen: a module of a feature folder that the app imports lazily (src/routes/screens.tsx). */
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/]/;

/** The parts of a chunk the rule reads (Rolldown's RenderedChunk and OutputChunk). */
export interface HintedChunk {
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/** Whether `chunk` is compiled whole as it loads: the entry, or a screen's own chunk. */
export const compiledWhole = (chunk: HintedChunk): boolean =>
  chunk.isEntry ||
  (chunk.isDynamicEntry && chunk.facadeModuleId !== null && FEATURE_MODULE.test(chunk.facadeModuleId));

/** A source map's `mappings` for the same code one line lower (each `;` starts a line). */
const oneLineDown = (mappings: string): string => `;${mappings}`;

/** `code` with the hint on its first line, and its source map's `mappings` moved down a line to match. */
export function withCompileHint(code: string, mappings: string): { code: string; mappings: string } {
  return { code: `${EAGER_COMPILE_HINT}\n${code}`, mappings: oneLineDown(mappings) };
}

export function compileHints(): Plugin {
  return {
    name: 'lotcrew:compile-hints',
    apply: 'build',
    // The hint is part of the file: a chunk that gains or loses it gets a new name, so no
    // cache (the service worker's precache among them) keeps the other copy under that name.
    augmentChunkHash: (chunk) => (compiledWhole(chunk) ? EAGER_COMPILE_HINT : undefined),
    generateBundle: {
      // After Vite's own rewrite, which puts the list of a chunk's preloads on its first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !compiledWhole(chunk)) continue;
          const mapFile = bundle[`${chunk.fileName}.map`];
          const map =
            mapFile?.type === 'asset'
              ? (JSON.parse(String(mapFile.source)) as { mappings: string })
              : undefined;
          const hinted = withCompileHint(chunk.code, map?.mappings ?? '');
          chunk.code = hinted.code;
          if (chunk.map) chunk.map.mappings = oneLineDown(chunk.map.mappings);
          if (map && mapFile?.type === 'asset')
            mapFile.source = JSON.stringify({ ...map, mappings: hinted.mappings });
        }
      },
    },
  };
}
