/**
 * The one way the floors below composition reach the signed-in person and the registry
 * of writes, which live above them (docs/architecture.md, "src/data's three floors"). The
 * composition root (src/data/compose.ts) plugs them in; a domain writes with `writerOf`
 * (src/data/outbox/queueWrite.ts), which reads them here, and never imports the session,
 * the writes or the registry.
 *
 * The signed-in shell imports the composition root (through src/data/writes.ts), and the
 * sign-in page does not load it: a write made in the moment before the shell's code has
 * run waits for it here rather than fail.
 */
import type { MutatorRegistry } from './outbox/mutator';

export interface SessionPort {
  /** The signed-in person's id, or null. */
  currentUid(): string | null;
  /** Re-publishes the session after a write to the person's own user document. */
  refreshSessionAfterWrite(): Promise<void>;
  /** The registry of every domain's writes (loaded on demand, with zod). */
  loadRegistry(): Promise<MutatorRegistry>;
  /** The registry if it is already loaded: an IndexedDB transaction must never wait on a module. */
  loadedRegistry(): MutatorRegistry | undefined;
}

/**
 * How long a write waits for the composition root before it is refused as a defect (an
 * app or a test that never imports it): far longer than the shell's code takes to load.
 */
export const PLUG_WAIT_MS = 30_000;

let plugged: SessionPort | undefined;
const waiting = new Set<(port: SessionPort) => void>();

/** Called once by the composition root (src/data/compose.ts). */
export function plugSessionPort(port: SessionPort): void {
  plugged = port;
  for (const resolve of waiting) resolve(port);
  waiting.clear();
}

/** The plugged port, once the composition root has run. */
export function sessionPort(): Promise<SessionPort> {
  if (plugged) return Promise.resolve(plugged);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(onPlugged);
      reject(new Error('src/data/compose.ts was never imported: the data layer has no session to write as.'));
    }, PLUG_WAIT_MS);
    const onPlugged = (port: SessionPort) => {
      clearTimeout(timer);
      resolve(port);
    };
    waiting.add(onPlugged);
  });
}

/** The signed-in person's id once the session is plugged in, or null. */
export const signedInUid = (): Promise<string | null> => sessionPort().then((port) => port.currentUid());
/** For the upload queue, which the composition floor starts (the port is plugged by then). */
export const currentUid = (): string | null => plugged?.currentUid() ?? null;
export const loadRegistry = (): Promise<MutatorRegistry> => sessionPort().then((port) => port.loadRegistry());
export const loadedRegistry = (): MutatorRegistry | undefined => plugged?.loadedRegistry();
