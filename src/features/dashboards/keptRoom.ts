import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';

/** The late parts of a dashboard whose room is kept from the first paint. */
export type LatePart = 'clock' | 'bay';

/** What a late part took when it last arrived: its height at a screen width, in CSS pixels. */
type Room = { widthPx: number; heightPx: number };
type Rooms = Partial<Record<LatePart, Room>>;

/** A part taller than a few screens is not a measurement to keep (a form left open, a bug). */
const MAX_ROOM_PX = 2_000;

const isRoom = (value: unknown): value is Room =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Room).widthPx) &&
  Number.isFinite((value as Room).heightPx) &&
  (value as Room).heightPx > 0 &&
  (value as Room).heightPx <= MAX_ROOM_PX;

function readRooms(): Rooms {
  try {
    const parsed: unknown = JSON.parse(readFlag(LOCAL_KEYS.dashboardRoom) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    // A value no version of the app wrote: forget it, the stylesheet's room applies.
    return {};
  }
}

/**
 * The height `part` took when it last arrived on a screen this wide, or null: never seen at
 * this width (a new phone, a turned screen, another window size), or nothing usable kept.
 */
export function keptRoomPx(part: LatePart, widthPx: number): number | null {
  const room = readRooms()[part];
  return isRoom(room) && room.widthPx === widthPx ? room.heightPx : null;
}

/** Keeps the height `part` took on arrival at this width, for the next open. */
export function keepRoom(part: LatePart, widthPx: number, heightPx: number): void {
  const room = { widthPx, heightPx: Math.ceil(heightPx) };
  if (!isRoom(room) || keptRoomPx(part, widthPx) === room.heightPx) return;
  writeFlag(LOCAL_KEYS.dashboardRoom, JSON.stringify({ ...readRooms(), [part]: room }));
}
