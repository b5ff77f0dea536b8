import { isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { DAY_MS } from '../../utils/duration';
import { view, type KioskViewer, type MirrorScope, type ViewsOf } from '../mirror/view';

/**
 * How far back a kiosk keeps its dealership's kiosk punches: enough to know who is clocked
 * in or on a break now (a shift left open longer is the office's to close).
 */
export const KIOSK_PUNCH_WINDOW_DAYS = 2;

/**
 * A person's part of the kiosks: who clocks keeps their own PIN's record (to show it is set,
 * offline too); the owner's office, the PINs locked on kiosks of the time clock's window.
 */
export const kioskPinViews: ViewsOf = ({ uid, role }, { timeSince }) => [
  ...(ROLE_REGISTRY[role].clocks ? [view('my-kiosk-pin', 'kioskPins', ['uid', '==', uid])] : []),
  ...(isOfficeRole(role) ? [view('kiosk-lockouts', 'kioskLockouts', ['lockedAt', '>=', timeSince])] : []),
];

/**
 * A kiosk's whole copy: the dealership it clocks for (its time zone, week and photo
 * setting), the PINs of the people who may clock there, and the dealership's recent kiosk
 * punches (who is in, who is on a break).
 */
export function kioskViews({ kioskFor }: KioskViewer, now: Date): MirrorScope[] {
  const punchesSince = new Date(now.getTime() - KIOSK_PUNCH_WINDOW_DAYS * DAY_MS).toISOString();
  return [
    { key: 'kiosk-dealership', collection: 'dealerships', where: [], ids: [kioskFor] },
    view('kiosk-pins', 'kioskPins', ['dealerships', 'array-contains', kioskFor]),
    view('kiosk-punches', 'timePunches', ['dealershipId', '==', kioskFor], ['at', '>=', punchesSince]),
  ];
}
