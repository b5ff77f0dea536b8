/**
 * The WebAssembly barcode reader (ZXing-C++, zxing-wasm's reader build: ~930 KB of .wasm,
 * reading only). Its own chunk, imported by src/lib/barcodes.ts when a scanner opens on a
 * browser without a native detector. The .wasm comes from the app's origin (Vite emits it
 * into the build; the service worker precaches it), never the package's CDN default.
 */
import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader } from './barcodes';

/** LOT_FORMATS in ZXing's names. */
const ZXING_FORMATS: ReadInputBarcodeFormat[] = ['Code39', 'Code128', 'QRCode', 'DataMatrix'];

export async function zxingReader(): Promise<BarcodeReader> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return {
    kind: 'wasm',
    read: async (frame) =>
      (
        await readBarcodes(frame, {
          formats: ZXING_FORMATS,
          // A phone's frame of a label across a car's window: try rotated and inverted codes too.
          tryHarder: true,
          maxNumberOfSymbols: 4,
        })
      )
        .filter((result) => result.isValid)
        .map((result) => result.text),
  };
}
