/** Profile photos (issue #20): set one, see anyone's. */
export { setProfilePhoto, useProfilePhotoUrl, usePendingProfilePhoto } from './profilePhoto';
export { PhotoProblem, type PhotoProblemReason } from '../photos/compress';
