// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * The timesheet benchmark's workload (bench/timeClock.bench.ts, through the test hooks):
 * a pay period of synthetic punches, computed the way /timesheets computes it.
 */
import type { Mirrored } from '../db';
import type { TimePunch } from '../model';
import { breaksByWorkday, type BreakWord } from './breaks';
import { byPerson, shiftsFor, timesheet, timeRulesOf } from './timesheet';
import { DAY_MS, HOUR_MS } from '../../utils/duration';

/** A pay period of synthetic 8.5-hour shifts with no break punched (every day owes a meal premium). */
function payPeriodPunches(people: number, shifts: number, now: number): Mirrored<TimePunch>[] {
  const punches: Mirrored<TimePunch>[] = [];
  for (let person = 0; person < people; person += 1) {
    for (let shift = 0; shift < shifts; shift += 1) {
      const start = now - (shift + 1) * DAY_MS - ((person % 5) + 1) * HOUR_MS;
      for (const [kind, at] of [
        ['in', start],
        ['out', start + 8.5 * HOUR_MS],
      ] as const)
        punches.push({
          id: `bench-${person}-${shift}-${kind}`,
          uid: `person-${person}`,
          kind,
          at: new Date(at).toISOString(),
          timezone: 'America/Chicago',
          position: null,
          clockSkewMs: 0,
          weekStart: '2026-11-16',
          note: '',
          receivedAt: new Date(at + 2_000).toISOString(),
        });
    }
  }
  return punches;
}

export async function timeTimesheet(people: number, shifts: number, runs: number): Promise<number[]> {
  const now = Date.now();
  const rules = timeRulesOf([], [], 'America/Chicago');
  const punches = payPeriodPunches(people, shifts, now);
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Let the page breathe between runs, as a screen would between renders.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const rows = timesheet(byPerson(punches, [], []), now, () => rules, now);
    timings.push(performance.now() - started);
    if (rows.length !== people) throw new Error(`timesheet has ${rows.length} rows, not ${people}`);
  }
  return timings;
}

/**
 * Times California's meal and rest rules over a pay period (src/data/time/breaks.ts): each
 * person's shifts (computed once, as /timesheets has them) grouped into workdays with a
 * clock-out word each, the meals and premiums counted. Resolves with each run's milliseconds.
 */
export async function timeBreakRules(people: number, shifts: number, runs: number): Promise<number[]> {
  const now = Date.now();
  const rules = timeRulesOf([], [], 'America/Chicago');
  const rows = [...byPerson(payPeriodPunches(people, shifts, now), [], []).values()].map((person) => {
    const personShifts = shiftsFor(person, rules, now).shifts;
    const words: BreakWord[] = personShifts.flatMap((shift) =>
      shift.end === null ? [] : [{ answer: 'tookBreaks', at: shift.end }],
    );
    return { uid: person.uid, shifts: personShifts, words };
  });
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    let premiums = 0;
    for (const row of rows)
      for (const day of breaksByWorkday(row.shifts, row.words, rules.zone, now))
        premiums += day.mealPremium ? 1 : 0;
    timings.push(performance.now() - started);
    if (premiums !== people * shifts) throw new Error(`${premiums} meal premiums, not ${people * shifts}`);
  }
  return timings;
}
