/** Reads Firestore in the emulator as the Admin SDK, to check what really landed. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { emulatorClientEnv, PROJECT_ID } from '../../scripts/emulators/suite.mjs';

for (const [name, value] of Object.entries(emulatorClientEnv)) process.env[name] ??= value;

export function adminFirestore(): Firestore {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}
