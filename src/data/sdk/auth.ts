/**
 * The parts of the Firebase Auth SDK the app uses. Screens load this module on demand;
 * naming each function (rather than loading 'firebase/auth' whole) lets the bundler
 * leave out what the app never calls (pop-up and redirect sign-in, phone auth, …).
 */
export {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
} from 'firebase/auth';
