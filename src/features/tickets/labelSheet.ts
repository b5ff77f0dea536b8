/**
 * A car's label (issue #36): a QR code of its ticket's address, its stock number, the VIN's
 * last 8, the kind of work and when it is due. Drawn on the device (uqr, no service), on two
 * stocks: a US letter sheet of Avery 5160-size labels (30 a page, the most common office
 * label) and a single label for a label printer (2.25 × 1.25 in, the common thermal size).
 * The QR code fills the label's height (0.9 in on a sheet label): at error-correction level
 * M a ticket's address is a version 3–4 code, ~0.6 mm a module, which phones read from an
 * arm's length (checked in tests by decoding it with ZXing, which this app did not write).
 */
import { encode } from 'uqr';
import type { Ticket } from '../../data/model';
import { ticketLabelUrl } from '../../utils/scanned';

export interface LabelStock {
  /** The page the printer is given, in inches. */
  pageWidthIn: number;
  pageHeightIn: number;
  columns: number;
  rows: number;
  labelWidthIn: number;
  labelHeightIn: number;
  marginTopIn: number;
  marginLeftIn: number;
  columnGapIn: number;
  rowGapIn: number;
}

export const LABEL_STOCKS = {
  /** Avery 5160 / 8160 and their equivalents: 3 × 10 labels of 2⅝ × 1 in on US letter. */
  sheet: {
    pageWidthIn: 8.5,
    pageHeightIn: 11,
    columns: 3,
    rows: 10,
    labelWidthIn: 2.625,
    labelHeightIn: 1,
    marginTopIn: 0.5,
    marginLeftIn: 0.1875,
    columnGapIn: 0.125,
    rowGapIn: 0,
  },
  /** One label a page, for a label printer (Zebra, Dymo, Brother) loaded with 2.25 × 1.25 in labels. */
  single: {
    pageWidthIn: 2.25,
    pageHeightIn: 1.25,
    columns: 1,
    rows: 1,
    labelWidthIn: 2.25,
    labelHeightIn: 1.25,
    marginTopIn: 0,
    marginLeftIn: 0,
    columnGapIn: 0,
    rowGapIn: 0,
  },
} as const satisfies Record<string, LabelStock>;
export type LabelStockId = keyof typeof LABEL_STOCKS;

/** Labels a page of `stock`. */
export const labelsPerPage = (stock: LabelStock): number => stock.columns * stock.rows;

/** The labels cut into pages of the stock, in order (the first page starts at its top left). */
export function labelPages<Label>(labels: readonly Label[], stock: LabelStock): Label[][] {
  const perPage = labelsPerPage(stock);
  const pages: Label[][] = [];
  for (let start = 0; start < labels.length; start += perPage)
    pages.push(labels.slice(start, start + perPage));
  return pages;
}

/** How many characters of the VIN a label shows: its serial part, what lot staff read aloud. */
export const VIN_TAIL_LENGTH = 8;

export interface TicketLabel {
  ticketId: string;
  /** The QR code's text: the ticket's address on this app. */
  url: string;
  stock: string;
  /** The VIN's last 8 characters ('' when the ticket has no VIN). */
  vinTail: string;
  kind: Ticket['kind'];
  dueAt: string;
  dealershipId: string;
}

export function labelOf(ticket: Ticket & { id: string }, appOrigin: string): TicketLabel {
  const vin = ticket.vehicle.vin;
  return {
    ticketId: ticket.id,
    url: ticketLabelUrl(appOrigin, ticket.id),
    stock: ticket.vehicle.stock,
    vinTail: vin.slice(-VIN_TAIL_LENGTH),
    kind: ticket.kind,
    dueAt: ticket.dueAt,
    dealershipId: ticket.dealershipId,
  };
}

/** Modules of light margin drawn around the code inside its square (the label's edge adds more). */
export const QR_QUIET_MODULES = 2;

/** The QR code of `text`: its modules (true: dark), quiet zone included, and its side in modules. */
export function qrCodeOf(text: string): { modules: boolean[][]; size: number } {
  const code = encode(text, { ecc: 'M', border: QR_QUIET_MODULES });
  return { modules: code.data, size: code.size };
}

/**
 * The dark modules as one SVG path in module units: each row's runs of dark modules as
 * rectangles (a few hundred commands, not a thousand <rect>s).
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const commands: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return commands.join('');
}
