/**
 * On-device compression of a camera photo: a phone's 12-megapixel original (3–6 MB) is
 * scaled to PHOTO_MAX_EDGE_PX and re-encoded as JPEG (a few hundred KB), so it uploads
 * over lot Wi-Fi and waits in IndexedDB without filling the phone. The orientation the
 * camera wrote in the EXIF data is applied while decoding.
 */
import {
  PHOTO_JPEG_QUALITY,
  PHOTO_MAX_EDGE_PX,
  PHOTO_MAX_UPLOAD_BYTES,
  THUMBNAIL_MAX_EDGE_PX,
} from '../tickets/photoSlots';

export interface CompressedPhoto {
  file: Blob;
  thumbnail: Blob;
}

/** Why a photo cannot be kept: the screen says it in the person's language (issue #15). */
export type PhotoProblemReason = 'notAPhoto' | 'tooBig';

export class PhotoProblem extends Error {
  constructor(readonly reason: PhotoProblemReason) {
    super(
      reason === 'notAPhoto'
        ? 'That file is not a photo this phone can read.'
        : 'That photo is still too big after compression.',
    );
    this.name = 'PhotoProblem';
  }
}

/** The size that fits `width`×`height` within `maxEdge` on its longest side (never enlarged). */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encode(image: ImageBitmap, maxEdge: number, quality: number): Promise<Blob> {
  const size = fitWithin(image.width, image.height, maxEdge);
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoProblem('notAPhoto'))),
      'image/jpeg',
      quality,
    ),
  );
}

/** Compresses a captured image; throws an Error with a message for the person when it cannot. */
export async function compressPhoto(original: Blob): Promise<CompressedPhoto> {
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(original, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoProblem('notAPhoto');
  }
  try {
    const file = await encode(image, PHOTO_MAX_EDGE_PX, PHOTO_JPEG_QUALITY);
    if (file.size > PHOTO_MAX_UPLOAD_BYTES) throw new PhotoProblem('tooBig');
    const thumbnail = await encode(image, THUMBNAIL_MAX_EDGE_PX, 0.7);
    return { file, thumbnail };
  } finally {
    image.close();
  }
}
