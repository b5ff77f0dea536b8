/**
 * What a scanned code says (issue #36): a Lotcrew ticket label's link, a VIN, or the text
 * of another label (a stock number, a repair order). A camera and a decoder read text; this
 * decides what that text is, the same way on every screen that scans.
 */
import { isValidVin, VIN_LENGTH } from './vin';

/** A ticket's id as the app writes it (client ids: letters, digits, - and _). */
const TICKET_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** 17 characters of a VIN's alphabet (no I, O or Q): a VIN, right or misread. */
const VIN_SHAPED = /^[A-HJ-NPR-Z0-9]{17}$/;
/** The longest text kept from a label that is neither a ticket nor a VIN. */
export const SCANNED_TEXT_MAX = 40;

export type Scanned =
  /** A ticket label printed by this app: its ticket opens. */
  | { kind: 'ticket'; ticketId: string }
  /** A VIN whose check digit is right. */
  | { kind: 'vin'; vin: string }
  /** VIN-shaped, but its check digit is wrong: a misread (or a mistyped label); never used. */
  | { kind: 'badVin'; text: string }
  /** Any other label's text: a stock number, a repair order. */
  | { kind: 'text'; text: string };

/** The path of a ticket's page in `url` when it is this app's own address, else null. */
function ticketIdOf(text: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin) return null;
  const match = /^\/ticket\/([^/]+)\/?$/.exec(url.pathname);
  const id = match?.[1] ? decodeURIComponent(match[1]) : null;
  return id !== null && id !== 'new' && TICKET_ID.test(id) ? id : null;
}

/**
 * Classifies a decoded code. A Code 39 VIN label often starts with an "I" (for "import"),
 * which is not part of the VIN. Another site's link is only text: a label of this app opens
 * a ticket, nothing else does.
 */
export function classifyScan(raw: string, appOrigin: string): Scanned | null {
  const text = raw.trim();
  if (text === '') return null;
  const ticketId = ticketIdOf(text, appOrigin);
  if (ticketId) return { kind: 'ticket', ticketId };
  const upper = text.toUpperCase();
  const vin = upper.length === VIN_LENGTH + 1 && upper.startsWith('I') ? upper.slice(1) : upper;
  if (VIN_SHAPED.test(vin)) return isValidVin(vin) ? { kind: 'vin', vin } : { kind: 'badVin', text: vin };
  return { kind: 'text', text: text.slice(0, SCANNED_TEXT_MAX) };
}

/** The address a ticket's label carries: the ticket's page on this app's origin. */
export function ticketLabelUrl(appOrigin: string, ticketId: string): string {
  return `${appOrigin}/ticket/${encodeURIComponent(ticketId)}`;
}
