/**
 * The back camera for the scanner (issue #36), asked for at the tap on "Scan", before the
 * scanner's own code has loaded: the camera's start (the slowest part of a first scan) and
 * the code's loading overlap. The button that opened it stops it (src/parts/scan/ScanButton.tsx).
 */

/** Why there is no camera: refused by the person or the browser, or none to be had. */
export type CameraProblem = 'refused' | 'noCamera';

export type CameraOpening = Promise<MediaStream | CameraProblem>;

export function openBackCamera(): CameraOpening {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.resolve('noCamera');
  return navigator.mediaDevices
    .getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    })
    .catch((error: unknown) => {
      const name = error instanceof DOMException ? error.name : '';
      return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'noCamera';
    });
}

/** Turns the camera off once it has opened (at once if it has). */
export function closeCamera(opening: CameraOpening): void {
  void opening.then((stream) => {
    if (typeof stream !== 'string') for (const track of stream.getTracks()) track.stop();
  });
}

/**
 * Marks on the page's timeline (User Timing) of each scan's steps, for the benchmark's
 * breakdown (bench/scan.bench.ts): the camera's stream given, its first frame read, a code taken.
 */
export const SCAN_MARKS = {
  camera: 'lotcrew:scan:camera',
  firstFrame: 'lotcrew:scan:first-frame',
  read: 'lotcrew:scan:read',
} as const;
