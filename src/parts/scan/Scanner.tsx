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
import { SCAN_MARKS, type CameraOpening } from './camera';

/**
 * A quick read shrinks the frame to this longest edge (a label's QR code, a stock label fill a
 * good part of it; a smaller frame is cheaper to copy out of the video and to read).
 */
export const QUICK_FRAME_MAX_EDGE_PX = 640;
/**
 * A thorough read keeps up to this longest edge: a door jamb's Code 39 VIN is ~300 modules
 * wide and needs 2 or more pixels each.
 */
export const THOROUGH_FRAME_MAX_EDGE_PX = 1280;
/** Between two reads of the camera: the decoder's own time dominates; this leaves the page room to draw. */
const BETWEEN_READS_MS = 80;
/** Every this many frames, a thorough read (codes sideways, light on dark); the others are quick. */
const THOROUGH_EVERY = 3;

/** Calls `then` at the video's next new frame (at once on browsers without frame callbacks: the loop checks readiness). */
function atNextFrame(element: HTMLVideoElement, then: () => void): void {
  if ('requestVideoFrameCallback' in element) element.requestVideoFrameCallback(() => then());
  else requestAnimationFrame(then);
}
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
  /** The back camera, asked for at the tap (its opener closes it). */
  camera: CameraOpening;
  /** What this screen can use (a VIN-shaped misread is never passed on). */
  accepts: readonly Exclude<ScanKind, 'badVin'>[];
  onScan: (scanned: Scanned) => void;
  onClose: () => void;
}

/** A frame of `source` (video or picture) as pixels, its longest edge no more than `maxEdge`. */
function pixelsOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
  maxEdge: number,
) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export default function Scanner({ camera, accepts, onScan, onClose }: ScannerProps) {
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
      performance.mark(SCAN_MARKS.read);
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
    let framed = false;
    let reads = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const hint = setTimeout(() => setStatus((now) => (now === 'aiming' ? 'hint' : now)), SCAN_HINT_AFTER_MS);

    const loop = async (barcodes: BarcodeReader, element: HTMLVideoElement) => {
      if (stopped) return;
      if (element.readyState < element.HAVE_CURRENT_DATA || element.videoWidth === 0) {
        // No picture yet: read the first frame the moment it arrives.
        atNextFrame(element, () => void loop(barcodes, element));
        return;
      }
      if (!framed) {
        framed = true;
        performance.mark(SCAN_MARKS.firstFrame);
      }
      reads += 1;
      const thorough = reads % THOROUGH_EVERY === 0;
      const frame = pixelsOf(
        element,
        element.videoWidth,
        element.videoHeight,
        canvas,
        thorough ? THOROUGH_FRAME_MAX_EDGE_PX : QUICK_FRAME_MAX_EDGE_PX,
      );
      const texts = frame ? await barcodes.read(frame, thorough).catch(() => []) : [];
      if (stopped) return;
      if (take(texts)) {
        stopped = true;
        return;
      }
      timer = setTimeout(() => atNextFrame(element, () => void loop(barcodes, element)), BETWEEN_READS_MS);
    };

    const start = async () => {
      const stream = await camera;
      performance.mark(SCAN_MARKS.camera);
      if (stopped) return;
      if (typeof stream === 'string') {
        setStatus(stream);
        return;
      }
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      // Not awaited: the loop reads the first frame whenever it comes.
      void element.play().catch(() => undefined);
      let barcodes: BarcodeReader;
      try {
        barcodes = await openBarcodeReader();
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
    };
    // Once per opening: the camera (one per opening) is read until the scanner closes.
  }, [camera]);

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
      const frame = pixelsOf(
        picture,
        picture.width,
        picture.height,
        document.createElement('canvas'),
        THOROUGH_FRAME_MAX_EDGE_PX,
      );
      const texts = frame ? await barcodes.read(frame, true) : [];
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
