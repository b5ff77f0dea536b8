/** The parts of the Cloud Storage SDK the app uses, loaded on demand (see ./auth.ts). */
export {
  connectStorageEmulator,
  getDownloadURL,
  getBlob,
  getMetadata,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
