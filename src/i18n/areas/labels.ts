/** Cars' labels (issue #36): a QR code that opens the ticket, printed one at a time or a day's at once. */
import { defineArea, type TextArea } from '../area';

const english = {
  'labels.title': 'Car label',
  'labels.dayTitle': 'Labels for a day’s new tickets',
  'labels.subtitle':
    'Stick it on the windshield or the key tag. Scanning its code, in the app or with the phone’s camera, opens the ticket.',
  'labels.stock': 'Print on',
  'labels.stock.sheet': 'A sheet of labels (Avery 5160 size, 30 a page)',
  'labels.stock.single': 'A label printer (2.25 × 1.25 in labels)',
  'labels.print': 'Print',
  'labels.printHelp': 'In the print window, choose “Actual size” (100%), with no headers or footers.',
  'labels.day': 'Tickets created on',
  'labels.count': { one: '1 label, {pages}', other: '{count} labels, {pages}' },
  'labels.pages': { one: 'on 1 page', other: 'on {count} pages' },
  'labels.none': 'No ticket on this phone was created that day.',
  'labels.vin': 'VIN …{tail}',
  'labels.noVin': 'No VIN',
  'labels.due': 'Due {when}',
  'labels.qr': 'QR code that opens the ticket for stock number {stock}',
} as const;
export type LabelsEnglish = typeof english;

export const LABELS_TEXTS: TextArea<LabelsEnglish> = defineArea(
  'labels',
  english,
  () => import('./labels.es'),
);
