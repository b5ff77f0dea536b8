/**
 * Each person's clock state, kept on the server (issue #33): clockStates/{uid} says whether
 * they are clocked in, since when and whether on a break, worked out from their punches and
 * corrections by the app's own shift rules (packages/shared/src/shifts.ts). The owner's
 * dashboard counts who is clocked in from these few documents, so a new phone shows it
 * without first downloading every punch of the window (~4,000 in a month of two dealerships).
 *
 * Kept again whenever a punch arrives and whenever a correction's approval changes what
 * counts. The state is recomputed from the stored punches in a transaction, never patched
 * from the one that arrived, so deliveries out of order or twice give the same answer:
 * Firestore's transactions are serializable, queries included, so the last to commit has
 * read every punch committed before it.
 */
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DAY_MS } from '../../packages/shared/src/duration.js';
import { TIME_WINDOW_DAYS } from '../../packages/shared/src/index.js';
import { clockStateOf, type CorrectionRecord, type PunchRecord } from '../../packages/shared/src/shifts.js';

export const CLOCK_STATES = 'clockStates';

type Fields = Record<string, unknown>;

const isApproved = (correction: Fields | undefined) => correction?.['state'] === 'approved';

/**
 * Whether a correction's write changes what counts: it became approved, stopped being
 * approved (or was removed), or an approved one's change was edited. A request filed or
 * rejected changes no shift.
 */
export function correctionChangesShifts(before: Fields | undefined, after: Fields | undefined): boolean {
  if (isApproved(before) !== isApproved(after)) return true;
  return isApproved(after) && !isDeepStrictEqual(before?.['change'], after?.['change']);
}

/** Works out a person's clock state again from what is stored, and keeps it. */
export async function keepClockState(db: Firestore, uid: string, now: number): Promise<void> {
  const since = new Date(now - TIME_WINDOW_DAYS * DAY_MS).toISOString();
  await db.runTransaction(async (transaction) => {
    const [punches, corrections] = await Promise.all([
      transaction.get(db.collection('timePunches').where('uid', '==', uid).where('at', '>=', since)),
      transaction.get(
        db.collection('timeCorrections').where('uid', '==', uid).where('requestedAt', '>=', since),
      ),
    ]);
    const state = clockStateOf(
      uid,
      punches.docs.map((doc) => ({ ...doc.data(), id: doc.id }) as PunchRecord),
      corrections.docs.map((doc) => ({ ...doc.data(), id: doc.id }) as CorrectionRecord),
    );
    transaction.set(db.collection(CLOCK_STATES).doc(uid), {
      ...state,
      receivedAt: FieldValue.serverTimestamp(),
    });
  });
}
