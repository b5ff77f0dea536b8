/**
 * How a domain's screen asks for a live read (src/data/liveReads.ts) without knowing where
 * the mirror runs: the mirror's client (mirror/mirrorClient.ts, on the composition floor)
 * plugs itself in here once the signed-in work starts the mirror, and a read asked for
 * before then waits for it. Apart from src/data/port.ts, which the first paint loads: only
 * the screens that show a live read, and the mirror's client, load this.
 */

/**
 * What a live read is asked for: plain values only, because it may be sent to the mirror's
 * worker. Its name is one of the composition's live reads (src/data/liveReads.ts).
 */
export type LiveReadParams = Readonly<Record<string, string | readonly string[]>>;

/** Starts a live read where the mirror runs; returns the function that stops it. */
export type FollowLive = (name: string, params: LiveReadParams) => () => void;

let plugged: FollowLive | undefined;
const waiting = new Set<(follow: FollowLive) => void>();

/** Called by the mirror's client when the signed-in work first asks for the mirror. */
export function plugLiveReads(follow: FollowLive): void {
  plugged = follow;
  for (const start of waiting) start(follow);
  waiting.clear();
}

/**
 * For a screen's effect: keeps the server documents of the live read `name` on the device
 * until the returned function is called, listened to where the mirror runs (its worker, so
 * the page loads no Firestore SDK for them). Asked before the mirror's client is plugged
 * in, it starts once it is.
 */
export function followLiveRead(name: string, params: LiveReadParams): () => void {
  let stop: (() => void) | undefined;
  const start = (follow: FollowLive) => {
    stop = follow(name, params);
  };
  if (plugged) start(plugged);
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    stop?.();
    stop = undefined;
  };
}
