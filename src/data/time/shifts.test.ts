import { describe, expect, it } from 'vitest';
import type { PunchKind, TimeCorrection } from '../model';
import { distanceM, punchFlags } from './flags';
import { effectivePunches, nextPunches, openShift, shiftsOf } from './shifts';

const T0 = Date.parse('2026-11-16T15:00:00.000Z');
const HOUR = 3_600_000;
const iso = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
let counter = 0;
const punch = (kind: PunchKind, hours: number, received = true) => ({
  id: `p${++counter}`,
  uid: 'u1',
  kind,
  at: iso(hours),
  ...(received ? { receivedAt: iso(hours) } : {}),
});
const correction = (
  id: string,
  change: TimeCorrection['change'],
  state: TimeCorrection['state'] = 'approved',
) => ({
  id,
  uid: 'u1',
  change,
  state,
  decidedAt: iso(30),
});

describe('shifts from punches', () => {
  it('reads in, break, out into one shift with its break', () => {
    const punches = [punch('in', 0), punch('breakStart', 4), punch('breakEnd', 4.5), punch('out', 8.5)];
    const [shift, ...rest] = shiftsOf(effectivePunches(punches, []), 12, T0 + 20 * HOUR);
    expect(rest).toEqual([]);
    expect(shift).toMatchObject({
      start: T0,
      end: T0 + 8.5 * HOUR,
      breaks: [{ start: T0 + 4 * HOUR, end: T0 + 4.5 * HOUR }],
      flags: [],
    });
  });

  it('offers the next taps: in; then out or a break; on a break, its end', () => {
    const shifts = (kinds: PunchKind[]) =>
      shiftsOf(
        effectivePunches(
          kinds.map((kind, index) => punch(kind, index)),
          [],
        ),
        12,
        T0 + 10 * HOUR,
      );
    expect(nextPunches(shifts([]))).toEqual(['in']);
    expect(nextPunches(shifts(['in']))).toEqual(['out', 'breakStart']);
    expect(nextPunches(shifts(['in', 'breakStart']))).toEqual(['breakEnd']);
    expect(nextPunches(shifts(['in', 'breakStart', 'breakEnd', 'out']))).toEqual(['in']);
    expect(openShift(shifts(['in', 'breakStart']))?.onBreak).toBe(true);
  });

  it('keeps taps that do not fit as a flag on the shift, never drops them', () => {
    const punches = [punch('in', 0), punch('in', 1), punch('out', 8), punch('breakEnd', 9)];
    const [shift] = shiftsOf(effectivePunches(punches, []), 12, T0 + 10 * HOUR);
    expect(shift?.flags).toEqual(['outOfOrder']);
    expect(shift?.punchIds).toHaveLength(4);
  });

  it('flags a shift open past the limit (a forgotten clock-out), and one that was', () => {
    const open = shiftsOf(effectivePunches([punch('in', 0)], []), 12, T0 + 13 * HOUR);
    expect(open[0]?.flags).toEqual(['overLimit']);
    expect(shiftsOf(effectivePunches([punch('in', 0)], []), 12, T0 + 11 * HOUR)[0]?.flags).toEqual([]);
    const closedLate = shiftsOf(effectivePunches([punch('in', 0), punch('out', 30)], []), 12, T0 + 31 * HOUR);
    expect(closedLate[0]?.flags).toEqual(['overLimit']);
  });

  it('marks punches still on the phone as pending', () => {
    const [first, second] = effectivePunches([punch('in', 0), punch('out', 1, false)], []);
    expect([first?.pending, second?.pending]).toEqual([false, true]);
  });
});

describe('approved corrections over raw punches (the punches stay as tapped)', () => {
  it('moves a punch, voids one and adds a missed one; pending and rejected change nothing', () => {
    const clockIn = punch('in', 0);
    const strayIn = punch('in', 1);
    const lateOut = punch('out', 30);
    const punches = [clockIn, strayIn, lateOut];
    const corrections = [
      correction('c1', { action: 'move', punchId: lateOut.id, kind: 'out', from: lateOut.at, to: iso(9) }),
      correction('c2', { action: 'void', punchId: strayIn.id, kind: 'in', from: strayIn.at }),
      correction('c3', { action: 'add', kind: 'breakStart', at: iso(4) }),
      correction('c4', { action: 'add', kind: 'breakEnd', at: iso(4.5) }),
      correction('c5', { action: 'add', kind: 'in', at: iso(2) }, 'pending'),
      correction('c6', { action: 'add', kind: 'in', at: iso(2) }, 'rejected'),
    ];
    const effective = effectivePunches(punches, corrections);
    expect(effective.map((item) => item.id)).toEqual([
      clockIn.id,
      'correction:c3',
      'correction:c4',
      lateOut.id,
    ]);
    expect(effective.at(-1)).toMatchObject({
      at: T0 + 9 * HOUR,
      tappedAt: T0 + 30 * HOUR,
      correctedBy: ['c1'],
    });
    const [shift] = shiftsOf(effective, 12, T0 + 40 * HOUR);
    expect(shift).toMatchObject({
      end: T0 + 9 * HOUR,
      flags: [],
      breaks: [{ start: T0 + 4 * HOUR, end: T0 + 4.5 * HOUR }],
    });
    // The raw punch is untouched.
    expect(lateOut.at).toBe(iso(30));
  });
});

