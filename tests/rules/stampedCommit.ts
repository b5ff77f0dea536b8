/**
 * Single-document writes as the app's queue commits them (src/data/outbox/restWriter.ts,
 * `stampWritesOf`): a write to a stamped collection (`STAMPED_COLLECTIONS`) moves that
 * collection's change stamp in the same commit, which the rules require (firestore.rules,
 * `movesChangeStamp`). Every other write goes alone. The rules tests write through these,
 * so what they test is each write's own rule; the refusal of a write that leaves its
 * stamp unmoved is tested beside every permitted write of the matrix (`unstamped`), and
 * through `commitMoving` (flows.rules.test.ts, "changeStamps"; kiosk.rules.test.ts).
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
import { CHANGE_STAMPS } from '@lotcrew/shared';
import { stampsMovedBy } from '../../src/data/outbox/stamps';
import type { TestFirestore } from '../support/rulesEnv';

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

export function setDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: T,
  options?: SetOptions,
): Promise<void> {
  return commitMoving(ref, stampsMovedBy([ref.path]), (batch) =>
    options ? batch.set(ref, data, options) : batch.set(ref, data),
  );
}

export function updateDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  data: UpdateData<T>,
): Promise<void> {
  return commitMoving(ref, stampsMovedBy([ref.path]), (batch) => batch.update(ref, data));
}

export function deleteDoc(ref: DocumentReference): Promise<void> {
  return commitMoving(ref, stampsMovedBy([ref.path]), (batch) => batch.delete(ref));
}

/** The same writes with no stamp moved: what the rules refuse of a stamped collection's write. */
export const unstamped = {
  setDoc: <T extends DocumentData>(ref: DocumentReference<T>, data: T) =>
    commitMoving(ref, [], (batch) => batch.set(ref, data)),
  updateDoc: <T extends DocumentData>(ref: DocumentReference<T>, data: UpdateData<T>) =>
    commitMoving(ref, [], (batch) => batch.update(ref, data)),
  deleteDoc: (ref: DocumentReference) => commitMoving(ref, [], (batch) => batch.delete(ref)),
};

/**
 * An invite's claim as the app commits it (src/data/invites.ts): the person's document merged,
 * the invite marked claimed by them at `claimedAt`, and the invites' change stamp moved
 * (`moved`), in one commit.
 */
export function commitClaim(
  db: TestFirestore,
  uid: string,
  token: string,
  user: Record<string, unknown>,
  {
    claimedAt = serverTimestamp(),
    moved = ['invites'],
  }: { claimedAt?: unknown; moved?: readonly string[] } = {},
): Promise<void> {
  const claimed = doc(db, `invites/${token}`);
  return commitMoving(claimed, moved, (batch) => {
    batch.set(doc(db, `users/${uid}`), user, { merge: true });
    batch.update(claimed, { claimedBy: uid, claimedAt });
  });
}
