/**
 * Punches read into shifts (issue #16), defined once for the app and the Cloud Functions
 * (issue #33): a person's raw punches with the office's approved corrections laid over them
 * (the punches themselves never change), read in order into shifts with their breaks, and
 * what in them needs a second look (flags). The app's time screens and timesheets apply
 * them on the phone (src/data/time/shifts.ts re-exports them); the server keeps each
 * person's clock state by them (functions/src/clockStates.ts), so the owner's "clocked in"
 * on the server and on a phone are one rule. Pure, so every rule is unit-tested
 * (src/data/time/shifts.test.ts).
 */
import { HOUR_MS } from './duration.js';
import { instantOfIso } from './isoInstant.js';
import type { PunchKind, PunchPosition } from './index.js';

/** What a correction changes, as far as the shifts are concerned (src/data/model.ts, `TimeChange`). */
export type PunchChange =
  | { action: 'add'; kind: PunchKind; at: string }
  | { action: 'move'; punchId: string; to: string }
  | { action: 'void'; punchId: string };

/** A punch as stored (timePunches/{id}), as far as the shifts are concerned. */
export interface PunchRecord {
  id: string;
  uid: string;
  kind: PunchKind;
  /** The phone's clock at the tap (ISO 8601). */
  at: string;
  /** The server's receipt; absent while the punch waits on the phone. */
  receivedAt?: unknown;
  position?: PunchPosition | null | undefined;
  dealershipId?: string | undefined;
}

/** A correction as stored (timeCorrections/{id}), as far as the shifts are concerned. */
export interface CorrectionRecord {
  id: string;
  uid: string;
  change: PunchChange;
  state: string;
  decidedAt?: string | null | undefined;
}

/** A punch as it counts: its time after approved corrections, and where it came from. */
export interface EffectivePunch {
  /** The raw punch's id, or `correction:<id>` for a punch a correction added. */
  id: string;
  uid: string;
  kind: PunchKind;
  at: number;
  /** The time tapped, when a correction moved it. */
  tappedAt: number | null;
  /** The corrections that changed it. */
  correctedBy: string[];
  /** Still on the phone: the office has not received it. */
  pending: boolean;
  /** Where the phone was at the tap (null: no fix, or a punch a correction added). */
  position: PunchPosition | null;
  /** The dealership whose kiosk it was tapped on (issue #35); absent for a phone's own tap. */
  dealershipId?: string | undefined;
}

/** What in a punch or a shift needs the office's second look. Nothing flagged is dropped. */
export type TimeFlag =
  /** The phone's time of the tap is later than the server's receipt of it. */
  | 'deviceAhead'
  /** The phone's clock was off the server's by more than MAX_CLOCK_SKEW_MS when last compared. */
  | 'clockSkew'
  /** Tapped with a position outside every dealership's geofence. */
  | 'outsideGeofence'
  /** Open (or was open) longer than the limit: a forgotten clock-out. */
  | 'overLimit'
  /** A tap that did not fit the shift (clocking in twice, a break with no shift). */
  | 'outOfOrder';

export interface Break {
  start: number;
  /** null: the break is still on. */
  end: number | null;
}

export interface Shift {
  uid: string;
  start: number;
  /** null: still clocked in. */
  end: number | null;
  breaks: Break[];
  punchIds: string[];
  flags: TimeFlag[];
  /** Where the clock-in was tapped (null: no fix, or a clock-in a correction added): which dealership's rules it is worked under. */
  position: PunchPosition | null;
  /** The dealership whose kiosk the clock-in was tapped on (issue #35): its rules, wherever the tablet's position. */
  dealershipId?: string | undefined;
}

/**
 * The punches as they count: approved corrections applied in the order they were decided
 * (a void removes, a move changes the time, an add brings a punch nobody tapped).
 */
export function effectivePunches(
  punches: readonly PunchRecord[],
  corrections: readonly CorrectionRecord[],
): EffectivePunch[] {
  const byId = new Map<string, EffectivePunch>();
  for (const punch of punches)
    byId.set(punch.id, {
      id: punch.id,
      uid: punch.uid,
      kind: punch.kind,
      at: instantOfIso(punch.at),
      tappedAt: null,
      correctedBy: [],
      pending: punch.receivedAt === undefined,
      position: punch.position ?? null,
      ...(punch.dealershipId ? { dealershipId: punch.dealershipId } : {}),
    });
  const approved = corrections
    .filter((correction) => correction.state === 'approved')
    .sort((a, b) => (a.decidedAt ?? '').localeCompare(b.decidedAt ?? '') || a.id.localeCompare(b.id));
  for (const correction of approved) {
    const { change } = correction;
    if (change.action === 'add') {
      byId.set(`correction:${correction.id}`, {
        id: `correction:${correction.id}`,
        uid: correction.uid,
        kind: change.kind,
        at: Date.parse(change.at),
        tappedAt: null,
        correctedBy: [correction.id],
        pending: false,
        position: null,
      });
      continue;
    }
    const punch = byId.get(change.punchId);
    if (!punch) continue;
    if (change.action === 'void') byId.delete(change.punchId);
    else
      byId.set(change.punchId, {
        ...punch,
        at: Date.parse(change.to),
        tappedAt: punch.tappedAt ?? punch.at,
        correctedBy: [...punch.correctedBy, correction.id],
      });
  }
  return [...byId.values()].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}

