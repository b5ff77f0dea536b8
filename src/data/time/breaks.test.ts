import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../utils/duration';
import { breaksByWorkday, mealDueBy, restPeriodsDue, workdayBreaks, type BreakWord } from './breaks';
import type { Shift } from './shifts';

const LA = 'America/Los_Angeles';
/** 8:00 AM in Los Angeles on an ordinary Tuesday (PST). */
const MORNING = Date.parse('2026-11-24T16:00:00Z');
const h = (hours: number) => hours * HOUR_MS;
const min = (minutes: number) => minutes * MINUTE_MS;

/** A shift from `start` lasting `lengthMs` on the clock, with breaks as [offset from start, length]. */
function shift(start: number, lengthMs: number, breaks: [number, number][] = []): Shift {
  return {
    uid: 'crew-1',
    start,
    end: start + lengthMs,
    breaks: breaks.map(([offset, length]) => ({ start: start + offset, end: start + offset + length })),
    punchIds: [],
    flags: [],
    position: null,
  };
}
const day = (shifts: Shift[], words: BreakWord[] = []) =>
  workdayBreaks('2026-11-24', shifts, words, MORNING + h(30));
const said = (answer: BreakWord['answer'], couldNotTake?: BreakWord['couldNotTake']): BreakWord => ({
  answer,
  ...(couldNotTake ? { couldNotTake } : {}),
  at: MORNING + h(1),
});

describe('meal periods (Labor Code § 512)', () => {
  it('owes a premium for a 5 h 01 min shift with no meal', () => {
    const result = day([shift(MORNING, h(5) + min(1))]);
    expect(result.meals).toEqual([{ ordinal: 1, problem: 'missed', waived: false, workedBeforeMs: null }]);
    expect(result.mealPremium).toBe(true);
    expect(result.causes).toEqual(['meal1.missed']);
  });

  it('owes nothing for exactly 5 hours with no meal (more than five hours is the trigger)', () => {
    const result = day([shift(MORNING, h(5))]);
    expect(result.meals).toEqual([]);
    expect(result.mealPremium).toBe(false);
  });

  it('lets the worker waive the first meal on a 6 h shift, and not on a 6 h 01 min one', () => {
    const waived = day([shift(MORNING, h(6))], [said('waivedMeal')]);
    expect(waived.meals[0]).toMatchObject({ problem: null, waived: true });
    expect(waived.mealPremium).toBe(false);
    const tooLong = day([shift(MORNING, h(6) + min(1))], [said('waivedMeal')]);
    expect(tooLong.meals[0]).toMatchObject({ problem: 'missed', waived: false });
    expect(tooLong.mealPremium).toBe(true);
  });

  it('owes nothing for a 10 h day with one meal taken in time (9.5 h worked: no second meal due)', () => {
    const result = day([shift(MORNING, h(10), [[h(4), min(30)]])]);
    expect(result.workedMs).toBe(h(9.5));
    expect(result.meals).toEqual([{ ordinal: 1, problem: null, waived: false, workedBeforeMs: h(4) }]);
    expect(result.mealPremium).toBe(false);
  });

  it('owes one premium, not two, for a 12.5 h day with one meal (the second is missed)', () => {
    const result = day([shift(MORNING, h(12.5), [[h(4), min(30)]])]);
    expect(result.workedMs).toBe(h(12));
    expect(result.meals.map((meal) => meal.problem)).toEqual([null, 'missed']);
    expect(result.causes).toEqual(['meal2.missed']);
    expect(result.mealPremium).toBe(true);
  });

  it('lets the second meal be waived on 12 h of work when the first was taken, never when it was not', () => {
    const taken = day([shift(MORNING, h(12.5), [[h(4), min(30)]])], [said('waivedMeal')]);
    expect(taken.meals[1]).toMatchObject({ problem: null, waived: true });
    expect(taken.mealPremium).toBe(false);
    const firstMissed = day([shift(MORNING, h(11.5))], [said('waivedMeal')]);
    expect(firstMissed.meals.map((meal) => meal.problem)).toEqual(['missed', 'missed']);
    expect(firstMissed.mealPremium).toBe(true);
  });

  it('calls a meal that starts after the 5th hour late, and one under 30 minutes short', () => {
    const late = day([shift(MORNING, h(8.5), [[h(5) + min(1), min(30)]])]);
    expect(late.causes).toEqual(['meal1.late']);
    const onTheDot = day([shift(MORNING, h(8.5), [[h(5), min(30)]])]);
    expect(onTheDot.causes).toEqual([]);
    const short = day([shift(MORNING, h(8.5), [[h(3), min(29)]])]);
    expect(short.causes).toEqual(['meal1.short']);
  });

  it('counts the gap of a split shift as the meal', () => {
    const split = day([shift(MORNING, h(4)), shift(MORNING + h(5), h(4))]);
    expect(split.workedMs).toBe(h(8));
    expect(split.meals).toEqual([{ ordinal: 1, problem: null, waived: false, workedBeforeMs: h(4) }]);
  });

  it('adds a meal the worker says they could not take, even when the punches show one', () => {
    const result = day([shift(MORNING, h(8.5), [[h(4), min(30)]])], [said('couldNotTake', ['meal'])]);
    expect(result.causes).toEqual(['meal.said']);
    expect(result.mealPremium).toBe(true);
  });
});

