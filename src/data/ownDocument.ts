/**
 * The signed-in person's own user document on the server: read through Firestore's REST API
 * (the session's read at each start and reconnect), and followed live through the SDK's
 * listener, which runs in the mirror's worker wherever the mirror runs there
 * (mirror/mirrorClient.ts, `followOwnDocument`). The page then never loads the Firestore SDK
 * to start: it was half of the dashboards' main-thread blocking time in Lighthouse
 * (docs/decisions.md, "The person's own document off the page").
 * Both give the fields as plain values (timestamps as ISO strings), as the device keeps them.
 */
import { getFirestoreDb } from './firebase';
import { plainFields, readDocuments } from './firestoreRest';
import { toPlain } from './mirror/plain';

/** The person's document as the server has it: its fields, or null when there is none. */
export type OwnDocument = Record<string, unknown> | null;

const pathOf = (uid: string) => `users/${uid}`;

/**
 * users/{uid} from the server itself, as the person whose ID token it is: never a cache's
 * answer (offline, the SDK's cache answered with the person's queued merge laid over no known
 * base, a document of those fields alone: docs/decisions.md, "The user document is read from
 * the server only").
 */
export async function readOwnDocument(uid: string, idToken: string): Promise<OwnDocument> {
  const found = (await readDocuments([pathOf(uid)], idToken)).get(pathOf(uid));
  return found ? plainFields(found.fields ?? {}) : null;
}

/**
 * Follows users/{uid}: `answer` gets each of the server's own answers, never one from the
 * SDK's cache (offline, it would answer from there) nor one carrying this context's unsent
 * writes (it makes none: the person's writes go through the sync queue's REST commits). The
 * acknowledgement of a write is an answer too (metadata changes included). A listener error
 * keeps what is shown: the session reads again at the next reconnect. Returns the function
 * that stops following.
 */
export async function listenToOwnDocument(
  uid: string,
  answer: (document: OwnDocument) => void,
): Promise<() => void> {
  const [firestore, { doc, onSnapshot }] = await Promise.all([getFirestoreDb(), import('./sdk/firestore')]);
  return onSnapshot(
    doc(firestore, pathOf(uid)),
    { includeMetadataChanges: true },
    (live) => {
      if (live.metadata.fromCache || live.metadata.hasPendingWrites) return;
      answer(live.exists() ? (toPlain(live.data()) as Record<string, unknown>) : null);
    },
    () => undefined,
  );
}
