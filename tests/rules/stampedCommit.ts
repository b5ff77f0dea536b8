/**
 * Single-document writes as the app's queue commits them (src/data/outbox/restWriter.ts,
 * `stampWritesOf`): a write to tickets, washLogs or timePunches moves that collection's
 * change stamp in the same commit, which the rules require (firestore.rules,
 * `movesChangeStamp`). Every other write goes alone. The rules tests write through these,
 * so what they test is each write's own rule; the refusal of a write that leaves its
 * stamp unmoved is tested on its own, through `commitMoving` (flows.rules.test.ts,
 * "changeStamps"; kiosk.rules.test.ts).
 */
import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type SetOptions,
  type UpdateData,
  type WriteBatch,
} from 'firebase/firestore';
import { CHANGE_STAMPS, STAMPED_COLLECTIONS } from '@lotcrew/shared';

/**
 * Commits `write` (of the document `target`, as its Firestore instance) with the change
 * stamps of `moved` moved to the commit's time, in the same commit (none moved: the write
 * alone, as a lone write commits it).
 */
export function commitMoving(
  target: DocumentReference,
  moved: readonly string[],
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const db = target.firestore;
  const batch = writeBatch(db);
  write(batch);
  for (const collection of moved) batch.set(doc(db, CHANGE_STAMPS, collection), { at: serverTimestamp() });
  return batch.commit();
}

/** The stamp a write to `ref` moves: its collection's, if that is a stamped one (top level only). */
function stampsMovedBy(ref: DocumentReference): string[] {
  const collection = ref.parent;
  return collection.parent === null && (STAMPED_COLLECTIONS as readonly string[]).includes(collection.id)
    ? [collection.id]
    : [];
}

export function setDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: T,
  options?: SetOptions,
): Promise<void> {
  return commitMoving(ref, stampsMovedBy(ref), (batch) =>
    options ? batch.set(ref, data, options) : batch.set(ref, data),
  );
}

export function updateDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: UpdateData<T>,
): Promise<void> {
  return commitMoving(ref, stampsMovedBy(ref), (batch) => batch.update(ref, data));
}

export function deleteDoc(ref: DocumentReference): Promise<void> {
  return commitMoving(ref, stampsMovedBy(ref), (batch) => batch.delete(ref));
}
