import { describe, expect, it } from 'vitest';
import { LOT_FORMATS, nativeDetector } from './barcodes';

/** A browser's BarcodeDetector that reads `formats`. */
function browserWith(formats: string[]) {
  class BarcodeDetector {
    static getSupportedFormats = () => Promise.resolve(formats);
    constructor(readonly options?: { formats?: string[] }) {}
    detect() {
      return Promise.resolve([{ rawValue: 'read natively' }]);
    }
  }
  return { BarcodeDetector };
}

describe('the native reader', () => {
  it('is used where the browser reads every format a lot needs, asked for exactly those', async () => {
    const detector = await nativeDetector(browserWith([...LOT_FORMATS, 'ean_13']));
    expect(detector).not.toBeNull();
    expect((detector as unknown as { options: unknown }).options).toEqual({ formats: [...LOT_FORMATS] });
  });

  it('is passed over where the browser lacks one of them (no QR: the labels could not be read)', async () => {
    expect(await nativeDetector(browserWith(['code_39', 'code_128', 'data_matrix']))).toBeNull();
  });

  it('is passed over where the browser has none, or its format list fails', async () => {
    expect(await nativeDetector({})).toBeNull();
    class Failing {
      static getSupportedFormats = () => Promise.reject(new Error('not allowed'));
    }
    expect(await nativeDetector({ BarcodeDetector: Failing })).toBeNull();
  });
});
