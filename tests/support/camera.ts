/**
 * A phone camera pointed at printed codes, for Chromium's fake capture device: images are
 * laid out on a white frame and written as a Y4M video (the raw format
 * `--use-file-for-fake-video-capture` plays, looping), so getUserMedia gives the app that
 * picture, as a lot's camera would. Codes are made by tools this app did not write: the
 * app's own label screen, as printed, and ZXing's encoder (zxing-wasm's writer).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from '@playwright/test';
import { prepareZXingModule, writeBarcode, type WriteInputBarcodeFormat } from 'zxing-wasm/writer';
import config from '../../playwright.config';

/** The fake camera's frame: a phone's 720p stream. */
export const CAMERA_WIDTH_PX = 1280;
export const CAMERA_HEIGHT_PX = 720;

/** A barcode drawn by ZXing's own encoder, as a PNG. */
export async function zxingBarcode(text: string, format: WriteInputBarcodeFormat): Promise<Buffer> {
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
  await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer }, fireImmediately: true });
  const written = await writeBarcode(text, { format, scale: 4 });
  if (!written.image) throw new Error(`ZXing could not write ${text} as ${format}: ${written.error}`);
  return Buffer.from(await written.image.arrayBuffer());
}

/**
 * A Y4M file of one frame showing `pictures` (PNGs) stacked top to bottom, each scaled to fit
 * its share of the frame's height and the frame's width, on white. `page` (any open page)
 * lends its canvas to decode and lay them out. Returns the file's path.
 */
export async function cameraVideoOf(
  page: Page,
  pictures: readonly Buffer[],
  path = join(tmpdir(), `lotcrew-camera-${crypto.randomUUID()}.y4m`),
): Promise<string> {
  {
    // Chromium's own canvas decodes and lays out the pictures; its luma is the Y plane.
    const luma = await page.evaluate(
      async ({ sources, width, height }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        const band = height / sources.length;
        for (const [index, source] of sources.entries()) {
          const image = new Image();
          image.src = source;
          await image.decode();
          const scale = Math.min((width * 0.9) / image.width, (band * 0.85) / image.height);
          const drawnWidth = image.width * scale;
          const drawnHeight = image.height * scale;
          context.drawImage(
            image,
            (width - drawnWidth) / 2,
            index * band + (band - drawnHeight) / 2,
            drawnWidth,
            drawnHeight,
          );
        }
        const { data } = context.getImageData(0, 0, width, height);
        const plane = new Uint8Array(width * height);
        for (let pixel = 0; pixel < width * height; pixel++)
          plane[pixel] = Math.round(
            0.299 * (data[pixel * 4] ?? 0) +
              0.587 * (data[pixel * 4 + 1] ?? 0) +
              0.114 * (data[pixel * 4 + 2] ?? 0),
          );
        // Handed back as base64 text: a million numbers as JSON would take seconds.
        let binary = '';
        for (let start = 0; start < plane.length; start += 0x8000)
          binary += String.fromCharCode(...plane.subarray(start, start + 0x8000));
        return btoa(binary);
      },
      {
        sources: pictures.map((png) => `data:image/png;base64,${png.toString('base64')}`),
        width: CAMERA_WIDTH_PX,
        height: CAMERA_HEIGHT_PX,
      },
    );
    const chroma = Buffer.alloc((CAMERA_WIDTH_PX / 2) * (CAMERA_HEIGHT_PX / 2) * 2, 128);
    const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(luma, 'base64'), chroma]);
    const header = `YUV4MPEG2 W${CAMERA_WIDTH_PX} H${CAMERA_HEIGHT_PX} F10:1 Ip A1:1 C420jpeg\n`;
    writeFileSync(path, Buffer.concat([Buffer.from(header), frame, frame]));
    return path;
  }
}

/** Launch options for a Chromium whose camera sees `video` (a Y4M file) instead of its test pattern. */
export function launchOptionsWithCamera(video: string) {
  const options = config.use?.launchOptions ?? {};
  return { ...options, args: [...(options.args ?? []), `--use-file-for-fake-video-capture=${video}`] };
}
