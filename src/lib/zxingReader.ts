/**
 * The WebAssembly barcode reader (ZXing-C++, zxing-wasm's reader build: ~930 KB of .wasm,
 * reading only). Its own chunk, imported by src/lib/barcodes.ts when a scanner opens on a
 * browser without a native detector. The .wasm comes from the app's origin (Vite emits it
 * into the build; the service worker precaches it), never the package's CDN default.
 */
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { encode } from 'uqr';
import type { BarcodeReader } from './barcodes';

/** LOT_FORMATS in ZXing's names. */
const ZXING_FORMATS: ReadInputBarcodeFormat[] = ['Code39', 'Code128', 'QRCode', 'DataMatrix'];
/** Pixels a module of the warm-up code: the smallest a decoder reads reliably. */
const WARM_UP_MODULE_PX = 2;

/**
 * A small QR code of a ticket's address, as pixels: read once at load, while the camera
 * starts. WebAssembly functions compile at their first call; a blank frame would compile only
 * the search for a code, a real one the decoding too, so the first label is not slower than
 * the next (bench/scan.bench.ts).
 */
function warmUpFrame(): ImageData {
  const { data: modules, size } = encode('https://lotcrew.invalid/ticket/warm-up', { ecc: 'M', border: 4 });
  const side = size * WARM_UP_MODULE_PX;
  const frame = new ImageData(side, side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const value = modules[Math.floor(y / WARM_UP_MODULE_PX)]?.[Math.floor(x / WARM_UP_MODULE_PX)] ? 0 : 255;
      frame.data.set([value, value, value, 255], (y * side + x) * 4);
    }
  return frame;
}

export async function zxingReader(): Promise<BarcodeReader> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const read = async (frame: ImageData, thorough = false) =>
    (
      await readBarcodes(frame, {
        formats: ZXING_FORMATS,
        tryHarder: true,
        // Codes turned sideways or printed light on dark cost a second and third look: only
        // on the scanner's thorough reads (every few frames), as most labels are held upright,
        // dark on light.
        tryRotate: thorough,
        tryInvert: thorough,
        maxNumberOfSymbols: 4,
      })
    )
      .filter((result) => result.isValid)
      .map((result) => result.text);
  await read(warmUpFrame(), true);
  return { kind: 'wasm', read };
}
