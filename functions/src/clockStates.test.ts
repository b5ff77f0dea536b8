import { describe, expect, it } from 'vitest';
import { clockStateOf } from '../../packages/shared/src/shifts';
import { correctionChangesShifts } from './clockStates';

const punch = (id: string, kind: 'in' | 'out' | 'breakStart' | 'breakEnd', at: string) => ({
  id,
  uid: 'sam',
  kind,
  at,
  receivedAt: at,
});

describe("a person's clock state, as the server keeps it", () => {
  it('is the open shift since its clock-in, on a break or not, whatever order the punches came in', () => {
    const punches = [
      punch('p3', 'breakStart', '2026-11-02T18:00:00.000Z'),
      punch('p1', 'in', '2026-11-02T14:00:00.000Z'),
      punch('p0', 'out', '2026-11-01T22:00:00.000Z'),
      punch('pA', 'in', '2026-11-01T14:00:00.000Z'),
    ];
    expect(clockStateOf('sam', punches, [])).toEqual({
      uid: 'sam',
      clockedInSince: '2026-11-02T14:00:00.000Z',
      onBreak: true,
    });
    expect(clockStateOf('sam', punches.slice(1), [])).toMatchObject({ onBreak: false });
  });

  it('is off the clock after a clock-out, and with no punches at all', () => {
    const day = [
      punch('p1', 'in', '2026-11-02T14:00:00.000Z'),
      punch('p2', 'out', '2026-11-02T22:00:00.000Z'),
    ];
    expect(clockStateOf('sam', day, [])).toEqual({ uid: 'sam', clockedInSince: null, onBreak: false });
    expect(clockStateOf('sam', [], [])).toEqual({ uid: 'sam', clockedInSince: null, onBreak: false });
  });

  it("counts the office's approved corrections, not a request still pending", () => {
    const forgot = [punch('p1', 'in', '2026-11-02T14:00:00.000Z')];
    const addOut = (state: string) => ({
      id: `c-${state}`,
      uid: 'sam',
      state,
      decidedAt: state === 'pending' ? null : '2026-11-03T09:00:00.000Z',
      change: { action: 'add' as const, kind: 'out' as const, at: '2026-11-02T22:00:00.000Z' },
    });
    expect(clockStateOf('sam', forgot, [addOut('pending')]).clockedInSince).toBe('2026-11-02T14:00:00.000Z');
    expect(clockStateOf('sam', forgot, [addOut('approved')]).clockedInSince).toBeNull();
    const voidIn = {
      id: 'c-void',
      uid: 'sam',
      state: 'approved',
      decidedAt: '2026-11-03T09:00:00.000Z',
      change: { action: 'void' as const, punchId: 'p1' },
    };
    expect(clockStateOf('sam', forgot, [voidIn]).clockedInSince).toBeNull();
    // A correction naming a punch that is not this person's changes nothing of theirs.
    expect(
      clockStateOf('sam', forgot, [{ ...voidIn, change: { action: 'void' as const, punchId: 'q1' } }])
        .clockedInSince,
    ).toBe('2026-11-02T14:00:00.000Z');
  });
});

describe('a correction sets the state to work out again', () => {
  const change = { action: 'add', kind: 'out', at: '2026-11-02T22:00:00.000Z' };
  const request = { uid: 'sam', state: 'pending', change };
  it('when it is approved, unapproved or removed once approved, or an approved change is edited', () => {
    expect(correctionChangesShifts(request, { ...request, state: 'approved' })).toBe(true);
    expect(correctionChangesShifts(undefined, { ...request, state: 'approved' })).toBe(true);
    expect(correctionChangesShifts({ ...request, state: 'approved' }, undefined)).toBe(true);
    expect(
      correctionChangesShifts(
        { ...request, state: 'approved' },
        { ...request, state: 'approved', change: { ...change, at: '2026-11-02T21:00:00.000Z' } },
      ),
    ).toBe(true);
  });
  it('not when a request is filed, rejected or removed, nor when an approved one is left as it was', () => {
    expect(correctionChangesShifts(undefined, request)).toBe(false);
    expect(correctionChangesShifts(request, { ...request, state: 'rejected' })).toBe(false);
    expect(correctionChangesShifts(request, undefined)).toBe(false);
    const approved = { ...request, state: 'approved' };
    expect(correctionChangesShifts(approved, { ...approved, receivedAt: 'later' })).toBe(false);
  });
});
