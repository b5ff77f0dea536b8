/**
 * The scanner (issue #36): the back camera, read by itself a few times a second until it
 * finds a code this screen can use. Its own chunk, loaded when someone taps "Scan" (the
 * decoder is a further chunk, loaded only where the browser has no reader of its own).
 * Where the camera cannot open (refused, missing, no getUserMedia), a photo of the code is
 * read instead; typing always works beside it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { SCAN_TEXTS } from '../../i18n/areas/scan';
import { openBarcodeReader, type BarcodeReader } from '../../lib/barcodes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SECOND_MS } from '../../utils/duration';
import { classifyScan, type Scanned } from '../../utils/scanned';

/** A frame is shrunk to this longest edge before it is read: labels stay legible, decoding stays short. */
export const SCAN_FRAME_MAX_EDGE_PX = 960;
/** Between two reads of the camera: the decoder's own time dominates; this leaves the page room to draw. */
const BETWEEN_READS_MS = 80;
/** With nothing read by then, the scanner says what to try. */
export const SCAN_HINT_AFTER_MS = 6 * SECOND_MS;

export type ScanKind = Scanned['kind'];
type Status =
  | 'starting'
  | 'aiming'
  | 'hint'
  | 'badVin'
  | 'notWanted'
  | 'noCamera'
  | 'refused'
  | 'photoNothing'
  | 'noReader';

export interface ScannerProps {
  /** What this screen can use (a VIN-shaped misread is never passed on). */
  accepts: readonly Exclude<ScanKind, 'badVin'>[];
  onScan: (scanned: Scanned) => void;
  onClose: () => void;
}

/** A frame of `source` (video or picture) as pixels, no larger than SCAN_FRAME_MAX_EDGE_PX. */
function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement) {
  const scale = Math.min(1, SCAN_FRAME_MAX_EDGE_PX / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export default function Scanner({ accepts, onScan, onClose }: ScannerProps) {
  const t = useT(SCAN_TEXTS);
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useId();
  const [status, setStatus] = useState<Status>('starting');
  const [misread, setMisread] = useState('');
  const [reader, setReader] = useState<BarcodeReader | null>(null);
  // The latest callbacks, so the camera loop started once calls what the screen gives now.
  const handlers = useRef({ onScan, accepts });
  handlers.current = { onScan, accepts };

  /** Decides on one frame's codes: true when one was taken (the scanner is done). */
  const take = (texts: string[]): boolean => {
    const found = texts.map((text) => classifyScan(text, location.origin)).filter((code) => code !== null);
    const wanted = found.find(
      (code): code is Exclude<Scanned, { kind: 'badVin' }> =>
        code.kind !== 'badVin' && handlers.current.accepts.includes(code.kind),
    );
    if (wanted) {
      handlers.current.onScan(wanted);
      return true;
    }
    const first = found[0];
    if (first?.kind === 'badVin') setStatus('badVin');
    else if (first) {
      setMisread('ticketId' in first ? first.ticketId : 'vin' in first ? first.vin : first.text);
      setStatus('notWanted');
    }
    return false;
  };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const hint = setTimeout(() => setStatus((now) => (now === 'aiming' ? 'hint' : now)), SCAN_HINT_AFTER_MS);

    const loop = async (barcodes: BarcodeReader, element: HTMLVideoElement) => {
      if (stopped) return;
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const frame = pixelsOf(element, element.videoWidth, element.videoHeight, canvas);
        const texts = frame ? await barcodes.read(frame).catch(() => []) : [];
        if (stopped) return;
        if (take(texts)) {
          stopped = true;
          return;
        }
      }
      timer = setTimeout(() => void loop(barcodes, element), BETWEEN_READS_MS);
    };

    const start = async () => {
      const decoder = openBarcodeReader();
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('noCamera');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        if (!stopped)
          setStatus(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'noCamera');
        return;
      }
      if (stopped) return;
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let barcodes: BarcodeReader;
      try {
        barcodes = await decoder;
      } catch {
        if (!stopped) setStatus('noReader');
        return;
      }
      if (stopped) return;
      setReader(barcodes);
      setStatus('aiming');
      void loop(barcodes, element);
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(hint);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    // Started once per opening: the camera is not restarted when the screen re-renders.
  }, []);

  const readPhoto = async (file: File) => {
    let barcodes: BarcodeReader;
    try {
      barcodes = await openBarcodeReader();
    } catch {
      setStatus('noReader');
      return;
    }
    const picture = await createImageBitmap(file);
    try {
      const frame = pixelsOf(picture, picture.width, picture.height, document.createElement('canvas'));
      const texts = frame ? await barcodes.read(frame) : [];
      if (!take(texts) && texts.length === 0) setStatus('photoNothing');
    } finally {
      picture.close();
    }
  };

  const cameraless = status === 'noCamera' || status === 'refused' || status === 'photoNothing';
  const message =
    status === 'notWanted'
      ? t('scan.notWanted', { text: misread })
      : status === 'aiming'
        ? t('scan.aim')
        : t(`scan.${status}`);
  return (
    <Modal
      title={t('scan.title')}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('scan.cancel')}
        </Button>
      }
    >
      <video ref={video} className="scanner-video" muted playsInline aria-hidden="true" hidden={cameraless} />
      <p role="status" className="page-subtitle" data-scan-status={status}>
        {message}
      </p>
      {reader ? (
        <p className="page-subtitle">{t('scan.reading', { reader: t(`scan.reader.${reader.kind}`) })}</p>
      ) : null}
      {cameraless ? (
        <>
          <label htmlFor={photoInput} className="button button-secondary">
            {t('scan.photo')}
          </label>
          <input
            id={photoInput}
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readPhoto(file).catch(() => setStatus('photoNothing'));
            }}
          />
        </>
      ) : null}
    </Modal>
  );
}
