/**
 * Single-document writes as the app's queue commits them (src/data/outbox/restWriter.ts,
 * `stampWritesOf`): a write to tickets, washLogs or timePunches moves that collection's
 * change stamp in the same commit, which the rules require (firestore.rules,
 * `movesChangeStamp`). Every other write goes as it is. The rules tests write through these,
 * so what they test is each write's own rule; the refusal of a write that leaves its
 * stamp unmoved is tested on its own (flows.rules.test.ts, "changeStamps").
 */
import {
  deleteDoc as deleteAlone,
  doc,
  serverTimestamp,
  setDoc as setAlone,
  updateDoc as updateAlone,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type SetOptions,
  type UpdateData,
  type WriteBatch,
} from 'firebase/firestore';
import { CHANGE_STAMPS, STAMPED_COLLECTIONS } from '@lotcrew/shared';

/** The stamped collection `ref` is a document of (top level only), if any. */
function stampedCollectionOf(ref: DocumentReference): string | undefined {
  const collection = ref.parent;
  return collection.parent === null && (STAMPED_COLLECTIONS as readonly string[]).includes(collection.id)
    ? collection.id
    : undefined;
}

/** Commits `write` alone, or with its collection's stamp moved to the commit's time. */
function commit(ref: DocumentReference, alone: () => Promise<void>, write: (batch: WriteBatch) => void) {
  const stamped = stampedCollectionOf(ref);
  if (!stamped) return alone();
  const batch = writeBatch(ref.firestore);
  write(batch);
  batch.set(doc(ref.firestore, CHANGE_STAMPS, stamped), { at: serverTimestamp() });
  return batch.commit();
}

export function setDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: T,
  options?: SetOptions,
): Promise<void> {
  return commit(
    ref,
    () => (options ? setAlone(ref, data, options) : setAlone(ref, data)),
    (batch) => (options ? batch.set(ref, data, options) : batch.set(ref, data)),
  );
}

export function updateDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: UpdateData<T>,
): Promise<void> {
  return commit(
    ref,
    () => updateAlone(ref, data),
    (batch) => batch.update(ref, data),
  );
}

export function deleteDoc(ref: DocumentReference): Promise<void> {
  return commit(
    ref,
    () => deleteAlone(ref),
    (batch) => batch.delete(ref),
  );
}
