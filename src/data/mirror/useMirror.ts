import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { getDatabase, type MirrorMeta, type Mirrored } from '../db';
import type {
  DailyReport,
  Dealership,
  Invoice,
  IsoTime,
  SupplyRequest,
  Ticket,
  TimeCorrection,
  TimePunch,
  TimeWeek,
  WashLog,
} from '../model';
import { useSession } from '../useSession';
import { isPlaced } from '../../config/roles';
import { reportProblem } from '../problems';
import { forgetMirror, syncMirror } from './mirror';

/**
 * Starts, switches and stops the mirror with the signed-in person (mount once, in the
 * shell). When the server itself says the person may read nothing any more (deactivated,
 * no role, a dealership role with no dealership), the device keeps none of it.
 */
export function useMirrorSync(): void {
  const session = useSession();
  const user = session.status === 'signedIn' ? session : null;
  const role = user?.userDoc?.role ?? null;
  const active = user?.userDoc?.active !== false;
  const dealerships = user?.userDoc?.dealerships.join(',') ?? '';
  const uid = user?.uid ?? null;
  const serverSaysNoAccess = user?.userDocSource === 'server' && (!active || !isPlaced(user.userDoc));
  useEffect(() => {
    if (serverSaysNoAccess) {
      void forgetMirror().catch((error: unknown) => reportProblem('mirror', error, 'forgetting'));
      return;
    }
    const viewer =
      uid && role && active ? { uid, role, dealerships: dealerships ? dealerships.split(',') : [] } : null;
    syncMirror(viewer);
  }, [uid, role, active, dealerships, serverSaysNoAccess]);
}

/** Everything mirrored for the signed-in person, and when the server last answered. */
export interface MirroredData {
  /** The dealerships this person works with (names, price lists, time zones). */
  dealerships: Mirrored<Dealership>[];
  tickets: Mirrored<Ticket>[];
  timePunches: Mirrored<TimePunch>[];
  timeCorrections: Mirrored<TimeCorrection>[];
  timeWeeks: Mirrored<TimeWeek>[];
  washLogs: Mirrored<WashLog>[];
  supplyRequests: Mirrored<SupplyRequest>[];
  invoices: Mirrored<Invoice>[];
  dailyReports: Mirrored<DailyReport>[];
  /** The oldest of the scopes' last server answers; null before the first. */
  syncedAt: IsoTime | null;
}

/** The oldest of the scopes' last server answers: how fresh everything shown is at least. */
function oldestAnswer(metas: readonly MirrorMeta[]): IsoTime | null {
  return metas.map((meta) => meta.syncedAt).sort()[0] ?? null;
}

/** When the server last answered every mirrored query (the oldest answer); null before. */
export function useMirrorSyncedAt(): IsoTime | null | undefined {
  return useLiveQuery(async () => oldestAnswer(await getDatabase().mirrorMeta.toArray()), []);
}

/** The local copy, live: re-renders when the mirror or a local write changes it. */
export function useMirroredData(): MirroredData | undefined {
  return useLiveQuery(async () => {
    const db = getDatabase();
    const [
      dealerships,
      tickets,
      timePunches,
      timeCorrections,
      timeWeeks,
      washLogs,
      supplyRequests,
      invoices,
      dailyReports,
      metas,
    ] = await Promise.all([
      db.dealerships.toArray(),
      db.tickets.toArray(),
      db.timePunches.toArray(),
      db.timeCorrections.toArray(),
      db.timeWeeks.toArray(),
      db.washLogs.toArray(),
      db.supplyRequests.toArray(),
      db.invoices.toArray(),
      db.dailyReports.toArray(),
      db.mirrorMeta.toArray(),
    ]);
    return {
      dealerships,
      tickets,
      timePunches,
      timeCorrections,
      timeWeeks,
      washLogs,
      supplyRequests,
      invoices,
      dailyReports,
      syncedAt: oldestAnswer(metas),
    };
  }, []);
}
