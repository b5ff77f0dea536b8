/**
 * What the sync queue tells the rest of the data layer without importing it (the read
 * mirror listens; the queue knows nothing of it).
 */
type DroppedListener = (paths: readonly string[]) => void;
const droppedListeners = new Set<DroppedListener>();

/** Calls `listener` with the document paths of queued writes that left the queue without landing. */
export function onWritesDropped(listener: DroppedListener): () => void {
  droppedListeners.add(listener);
  return () => droppedListeners.delete(listener);
}

export function writesDropped(paths: readonly string[]): void {
  if (paths.length === 0) return;
  for (const listener of droppedListeners) listener(paths);
}
