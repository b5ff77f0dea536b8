/** Helpers for tests that run against the local Emulator Suite (see scripts/emulators). */
import { EMULATOR_HOSTS, PROJECT_ID } from '../../scripts/emulators/suite.mjs';

export { EMULATOR_HOSTS, PROJECT_ID };

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** How many times clearing the database is asked again while a transaction holds a lock. */
const CLEAR_ATTEMPTS = 5;

/**
 * Deletes every Firestore document of a project in the emulator. A function's transaction
 * still running (a punch an earlier test wrote keeps its person's clock state) makes the
 * emulator answer 409 ABORTED, "Transaction lock timeout": the clear is asked again once the
 * emulator has answered, up to CLEAR_ATTEMPTS times.
 */
export async function clearFirestore(projectId = PROJECT_ID): Promise<void> {
  const url = `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.status !== 409 || attempt === CLEAR_ATTEMPTS)
      return expectOk(response, 'Clearing Firestore');
  }
}

/** Deletes every Auth account of a project in the emulator. */
export async function clearAuth(projectId = PROJECT_ID): Promise<void> {
  const response = await fetch(`http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  await expectOk(response, 'Clearing Auth');
}
