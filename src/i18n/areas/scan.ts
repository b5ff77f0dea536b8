/** The scanner (issue #36): reading a VIN, a stock label or a ticket's label with the camera. */
import { defineArea, type TextArea } from '../area';

const english = {
  'scan.open': 'Scan a barcode',
  'scan.openLabel': 'Scan a label',
  'scan.title': 'Scan a code',
  'scan.starting': 'Starting the camera…',
  'scan.aim': 'Point the camera at the barcode or the label. It reads by itself.',
  'scan.hint':
    'Nothing read yet. Hold the phone a hand’s width or two from the code, straight on, with the code flat, in the light and inside the picture.',
  'scan.badVin':
    'That VIN did not pass its check digit, so it was not used: it was misread. Hold the phone steady and straight on, or type the VIN.',
  'scan.notWanted': 'That code reads “{text}”, which is not something this screen can use.',
  'scan.noCamera': 'The camera could not be opened here. Take a photo of the code instead, or type it.',
  'scan.refused':
    'The camera is not allowed for this app. Allow it in the browser’s settings for this site, take a photo of the code instead, or type it.',
  'scan.photo': 'Take a photo of the code',
  'scan.photoNothing':
    'No code was found in that photo. Take it closer, straight on and in the light; or type it.',
  'scan.noReader':
    'The scanner has not been stored on this phone yet and there is no signal. Type the code; once the scanner has opened with signal, it works offline.',
  'scan.reading': 'Reading with the {reader} reader.',
  'scan.reader.native': 'phone’s own',
  'scan.reader.wasm': 'app’s',
  'scan.cancel': 'Cancel',
} as const;
export type ScanEnglish = typeof english;

export const SCAN_TEXTS: TextArea<ScanEnglish> = defineArea('scan', english, () => import('./scan.es'));
