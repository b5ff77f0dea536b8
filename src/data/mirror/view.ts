/**
 * What a mirrored view is: a Firestore query (or a list of documents) the device keeps a
 * copy of, carrying the scope the rules check (rules are not filters), in a time window
 * that keeps a phone's copy small. Each domain says its own views (`<domain>/views.ts`);
 * src/data/mirror/scopes.ts puts a person's together.
 */
import type { MirroredCollection } from '../../config/collections';
import type { Role } from '../../config/roles';
import { TIME_WINDOW_DAYS } from '@lotcrew/shared';
import { DAY_MS } from '../../utils/duration';

/** The collections kept on the device, as src/config/collections.ts defines them. */
export { MIRRORED_COLLECTIONS, type MirroredCollection } from '../../config/collections';

/** Tickets, wash logs and daily reports of the last 30 days. */
export const MIRROR_WINDOW_DAYS = 30;
/**
 * Punches, corrections and week approvals of the last 42 days: defined beside the shift
 * rules, as the server keeps each person's clock state over the same window.
 */
export { TIME_WINDOW_DAYS } from '@lotcrew/shared';

/**
 * How far back the dashboards read the two tables that grow with the month (tickets and
 * washes; src/data/mirror/mirroredData.ts): every figure a dashboard shows is about work not
 * finished or about today, each dealership's today, which starts at most 25 hours back (the
 * day the clocks go back). A new phone reads this part of those views first (`dashboardParts`).
 */
export const DASHBOARD_WINDOW_MS = 48 * 3_600_000;

export type Condition =
  | readonly [field: string, op: '==', value: string]
  | readonly [field: string, op: 'in', value: readonly string[]]
  | readonly [field: string, op: '>=', value: string]
  /** The end of a range: the server's reads of periods older than the copy (src/data/finance/serverPeriod.ts). */
  | readonly [field: string, op: '<' | '<=', value: string]
  | readonly [field: string, op: 'array-contains', value: string];

export interface MirrorScope {
  /** Stable name, for the freshness record. */
  key: string;
  collection: MirroredCollection;
  where: readonly Condition[];
  /** Instead of a query: these documents, one by one (whoever may get but not list them). */
  ids?: readonly string[];
  /**
   * A reopen asks only for what changed since the view's last answer (its documents'
   * `receivedAt`, which the rules make the server's time of every write), then checks
   * the server's count of the view against the device's to learn of removals. Only for
   * views whose documents enter and leave by a write that stamps `receivedAt`, by the
   * time window, or (rarely) by a deletion or a move the count catches: the count runs
   * at start, on reconnect and every few minutes (docs/decisions.md, "A reopen costs what
   * changed"). A view of a collection with a change stamp (all but the people and clock states) is
   * asked nothing at all while its stamp has not moved since the copy was complete
   * (mirror.ts, `ChangeStamps`).
   */
  resumable?: boolean;
  /**
   * A resumable view whose documents never leave it but by its window: the rules refuse
   * deleting them and changing the fields it selects on (tests/rules/flows.rules.test.ts,
   * "documents that stay in their views"). A reopen's changes then complete it with no
   * count; only a new phone's first read, in pages, is counted (it may have missed a
   * document written without a receipt time).
   */
  documentsStay?: boolean;
  /**
   * A resumable view's part the dashboards read (each entry a query: these conditions added
   * to `where`, so never more than the view), read before the view's first read in pages:
   * a new phone's dashboard shows its numbers once every view has answered whole or
   * answered this part, not after a month of documents (bench/scale/, the owner's new phone).
   */
  dashboardParts?: readonly (readonly Condition[])[];
}

export interface Viewer {
  uid: string;
  role: Role;
  dealerships: readonly string[];
}

/** A dealership's shared clock (issue #35): an account with no role, for one dealership. */
export interface KioskViewer {
  uid: string;
  kioskFor: string;
}

/** Whose copy a device keeps: a person's, or a kiosk's. */
export type DeviceViewer = Viewer | KioskViewer;

/** The windows' starts, as the views' conditions compare them (ISO times, a date for reports). */
export interface Windows {
  since: string;
  /** The dashboards' window's start (`DASHBOARD_WINDOW_MS` back). */
  dashboardSince: string;
  sinceDate: string;
  timeSince: string;
  timeSinceDate: string;
}

export function windowsAt(now: Date): Windows {
  const since = new Date(now.getTime() - MIRROR_WINDOW_DAYS * DAY_MS).toISOString();
  return {
    since,
    dashboardSince: new Date(now.getTime() - DASHBOARD_WINDOW_MS).toISOString(),
    sinceDate: since.slice(0, 10),
    timeSince: new Date(now.getTime() - TIME_WINDOW_DAYS * DAY_MS).toISOString(),
    timeSinceDate: new Date(now.getTime() - TIME_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10),
  };
}

export const view = (key: string, collection: MirroredCollection, ...where: Condition[]): MirrorScope => ({
  key,
  collection,
  where,
});

/** The same view, caught up by its changes on a reopen (see `MirrorScope.resumable`). */
export const resumable = (scope: MirrorScope): MirrorScope => ({ ...scope, resumable: true });

/** A resumable view whose documents stay in it (see `MirrorScope.documentsStay`). */
export const staying = (scope: MirrorScope): MirrorScope => ({ ...resumable(scope), documentsStay: true });

/** The same view, its dashboards' part read first on a new phone (see `MirrorScope.dashboardParts`). */
export const withDashboardParts = (scope: MirrorScope, ...parts: (readonly Condition[])[]): MirrorScope => ({
  ...scope,
  dashboardParts: parts,
});

/** The fields of a view's time window (its `>=` conditions), in the order it first names them. */
export const windowFieldsOf = (where: readonly Condition[]): string[] => [
  ...new Set(where.filter(([, op]) => op === '>=').map(([field]) => field)),
];

/**
 * What a view asks for, but for its window's start (which moves every day): a resumed view
 * whose shape changed (another dealership, another role) is read whole again.
 */
export function shapeOf(scope: { collection: string; where: readonly Condition[] }): string {
  return JSON.stringify([
    scope.collection,
    scope.where.map(([field, op, value]) => (op === '>=' ? [field, op] : [field, op, value])),
  ]);
}

/** A domain's part of a person's copy. */
export type ViewsOf = (viewer: Viewer, windows: Windows) => MirrorScope[];
