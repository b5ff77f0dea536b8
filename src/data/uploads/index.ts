/** The upload queue: files kept on the phone until Storage has them (photos, invoice PDFs). */
export { uploaderOf, useUploadProgress, type KindUploader } from './runtime';
export { retryRefused, type QueuedFile, type UploadKind } from './uploader';
export { useStoredFileUrl } from './storedFile';