/**
 * Among punches at the same instant, the order that closes before it opens: a break's
 * end, then a clock-out, then a clock-in, then a break's start.
 */
const SAME_INSTANT_RANK: Record<PunchKind, number> = { breakEnd: 0, out: 1, in: 2, breakStart: 3 };

/** Whether a punch of `kind` fits a person who is off the clock, working, or on a break. */
function fits(kind: PunchKind, state: 'off' | 'working' | 'onBreak'): boolean {
  switch (kind) {
    case 'in':
      return state === 'off';
    case 'breakStart':
      return state === 'working';
    case 'breakEnd':
      return state === 'onBreak';
    case 'out':
      return state !== 'off';
  }
}

/**
 * One person's punches (in time order) read into shifts. A tap that does not fit (a second
 * clock-in, a break outside a shift) is kept as a flag on the shift around it, not dropped.
 * Punches at the same instant are taken in the order that fits the shift as it stands (an
 * out closes an open shift before an in opens the next), never by their ids.
 */
export function shiftsOf(punches: readonly EffectivePunch[], limitHours: number, now: number): Shift[] {
  const shifts: Shift[] = [];
  let open: Shift | null = null;
  const onBreak = (shift: Shift) => shift.breaks.at(-1)?.end === null;
  const state = () => (open === null ? 'off' : onBreak(open) ? 'onBreak' : 'working');
  const inOrder: EffectivePunch[] = [];
  const flag = (shift: Shift | null, id: string) => {
    const target = shift ?? shifts.at(-1);
    if (!target) return;
    if (!target.flags.includes('outOfOrder')) target.flags.push('outOfOrder');
    target.punchIds.push(id);
  };
  let index = 0;
  const next = (): EffectivePunch | undefined => {
    if (inOrder.length === 0) {
      const at = punches[index]?.at;
      while (index < punches.length && punches[index]?.at === at)
        inOrder.push(punches[index++] as EffectivePunch);
      inOrder.sort(
        (a, b) => SAME_INSTANT_RANK[a.kind] - SAME_INSTANT_RANK[b.kind] || a.id.localeCompare(b.id),
      );
    }
    const fitting = inOrder.findIndex((punch) => fits(punch.kind, state()));
    return inOrder.splice(Math.max(fitting, 0), 1)[0];
  };
  for (let punch = next(); punch; punch = next()) {
    switch (punch.kind) {
      case 'in':
        if (open) flag(open, punch.id);
        else {
          open = {
            uid: punch.uid,
            start: punch.at,
            end: null,
            breaks: [],
            punchIds: [punch.id],
            flags: [],
            position: punch.position,
            ...(punch.dealershipId ? { dealershipId: punch.dealershipId } : {}),
          };
          shifts.push(open);
        }
        break;
      case 'breakStart':
        if (open && !onBreak(open)) {
          open.breaks.push({ start: punch.at, end: null });
          open.punchIds.push(punch.id);
        } else flag(open, punch.id);
        break;
      case 'breakEnd': {
        const current = open?.breaks.at(-1);
        if (open && current && current.end === null) {
          current.end = punch.at;
          open.punchIds.push(punch.id);
        } else flag(open, punch.id);
        break;
      }
      case 'out':
        if (open) {
          const current = open.breaks.at(-1);
          if (current && current.end === null) current.end = punch.at;
          open.end = punch.at;
          open.punchIds.push(punch.id);
          open = null;
        } else flag(null, punch.id);
    }
  }
  const limitMs = limitHours * HOUR_MS;
  for (const shift of shifts)
    if ((shift.end ?? now) - shift.start > limitMs && !shift.flags.includes('overLimit'))
      shift.flags.push('overLimit');
  return shifts;
}

/** The person's open shift, if they are clocked in (and whether they are on a break). */
export function openShift(shifts: readonly Shift[]): { shift: Shift; onBreak: boolean } | null {
  const last = shifts.at(-1);
  if (!last || last.end !== null) return null;
  return { shift: last, onBreak: last.breaks.at(-1)?.end === null };
}

/** Whether a person is clocked in (clockStates/{uid}, kept by the server: functions/src/clockStates.ts). */
export interface ClockStateFields {
  uid: string;
  /** The start of their open shift (ISO 8601); null when they are off the clock. */
  clockedInSince: string | null;
  onBreak: boolean;
}

/**
 * Whether a person is clocked in, from their punches and corrections. It does not depend on
 * the time (only a shift's flags do), which is why the server can keep it as punches arrive.
 */
export function clockStateOf(
  uid: string,
  punches: readonly PunchRecord[],
  corrections: readonly CorrectionRecord[],
): ClockStateFields {
  // The limit and the time only set flags, which this answer does not read.
  const open = openShift(shiftsOf(effectivePunches(punches, corrections), Number.POSITIVE_INFINITY, 0));
  return {
    uid,
    clockedInSince: open ? new Date(open.shift.start).toISOString() : null,
    onBreak: open?.onBreak ?? false,
  };
}
