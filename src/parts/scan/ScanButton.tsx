/**
 * "Scan a barcode" beside a field, or "Scan a label" on a list (issue #36): one scanner for
 * every screen. The button is a few hundred bytes in the screen's chunk; the scanner (camera,
 * decoding loop) is its own chunk, fetched at the tap and precached for offline use.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { SCAN_TEXTS } from '../../i18n/areas/scan';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { lazyPart } from '../../ui/lazyPart';
import type { Scanned } from '../../utils/scanned';
import { openBarcodeReader } from '../../lib/barcodes';
import { importAheadOfNeed } from '../../lib/serviceWorker';
import { closeCamera, openBackCamera, type CameraOpening } from './camera';
import type { ScannerProps } from './Scanner';

/** The scanner's code is not on this phone yet and there is no signal: typing still works. */
function ScannerMissing() {
  const t = useT(SCAN_TEXTS);
  return <Alert kind="warning">{t('scan.noReader')}</Alert>;
}
const loadScanner = () => import('./Scanner');
const Scanner = lazyPart<ScannerProps>(loadScanner, ScannerMissing);
/** Once a screen with a scan button has settled, the scanner's few kilobytes are read ahead. */
const READ_AHEAD_AFTER_MS = 2_000;

export function ScanButton({
  accepts,
  onScan,
  forLabels = false,
}: {
  accepts: ScannerProps['accepts'];
  onScan: (scanned: Scanned) => void;
  /** "Scan a label" (to open a car's ticket) rather than "Scan a barcode" (to fill a field). */
  forLabels?: boolean;
}) {
  const t = useT(SCAN_TEXTS);
  // The camera while the scanner is open: asked for at the tap, closed by whoever closes it.
  const [camera, setCamera] = useState<CameraOpening | null>(null);
  const router = useRouter();
  const opensTickets = accepts.includes('ticket');
  useEffect(() => {
    // Its code comes from the phone's precache: reading it ahead saves the first scan a fetch
    // and a parse, and a failure here (not stored yet, no signal) is tried again at the tap.
    // Made ahead of need: if its file is missing, the page is never reloaded for it.
    const timer = setTimeout(
      () => void importAheadOfNeed(loadScanner).catch(() => undefined),
      READ_AHEAD_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => (camera ? () => closeCamera(camera) : undefined), [camera]);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          // The camera's start, the reader's loading and the scanner's code, all at once.
          void openBarcodeReader().catch(() => undefined);
          setCamera(openBackCamera());
          // A label opens its ticket's page: its code is read while the camera starts.
          if (opensTickets)
            void router
              .preloadRoute({ to: PATHS.ticketView, params: { ticketId: 'scanning' } })
              .catch(() => undefined);
        }}
      >
        {t(forLabels ? 'scan.openLabel' : 'scan.open')}
      </Button>
      {camera ? (
        <Scanner
          camera={camera}
          accepts={accepts}
          onClose={() => setCamera(null)}
          onScan={(scanned) => {
            setCamera(null);
            onScan(scanned);
          }}
        />
      ) : null}
    </>
  );
}
