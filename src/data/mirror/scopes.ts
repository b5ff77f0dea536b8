/**
 * What each person's device keeps a copy of: every domain's views for them, put together
 * (each domain says its own in `<domain>/views.ts`). Every view is run against the rules
 * for every role (tests/rules/mirrorScopes.rules.test.ts).
 */
import { dealershipViews } from '../dealerships/views';
import { kioskPinViews, kioskViews } from '../kiosk/views';
import { financeViews } from '../finance/views';
import { reportViews } from '../reports/views';
import { supplyViews } from '../supplies/views';
import { ticketViews } from '../tickets/views';
import { timeViews } from '../time/views';
import { userViews } from '../users/views';
import { washViews } from '../washes/views';
import { windowsAt, type DeviceViewer, type MirrorScope, type ViewsOf } from './view';

export {
  MIRRORED_COLLECTIONS,
  MIRROR_WINDOW_DAYS,
  TIME_WINDOW_DAYS,
  type Condition,
  type DeviceViewer,
  type KioskViewer,
  type MirroredCollection,
  type MirrorScope,
  type Viewer,
} from './view';

const DOMAIN_VIEWS: readonly ViewsOf[] = [
  dealershipViews,
  ticketViews,
  timeViews,
  supplyViews,
  washViews,
  reportViews,
  userViews,
  financeViews,
  kioskPinViews,
];

/** What a person's device keeps; a kiosk keeps its own, small copy (kiosk/views.ts). */
export function mirrorScopesFor(viewer: DeviceViewer, now: Date): MirrorScope[] {
  if ('kioskFor' in viewer) return kioskViews(viewer, now);
  const windows = windowsAt(now);
  return DOMAIN_VIEWS.flatMap((views) => views(viewer, windows));
}
