import { IDLE_FALLBACK_MS } from '../config/constants';

/**
 * Runs `task` once the browser is idle (requestIdleCallback), or after 1.5 s where
 * that API is missing (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
