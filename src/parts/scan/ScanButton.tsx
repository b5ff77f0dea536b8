/**
 * "Scan a barcode" beside a field, or "Scan a label" on a list (issue #36): one scanner for
 * every screen. The button is a few hundred bytes in the screen's chunk; the scanner (camera,
 * decoding loop) is its own chunk, fetched at the tap and precached for offline use.
 */
import { useState } from 'react';
import { useT } from '../../i18n';
import { SCAN_TEXTS } from '../../i18n/areas/scan';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { lazyPart } from '../../ui/lazyPart';
import type { Scanned } from '../../utils/scanned';
import type { ScannerProps } from './Scanner';

/** The scanner's code is not on this phone yet and there is no signal: typing still works. */
function ScannerMissing() {
  const t = useT(SCAN_TEXTS);
  return <Alert kind="warning">{t('scan.noReader')}</Alert>;
}
const Scanner = lazyPart<ScannerProps>(() => import('./Scanner'), ScannerMissing);

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(forLabels ? 'scan.openLabel' : 'scan.open')}
      </Button>
      {open ? (
        <Scanner
          accepts={accepts}
          onClose={() => setOpen(false)}
          onScan={(scanned) => {
            setOpen(false);
            onScan(scanned);
          }}
        />
      ) : null}
    </>
  );
}
