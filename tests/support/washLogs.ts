import { adminFirestore } from './admin';

/** Ids of the wash logs in Firestore whose reference starts with `${prefix}-`. */
export async function washLogIdsWithPrefix(prefix: string): Promise<string[]> {
  const snapshot = await adminFirestore()
    .collection('washLogs')
    .where('reference', '>=', `${prefix}-`)
    .where('reference', '<', `${prefix}.`)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}
