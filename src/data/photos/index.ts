/** Ticket photos taken on this phone: take, show, upload state. */
export * from './photos';
export { PhotoProblem, type PhotoProblemReason } from './compress';
