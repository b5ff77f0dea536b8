import { describe, expect, it } from 'vitest';
import type { Mirrored } from '../../src/data/db';
import type { Dealership } from '../../src/data/model';
import { hoursOf } from '../../src/data/time/hours';
import { byPerson, payPeriodWeeks, personWeeks, shiftsFor, timeRulesOf } from '../../src/data/time/timesheet';
import { instantOf } from '../../src/utils/zonedTime';
import { buildDemoData, DEMO_DEALERSHIPS, demoAccount } from './demoData';
import { DAY_MS, HOUR_MS } from '../../src/utils/duration';

// A Wednesday afternoon in Springfield: last week is complete, this one under way.
const NOW = instantOf('America/Chicago', 2026, 11, 18, 15, 0);
const data = buildDemoData('2026-11-18', NOW);
const dealerships: Mirrored<Dealership>[] = Object.entries(DEMO_DEALERSHIPS).map(([id, dealership]) => ({
  id,
  ...dealership,
}));
const rules = timeRulesOf(dealerships, []);
const mirrored = <T>(records: Record<string, T>) =>
  Object.entries(records).map(([id, record]) => ({ id, ...record }));
const people = byPerson(mirrored(data.timePunches), mirrored(data.timeCorrections), mirrored(data.timeWeeks));
const [weekBefore, lastWeek] = payPeriodWeeks(NOW - 7 * DAY_MS, rules);
const uid = (name: string) => demoAccount(name).uid;
const person = (name: string) => {
  const found = people.get(uid(name));
  if (!found) throw new Error(`no time for ${name}`);
  return found;
};
const lastWeekOf = (name: string) => personWeeks(person(name), [lastWeek!], rules, NOW)[0]!;

describe('the demo time clock', () => {
  it('gives most people a 30–45 hour week and one crew member overtime', () => {
    const hours = ['placeholder', 'lotprep', 'photos', 'wash', 'clock'].map((name) =>
      hoursOf(lastWeekOf(name).workedMs),
    );
    for (const worked of hours) {
      expect(worked).toBeGreaterThanOrEqual(30);
      expect(worked).toBeLessThanOrEqual(45);
    }
    expect(hoursOf(lastWeekOf('employee').overtimeMs)).toBeGreaterThan(0);
  });

  it('has one forgotten clock-out (flagged, open since yesterday) and nobody open for 60 hours', () => {
    const open = [...people.values()]
      .map((time) => ({ uid: time.uid, shift: shiftsFor(time, rules, NOW).shifts.at(-1) }))
      .filter(({ shift }) => shift?.end === null);
    const forgotten = open.filter(({ shift }) => shift?.flags.includes('overLimit'));
    expect(forgotten.map(({ uid: who }) => who)).toEqual([uid('photos')]);
    for (const { shift } of open) expect(NOW - (shift?.start ?? NOW)).toBeLessThan(60 * HOUR_MS);
  });

  it('has one pending correction, one punch outside every lot, and the week before last approved and locked', () => {
    expect(
      Object.values(data.timeCorrections).map((correction) => [correction.uid, correction.state]),
    ).toEqual([[uid('lotprep'), 'pending']]);
    expect(lastWeekOf('lotprep').pendingCorrections).toBe(1);
    expect(lastWeekOf('employee').flags.map((item) => item.flag)).toEqual(['outsideGeofence']);
    for (const time of people.values()) {
      const [before] = personWeeks(time, [weekBefore!], rules, NOW);
      expect(before?.approval?.locked).toBe(true);
    }
  });

  it('stays the same when seeded again at the same moment (stable ids and times)', () => {
    expect(buildDemoData('2026-11-18', NOW).timePunches).toEqual(data.timePunches);
  });
});
