/**
 * How long code that could not be fetched waits before it is asked for again by itself, when
 * no 'online' event comes first: Auth's, the mirror's (src/ui/lazyPart.tsx keeps its own
 * constant, as src/ui may import only src/utils).
 */
export const CODE_RETRY_MS = 10_000;

/**
 * Resolves when the browser says it is back online, or after `laterMs`: when to ask again for
 * what could not be had with no signal (code not stored yet, mostly). Both: an 'online' event
 * can come before the network is really back, or not at all (phones moving between networks).
 * In vite.config.ts's 'constants' chunk: the session's module, the entry and the mirror's
 * client all use it, and a module they share would otherwise split into a chunk of its own.
 */
export function backOnlineOrLater(laterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, laterMs);
    window.addEventListener('online', done);
  });
}
