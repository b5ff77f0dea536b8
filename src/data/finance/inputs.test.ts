import { describe, expect, it } from 'vitest';
import type { Mirrored } from '../db';
import type { MirroredData } from '../mirror/mirroredData';
import { EMPTY_COPY } from '../../testing/copies';
import type { PunchKind, TimePunch } from '../model';
import { HOUR_MS } from '../../utils/duration';
import { everyonesShifts } from './inputs';

const at = (hour: number) => Date.UTC(2026, 10, 18, hour);
const punch = (id: string, uid: string, kind: PunchKind, hour: number): Mirrored<TimePunch> => ({
  id,
  uid,
  kind,
  at: new Date(at(hour)).toISOString(),
  timezone: 'UTC',
  position: null,
  clockSkewMs: 0,
  weekStart: '2026-11-16',
  note: '',
  receivedAt: new Date(at(hour)).toISOString(),
});
const copyWith = (timePunches: Mirrored<TimePunch>[]): MirroredData => ({ ...EMPTY_COPY, timePunches });
/** An open shift is flagged once it has gone on for 4 hours. */
const rulesOf = () => ({
  zone: 'UTC',
  weekStart: 1 as const,
  overtime: 'federal' as const,
  limitHours: 4,
  geofences: [],
});

describe('everyone’s shifts from the copy', () => {
  const punches = [
    punch('a-in', 'ana', 'in', 7),
    punch('a-out', 'ana', 'out', 15),
    punch('b-in', 'ben', 'in', 9),
  ];
  const hoursOf = (shifts: ReturnType<typeof everyonesShifts>, uid: string, now: number) =>
    (shifts.get(uid) ?? []).map((shift) => ((shift.end ?? now) - shift.start) / HOUR_MS);

  it('are the same shifts when asked again of the same copy at the same instant, not worked out again', () => {
    const copy = copyWith(punches);
    const first = everyonesShifts(copy, rulesOf, at(12));
    expect(hoursOf(first, 'ana', at(12))).toEqual([8]);
    expect(hoursOf(first, 'ben', at(12))).toEqual([3]);
    // Another draw of the same reading (a new object around the same tables).
    expect(everyonesShifts({ ...copy }, rulesOf, at(12))).toBe(first);
  });

  it('follow a punch the copy gains, and the instant an open shift is measured to', () => {
    const copy = copyWith(punches);
    const atNoon = everyonesShifts(copy, rulesOf, at(12));
    expect(atNoon.get('ben')?.[0]?.flags).toEqual([]);
    // Ben still clocked in at two: past the 4-hour limit.
    expect(everyonesShifts(copy, rulesOf, at(14)).get('ben')?.[0]?.flags).toEqual(['overLimit']);
    const clockedOut = everyonesShifts(
      copyWith([...punches, punch('b-out', 'ben', 'out', 12)]),
      rulesOf,
      at(14),
    );
    expect(clockedOut.get('ben')?.[0]).toMatchObject({ end: at(12), flags: [] });
  });
});
