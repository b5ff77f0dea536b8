/**
 * Reading barcodes from a camera frame (issue #36), on every phone: the browser's own
 * `BarcodeDetector` where it reads every format a lot needs (Chrome on Android, Safari with
 * the Shape Detection API), otherwise ZXing-C++ compiled to WebAssembly (zxing-wasm),
 * loaded only when a scanner first opens (src/lib/zxingReader.ts, its own chunk). Its .wasm
 * is served from the app's own origin and precached by the service worker: the package's
 * default address is a public CDN, which the content security policy and a lot with no
 * signal both rule out.
 */

/** What a lot's labels use: Code 39 (VIN labels on door jambs and windshields), Code 128
 * (stock labels, repair orders), QR (this app's ticket labels) and Data Matrix (newer jambs). */
export const LOT_FORMATS = ['code_39', 'code_128', 'qr_code', 'data_matrix'] as const;

export interface BarcodeReader {
  /** Which decoder reads: the browser's own, or the app's WebAssembly one. */
  readonly kind: 'native' | 'wasm';
  /**
   * The text of every code found in the frame (none: an empty list). `thorough` also looks
   * for codes turned sideways or printed light on dark, at about twice the time (the
   * WebAssembly reader; the native one always looks everywhere).
   */
  read(frame: ImageData, thorough?: boolean): Promise<string[]>;
}

/** The Shape Detection API's reader: not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's detector when it reads all of LOT_FORMATS; else null (desktop Chrome on Linux reads none). */
export async function nativeDetector(scope: object = globalThis): Promise<BarcodeDetectorLike | null> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    const supported = new Set((await Detector.getSupportedFormats?.()) ?? []);
    if (!LOT_FORMATS.every((format) => supported.has(format))) return null;
    return new Detector({ formats: [...LOT_FORMATS] });
  } catch {
    return null;
  }
}

let opening: Promise<BarcodeReader> | undefined;

/**
 * The reader for this browser, made once: the native one when it reads every lot format,
 * else the WebAssembly one (a second open reuses the loaded module). Fails only when the
 * decoder cannot load (the app's files not yet on this phone and no signal).
 */
export function openBarcodeReader(): Promise<BarcodeReader> {
  opening ??= (async (): Promise<BarcodeReader> => {
    const native = await nativeDetector();
    if (native)
      return {
        kind: 'native',
        read: async (frame) => (await native.detect(frame)).map((code) => code.rawValue),
      };
    const { zxingReader } = await import('./zxingReader');
    return zxingReader();
  })();
  // A failed load is tried again at the next open (signal may be back).
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}