describe('rest periods (IWC wage orders, § 12)', () => {
  it('are due one per 4 hours or major fraction, none under 3.5 hours', () => {
    expect(restPeriodsDue(h(3.5) - 1)).toBe(0);
    expect(restPeriodsDue(h(3.5))).toBe(1);
    expect(restPeriodsDue(h(6))).toBe(1);
    expect(restPeriodsDue(h(6) + 1)).toBe(2);
    expect(restPeriodsDue(h(10))).toBe(2);
    expect(restPeriodsDue(h(10) + 1)).toBe(3);
  });

  it('earn a premium only when the worker says one could not be taken, on a day one was due', () => {
    expect(day([shift(MORNING, h(4))], [said('couldNotTake', ['rest'])]).restPremium).toBe(true);
    expect(day([shift(MORNING, h(3))], [said('couldNotTake', ['rest'])]).restPremium).toBe(false);
    const silent = day([shift(MORNING, h(4))]);
    expect(silent).toMatchObject({ restPremium: false, said: false });
  });
});

describe('workdays in the dealership’s calendar', () => {
  it('puts a shift across midnight on the day it began, with its clock-out word', () => {
    const lateShift = shift(Date.parse('2026-11-25T05:00:00Z'), h(6)); // 9 PM to 3 AM in Los Angeles
    const days = breaksByWorkday(
      [lateShift],
      [{ answer: 'tookBreaks', at: lateShift.end ?? 0 }],
      LA,
      MORNING + h(48),
    );
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ day: '2026-11-24', workedMs: h(6), said: true, mealPremium: true });
  });

  it('counts the hours actually worked on the night the clocks spring forward', () => {
    // 12:30 AM to 7:00 AM on the clock on 8 March 2026 in Los Angeles: 5.5 hours, not 6.5.
    const start = Date.parse('2026-03-08T08:30:00Z');
    const end = Date.parse('2026-03-08T14:00:00Z');
    const [result] = breaksByWorkday([{ ...shift(start, end - start) }], [], LA, end + h(1));
    expect(result).toMatchObject({ day: '2026-03-08', workedMs: h(5.5), mealPremium: true });
    // And 5 hours on the clock across the fall-back hour is 6 hours worked.
    const fallStart = Date.parse('2026-11-01T07:30:00Z'); // 12:30 AM PDT
    const waived: BreakWord = { answer: 'waivedMeal', at: fallStart + h(6) };
    const [fall] = breaksByWorkday([shift(fallStart, h(6))], [waived], LA, fallStart + h(7));
    expect(fall).toMatchObject({ day: '2026-11-01', workedMs: h(6), mealPremium: false });
  });
});

describe('the meal reminder on the clock', () => {
  it('says when the first meal is due, then the second once the first is taken', () => {
    const open = (breaks: Shift['breaks']): Shift => ({ ...shift(MORNING, 0), end: null, breaks });
    expect(mealDueBy([open([])], MORNING + h(4))).toBe(MORNING + h(5));
    const afterMeal = open([{ start: MORNING + h(3), end: MORNING + h(3.5) }]);
    expect(mealDueBy([afterMeal], MORNING + h(6))).toBe(MORNING + h(10.5));
    expect(mealDueBy([open([{ start: MORNING + h(3), end: null }])], MORNING + h(3.2))).toBeNull();
  });
});
