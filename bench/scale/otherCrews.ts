/**
 * Other crews' phones, for the scale benchmark's drain: their washes reach the server as the
 * app's queue sends them, through the security rules in commits of the queue's size, each
 * moving the washes' change stamp. Written through the Admin SDK instead, the rules never ran
 * before the phone under test sent its own commit, and that commit, the emulator's first
 * checked write, paid for the emulator compiling its rules path as it ran (~1 s more for 200
 * creates, measured alone), which no phone meets on the real backend.
 */
import { deleteApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getFirestore, serverTimestamp, terminate, writeBatch } from 'firebase/firestore';
import { DEMO_PASSWORD } from '../../scripts/demo/demoData';
import { emulatorClient } from '../../tests/support/emulatorClient';
import { MAX_ENTRIES_PER_COMMIT } from '../../src/data/outbox/flusher';

/** Logs `count` washes as the crew member `email` at `dealershipId`, ids `${prefix}-${index}`. */
export async function washesFromAnotherPhone(
  email: string,
  prefix: string,
  count: number,
  dealershipId: string,
): Promise<void> {
  const app = emulatorClient(`${prefix}-phone`);
  const firestore = getFirestore(app);
  try {
    const { user } = await signInWithEmailAndPassword(getAuth(app), email, DEMO_PASSWORD);
    for (let first = 0; first < count; first += MAX_ENTRIES_PER_COMMIT) {
      const batch = writeBatch(firestore);
      for (let index = first; index < Math.min(count, first + MAX_ENTRIES_PER_COMMIT); index++)
        batch.set(doc(firestore, 'washLogs', `${prefix}-${index}`), {
          dealershipId,
          uid: user.uid,
          washedAt: new Date().toISOString(),
          reference: `${prefix}-${index}`,
          vin: null,
          kind: 'lot',
          note: '',
          receivedAt: serverTimestamp(),
        });
      batch.set(doc(firestore, 'changeStamps', 'washLogs'), { at: serverTimestamp() });
      await batch.commit();
    }
  } finally {
    await terminate(firestore);
    await deleteApp(app);
  }
}
