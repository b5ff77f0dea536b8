/** Camera stand-ins and Storage checks for the photo end-to-end tests. */
import type { Page } from '@playwright/test';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../scripts/emulators/suite.mjs';

const BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * A camera-sized PNG (the browser draws it: shapes and noise, so it neither compresses
 * to nothing nor is trivially small), as the file input would receive it.
 */
export async function cameraPhoto(page: Page, width = 3000, height = 2000): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      for (let index = 0; index < 400; index++) {
        context.fillStyle = `hsl(${(index * 37) % 360} 70% ${30 + (index % 40)}%)`;
        context.fillRect((index * 97) % w, (index * 53) % h, 80 + (index % 300), 60 + (index % 200));
      }
      // Sensor-like noise over a band of the picture: what makes camera files big.
      const noise = context.getImageData(0, 0, w, Math.round(h / 4));
      let seed = 12_345;
      for (let index = 0; index < noise.data.length; index++) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        noise.data[index] = index % 4 === 3 ? 255 : seed % 256;
      }
      context.putImageData(noise, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The file at `path` in the Storage emulator, with its content type; null when absent. */
export async function storedFile(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const url = `http://${EMULATOR_HOSTS.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}`;
  const headers = { Authorization: 'Bearer owner' };
  const metadata = await fetch(url, { headers });
  if (metadata.status === 404) return null;
  if (!metadata.ok) throw new Error(`Storage emulator: ${metadata.status}`);
  const { contentType } = (await metadata.json()) as { contentType: string };
  const media = await fetch(`${url}?alt=media`, { headers });
  return { bytes: Buffer.from(await media.arrayBuffer()), contentType };
}

/** Width and height of a baseline or progressive JPEG, from its start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}
