/** Helpers for tests that run against the local Emulator Suite (see scripts/emulators). */
import { EMULATOR_HOSTS, PROJECT_ID } from '../../scripts/emulators/suite.mjs';

export { EMULATOR_HOSTS, PROJECT_ID };

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every Firestore document of a project in the emulator. */
export async function clearFirestore(projectId = PROJECT_ID): Promise<void> {
  const response = await fetch(
    `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await expectOk(response, 'Clearing Firestore');
}

/** Deletes every Auth account of a project in the emulator. */
export async function clearAuth(projectId = PROJECT_ID): Promise<void> {
  const response = await fetch(`http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  await expectOk(response, 'Clearing Auth');
}
