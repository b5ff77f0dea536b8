/**
 * The photos each kind of ticket needs: one camera slot per required shot. A slot may
 * hold several photos (a retake adds one; the newest counts). Slot ids are stored in
 * ticket.photos[].slot, so never rename one: add a new id instead.
 */
import type { TicketKind } from '../model';

/** Every slot id (its label is the catalogue's `slot.<id>`, src/i18n). */
export type PhotoSlotId =
  | 'front'
  | 'rear'
  | 'driverSide'
  | 'passengerSide'
  | 'odometer'
  | 'interior'
  | 'frontThreeQuarter'
  | 'rearThreeQuarter'
  | 'dashboard'
  | 'frontSeats'
  | 'rearSeats'
  | 'parkedOnLot'
  | 'afterWash'
  | 'afterDetail'
  | 'general';

export interface PhotoSlot {
  id: PhotoSlotId;
}

const FRONT: PhotoSlot = { id: 'front' };
const REAR: PhotoSlot = { id: 'rear' };
const DRIVER_SIDE: PhotoSlot = { id: 'driverSide' };
const PASSENGER_SIDE: PhotoSlot = { id: 'passengerSide' };
const ODOMETER: PhotoSlot = { id: 'odometer' };
const INTERIOR: PhotoSlot = { id: 'interior' };
const FOUR_SIDES = [FRONT, REAR, DRIVER_SIDE, PASSENGER_SIDE];

export const PHOTO_SLOTS: Record<TicketKind, readonly PhotoSlot[]> = {
  // Proof of condition at hand-over: damage disputes are settled with these.
  delivery: [...FOUR_SIDES, ODOMETER, INTERIOR],
  // Listing photos: what a buyer scrolls through online.
  photos: [
    { id: 'frontThreeQuarter' },
    ...FOUR_SIDES,
    { id: 'rearThreeQuarter' },
    { id: 'dashboard' },
    { id: 'frontSeats' },
    { id: 'rearSeats' },
    ODOMETER,
  ],
  lotPrep: [FRONT, { id: 'parkedOnLot' }],
  serviceWash: [{ id: 'afterWash' }],
  detail: [INTERIOR, { id: 'afterDetail' }],
  other: [{ id: 'general' }],
};

/** Longest edge of an uploaded photo, in pixels: sharp on a listing, ~200–400 KB as JPEG. */
export const PHOTO_MAX_EDGE_PX = 1600;
/** Longest edge of the thumbnail kept on the device, in pixels. */
export const THUMBNAIL_MAX_EDGE_PX = 240;
/** JPEG quality of uploads (0–1). */
export const PHOTO_JPEG_QUALITY = 0.8;
/** The storage rules refuse bigger files (storage.rules: 5 MiB). */
export const PHOTO_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The slots of `kind` that have at least one photo, and how many there are. */
export function requiredShots(
  kind: TicketKind,
  takenSlots: Iterable<string>,
): { taken: number; required: number; missing: PhotoSlot[] } {
  const taken = new Set(takenSlots);
  const slots = PHOTO_SLOTS[kind];
  const missing = slots.filter((slot) => !taken.has(slot.id));
  return { taken: slots.length - missing.length, required: slots.length, missing };
}
