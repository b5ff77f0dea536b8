/**
 * kioskPins/{uid}: a crew member's kiosk PIN as a salted hash (issue #35), with the name
 * and dealerships the kiosks of those dealerships list them by. Set by the person on their
 * own phone; the kiosk keeps its dealership's on the device and checks a PIN there.
 */
import type { IsoTime } from '../model';
import type { PinHash } from './pin';

export interface KioskPin extends PinHash {
  uid: string;
  /** The name the kiosk lists them by (their display name when they set the PIN). */
  displayName: string;
  /** Their dealerships when they set it (the rules require their user document's). */
  dealerships: string[];
  /** When they set it, by their phone's clock. */
  setAt: IsoTime;
  /** The server's time of receipt (absent while it waits on the phone). */
  receivedAt?: IsoTime;
}

/**
 * kioskLockouts/{id}: a person's PIN locked on a kiosk after too many wrong tries, sent by
 * the kiosk for the office (a sign of someone guessing, or of a forgotten PIN).
 */
export interface KioskLockout {
  /** Whose PIN. */
  uid: string;
  /** The kiosk it was locked on, and its dealership. */
  kiosk: string;
  dealershipId: string;
  lockedAt: IsoTime;
  lockedUntil: IsoTime;
  /** The server's time of receipt (absent while it waits on the kiosk). */
  receivedAt?: IsoTime;
}

declare module '../db' {
  interface MirroredShapes {
    kioskPins: KioskPin;
    kioskLockouts: KioskLockout;
  }
}
