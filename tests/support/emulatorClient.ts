/** A phone's Firebase client on the emulators, for tests and benchmarks run in Node. */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { EMULATOR_HOSTS, PROJECT_ID } from './emulators';

/**
 * A Firebase client app named `name`, its Auth and Firestore on the emulators: a phone's
 * client, whose requests the security rules judge (the Admin SDK's skip them). Its caller
 * terminates its Firestore and deletes it.
 */
export function emulatorClient(name: string): FirebaseApp {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, name);
  connectAuthEmulator(getAuth(app), `http://${EMULATOR_HOSTS.auth}`, { disableWarnings: true });
  const [host, port] = EMULATOR_HOSTS.firestore.split(':');
  connectFirestoreEmulator(getFirestore(app), host ?? '127.0.0.1', Number(port));
  return app;
}
