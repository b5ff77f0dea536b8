import { useId, useState } from 'react';
import { useT } from '../../i18n';
import { WASH_TEXTS } from '../../i18n/areas/washes';
import { scannedValue } from './washForm';

/** The Shape Detection API's barcode reader (Chrome on Android, Safari 17+): not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** Code 39 (VIN labels), Code 128 (stock labels, repair orders), QR and Data Matrix (newer door jambs). */
const FORMATS = ['code_39', 'code_128', 'qr_code', 'data_matrix'];

function barcodeDetector(): BarcodeDetectorConstructor | null {
  const found = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof found === 'function' ? found : null;
}

/**
 * "Scan a barcode", on phones whose browser reads barcodes: the camera takes a picture of
 * the VIN barcode or the stock label, and the first code found fills the VIN or the
 * reference. Elsewhere nothing is drawn: typing works everywhere.
 */
export function BarcodeButton({
  onValue,
}: {
  onValue: (value: { vin: string } | { reference: string }) => void;
}) {
  const t = useT(WASH_TEXTS);
  const id = useId();
  const [nothingFound, setNothingFound] = useState(false);
  const Detector = barcodeDetector();
  if (!Detector) return null;

  const read = async (file: File) => {
    const image = await createImageBitmap(file);
    try {
      const codes = await new Detector({ formats: FORMATS }).detect(image);
      const value = codes.map((code) => scannedValue(code.rawValue)).find((found) => found !== null);
      setNothingFound(!value);
      if (value) onValue(value);
    } finally {
      image.close();
    }
  };

  return (
    <div className="stack">
      <label htmlFor={id} className="button button-secondary">
        {t('washes.log.scan')}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file).catch(() => setNothingFound(true));
        }}
      />
      {nothingFound ? <p className="page-subtitle">{t('washes.log.scanNothing')}</p> : null}
    </div>
  );
}
