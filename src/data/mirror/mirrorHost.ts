/**
 * What the read mirror (mirror.ts) needs of where it runs, and the messages between the
 * page (mirrorClient.ts) and the mirror's worker (mirrorWorker.ts).
 */
import type { LiveReadParams } from '../liveReadPort';
import type { DeviceViewer } from './view';

/** Documents (and count queries) a view was billed for since the mirror started. */
export interface ViewReads {
  documents: number;
  counts: number;
}

export interface MirrorHost {
  /** A failure the person cannot see by themselves (src/data/problems.ts words it). */
  report: (error: unknown, detail?: string) => void;
  /** Calls `listener` whenever the signal may be back (the browser says it is online). */
  onSignalBack: (listener: () => void) => () => void;
  /** Calls `listener` with the paths of queued writes that left the queue without landing. */
  onWritesDropped: (listener: (paths: readonly string[]) => void) => () => void;
}

/** From the page to the mirror's worker. */
export type ToMirrorWorker =
  /** The person is known, their views not yet: load what the mirror needs and restore their Auth. */
  | { kind: 'prepare' }
  /** Mirror `viewer`'s views; null: none (the person may read nothing, or not yet). */
  | { kind: 'sync'; viewer: DeviceViewer | null }
  /** Follow the signed-in person's own user document and send its answers (ownDocument.ts). */
  | { kind: 'followOwnDocument'; uid: string }
  | { kind: 'stopFollowing' }
  /** Start a screen's live read (src/data/liveReads.ts), numbered by the page to stop it by. */
  | { kind: 'followLive'; id: number; name: string; params: LiveReadParams }
  | { kind: 'stopLive'; id: number }
  | { kind: 'signalBack' }
  | { kind: 'writesDropped'; paths: readonly string[] }
  | { kind: 'reads'; ask: number }
  /** Test builds: stop the views and answer once the server took their removal (releaseViews.ts). */
  | { kind: 'releaseViews'; ask: number };

/** From the mirror's worker to the page. */
export type FromMirrorWorker =
  | { kind: 'problem'; message: string; detail: string | undefined }
  | { kind: 'reads'; ask: number; reads: Record<string, ViewReads> }
  | { kind: 'viewsReleased'; ask: number }
  /** The server's answer about the person's own document: its fields (plain), null when it has none. */
  | { kind: 'ownDocument'; uid: string; document: Record<string, unknown> | null }
  /** The worker's Firebase Auth holds someone else, or nobody: the page mirrors instead. */
  | { kind: 'notSignedIn' };