describe('punch flags', () => {
  const lot = { lat: 34.0522, lng: -118.2437, radiusM: 150 };
  const base = { at: iso(0), receivedAt: iso(0), clockSkewMs: 0, position: null };

  it('flags a phone time later than the server received it', () => {
    expect(punchFlags({ ...base, at: iso(0.01) }, [])).toEqual(['deviceAhead']);
    expect(punchFlags({ ...base, at: iso(-0.01) }, [])).toEqual([]);
    // Times written another way than toISOString's are compared as instants, not as text:
    // 10:00-05:00 is 15:00Z, later than a receipt at 14:00Z though its text sorts first.
    expect(
      punchFlags({ ...base, at: '2026-11-16T10:00:00-05:00', receivedAt: '2026-11-16T14:00:00.000Z' }, []),
    ).toEqual(['deviceAhead']);
    expect(
      punchFlags({ ...base, at: '2026-11-16T13:00:00.000Z', receivedAt: '2026-11-16T08:30:00-05:00' }, []),
    ).toEqual([]);
    // Not yet received: nothing to compare.
    expect(punchFlags({ at: iso(1), clockSkewMs: null, position: null }, [])).toEqual([]);
  });

  it('flags a phone whose clock was off by more than 2 minutes when last compared', () => {
    expect(punchFlags({ ...base, clockSkewMs: 121_000 }, [])).toEqual(['clockSkew']);
    expect(punchFlags({ ...base, clockSkewMs: -121_000 }, [])).toEqual(['clockSkew']);
    expect(punchFlags({ ...base, clockSkewMs: 119_000 }, [])).toEqual([]);
  });

  it('flags a position outside every geofence, never a punch without one', () => {
    const inside = { lat: 34.0525, lng: -118.2437, accuracyM: 10 };
    const outside = { lat: 34.06, lng: -118.2437, accuracyM: 10 };
    expect(punchFlags({ ...base, position: inside }, [lot])).toEqual([]);
    expect(punchFlags({ ...base, position: outside }, [lot])).toEqual(['outsideGeofence']);
    expect(
      punchFlags({ ...base, position: outside }, [lot, { lat: 34.06, lng: -118.2437, radiusM: 100 }]),
    ).toEqual([]);
    expect(punchFlags({ ...base, position: outside }, [])).toEqual([]);
    expect(punchFlags(base, [lot])).toEqual([]);
  });

  it('measures distance on the globe (Los Angeles to San Diego is about 179 km)', () => {
    expect(
      Math.round(distanceM({ lat: 34.0522, lng: -118.2437 }, { lat: 32.7157, lng: -117.1611 }) / 1000),
    ).toBe(179);
  });
});

describe('punches at the same instant (issue #32, item 2)', () => {
  /** In 08:00, out 17:00, and approved corrections "out 12:00" and "in 12:00" (a split shift). */
  const splitShift = (ids: [string, string]) => {
    const punches = [
      { id: 'in-0800', uid: 'u1', kind: 'in' as const, at: iso(0), receivedAt: iso(0) },
      { id: 'out-1700', uid: 'u1', kind: 'out' as const, at: iso(9), receivedAt: iso(9) },
    ];
    const corrections = [
      correction(ids[0], { action: 'add', kind: 'out', at: iso(4) }),
      correction(ids[1], { action: 'add', kind: 'in', at: iso(4) }),
    ];
    return shiftsOf(effectivePunches(punches, corrections), 12, T0 + 40 * HOUR);
  };

  it('close an open shift before opening the next, whatever the ids: 9 h in two shifts, no flag', () => {
    for (const ids of [
      ['a-out', 'z-in'],
      ['z-out', 'a-in'],
    ] as [string, string][]) {
      const shifts = splitShift(ids);
      expect(shifts.map((shift) => [shift.start, shift.end, shift.flags])).toEqual([
        [T0, T0 + 4 * HOUR, []],
        [T0 + 4 * HOUR, T0 + 9 * HOUR, []],
      ]);
    }
  });

  it('end a break before starting the next, and open a shift before its break', () => {
    const shifts = shiftsOf(
      effectivePunches(
        [
          { id: 'z1', uid: 'u1', kind: 'breakStart', at: iso(0), receivedAt: iso(0) },
          { id: 'z2', uid: 'u1', kind: 'in', at: iso(0), receivedAt: iso(0) },
          { id: 'b', uid: 'u1', kind: 'breakStart', at: iso(3), receivedAt: iso(3) },
          { id: 'a', uid: 'u1', kind: 'breakEnd', at: iso(3), receivedAt: iso(3) },
          { id: 'c', uid: 'u1', kind: 'breakEnd', at: iso(3.5), receivedAt: iso(3.5) },
          { id: 'd', uid: 'u1', kind: 'out', at: iso(8), receivedAt: iso(8) },
        ],
        [],
      ),
      12,
      T0 + 40 * HOUR,
    );
    expect(shifts).toHaveLength(1);
    expect(shifts[0]?.flags).toEqual([]);
    expect(shifts[0]?.breaks).toEqual([
      { start: T0, end: T0 + 3 * HOUR },
      { start: T0 + 3 * HOUR, end: T0 + 3.5 * HOUR },
    ]);
  });
});
