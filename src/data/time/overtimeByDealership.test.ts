/**
 * Overtime follows where the work was done (issue #32, item 1): each shift is counted under
 * the overtime law of its dealership, the weekly 40 h across all of them, and every screen
 * (/time, /timesheets and its payroll file, /labor and /finance) counts a person the same way.
 */
import { describe, expect, it } from 'vitest';
import { NORTHSIDE } from '../../testing/dealerships';
import { instantOf } from '../../utils/zonedTime';
import type { Mirrored } from '../db';
import { personLabor } from '../finance/figures';
import type { Dealership, PunchPosition, TimePunch } from '../model';
import { HOUR_MS } from '../../utils/duration';
import { hoursOf, splitWork, type Pay } from './hours';
import { payrollHoursCsv } from './payroll';
import {
  byPerson,
  payPeriodAt,
  peopleRules,
  personWeeks,
  ruleOfShift,
  shiftsFor,
  timeRulesOf,
  timesheet,
} from './timesheet';

const LA_ZONE = 'America/Los_Angeles';
const h = (hours: number) => hours * HOUR_MS;
/** Los Angeles wall time, November 2026 (Monday the 16th starts a week). */
const at = (day: number, hour: number) => instantOf(LA_ZONE, 2026, 11, day, hour);
const iso = (instant: number) => new Date(instant).toISOString();
const inHours = (pay: { regularMs: number; overtimeMs: number; doubleMs: number }) => [
  hoursOf(pay.regularMs),
  hoursOf(pay.overtimeMs),
  hoursOf(pay.doubleMs),
];

/** The pay split of several days or weeks, added up. */
const sumOf = (pays: readonly Pay[]): Pay =>
  pays.reduce(
    (sum, pay) => ({
      regularMs: sum.regularMs + pay.regularMs,
      overtimeMs: sum.overtimeMs + pay.overtimeMs,
      doubleMs: sum.doubleMs + pay.doubleMs,
    }),
    { regularMs: 0, overtimeMs: 0, doubleMs: 0 },
  );

const dealership = (
  id: string,
  overtimeRule: Dealership['overtimeRule'],
  geofence: PunchPosition | null,
): Mirrored<Dealership> => ({
  ...NORTHSIDE,
  id,
  name: id,
  timezone: LA_ZONE,
  ...(overtimeRule ? { overtimeRule } : {}),
  geofence: geofence && { lat: geofence.lat, lng: geofence.lng, radiusM: 300 },
});
/** Los Angeles (California's daily rule) and Reno, Nevada, on Pacific time too (federal). */
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437, accuracyM: 10 };
const RENO = { lat: 39.5296, lng: -119.8138, accuracyM: 10 };
const DEALERSHIPS = [dealership('la', 'california', LOS_ANGELES), dealership('reno', 'federal', RENO)];

let nextId = 0;
/** A shift from `start` for `hours`, tapped at `where` (null: no position). */
const shiftPunches = (
  uid: string,
  start: number,
  hours: number,
  where: PunchPosition | null,
): Mirrored<TimePunch>[] =>
  (
    [
      ['in', start],
      ['out', start + h(hours)],
    ] as const
  ).map(([kind, instant]) => ({
    id: `punch-${++nextId}`,
    uid,
    kind,
    at: iso(instant),
    timezone: LA_ZONE,
    position: where,
    clockSkewMs: 0,
    weekStart: '2026-11-16',
    note: '',
    receivedAt: iso(instant),
  }));

describe('a week worked under two overtime laws', () => {
  it('applies California’s daily limits to its hours and the weekly 40 to every regular hour', () => {
    // Mon 10 h in LA, Tue 10 h in Reno, Wed and Thu 8 h in Reno, Fri 10 h in LA.
    const days = splitWork([
      { californiaMs: h(10), federalMs: 0 },
      { californiaMs: 0, federalMs: h(10) },
      { californiaMs: 0, federalMs: h(8) },
      { californiaMs: 0, federalMs: h(8) },
      { californiaMs: h(10), federalMs: 0 },
      { californiaMs: 0, federalMs: 0 },
      { californiaMs: 0, federalMs: 0 },
    ]);
    // Monday: 8 + 2 (California's day). Tuesday: 10 regular (Nevada has no daily rule).
    expect(inHours(days[0]!)).toEqual([8, 2, 0]);
    expect(inHours(days[1]!)).toEqual([10, 0, 0]);
    // Friday: California's day gives 8 + 2, and 34 regular hours came before it, so only
    // 6 of its 8 are regular: 2 more become overtime (the week: 40 regular, 6 overtime).
    expect(inHours(days[4]!)).toEqual([6, 4, 0]);
    expect(inHours(sumOf(days))).toEqual([40, 6, 0]);
  });

  it('counts a shift under the rule of the dealership whose geofence holds its clock-in, else the person’s home', () => {
    const renoCrew = timeRulesOf(DEALERSHIPS, ['reno']);
    expect(ruleOfShift({ position: LOS_ANGELES }, renoCrew)).toBe('california');
    expect(ruleOfShift({ position: RENO }, renoCrew)).toBe('federal');
    expect(ruleOfShift({ position: null }, renoCrew)).toBe('federal');
    // Tapped far from every lot: the home's rule, not the nearest lot's.
    expect(ruleOfShift({ position: { lat: 36.17, lng: -115.14, accuracyM: 5 } }, renoCrew)).toBe('federal');
    expect(ruleOfShift({ position: null }, timeRulesOf(DEALERSHIPS, ['la']))).toBe('california');
  });

  it('counts a shift clocked in on a dealership’s kiosk under that dealership’s rule, with no position (issue #35)', () => {
    const renoCrew = timeRulesOf(DEALERSHIPS, ['reno']);
    expect(ruleOfShift({ position: null, dealershipId: 'la' }, renoCrew)).toBe('california');
    expect(ruleOfShift({ position: LOS_ANGELES, dealershipId: 'reno' }, renoCrew)).toBe('federal');
    // A ten-hour shift on the LA kiosk: California's daily overtime, for a crew member of Reno.
    const uid = 'kiosk-crew';
    const punches = shiftPunches(uid, at(16, 7), 10, null).map((punch) => ({
      ...punch,
      viaKiosk: 'kiosk-la',
      dealershipId: 'la',
    }));
    const rules = peopleRules(DEALERSHIPS, [{ uid, dealerships: ['reno'] }])(uid);
    const weeks = personWeeks(
      byPerson(punches, [], []).get(uid)!,
      payPeriodAt(at(18, 12), rules),
      rules,
      at(25, 12),
    );
    expect(inHours(sumOf(weeks))).toEqual([8, 2, 0]);
  });

  it('gives /time, the timesheet, its payroll file and the labor cost the same split', () => {
    const uid = 'mixed';
    const punches = [
      ...shiftPunches(uid, at(16, 7), 10, LOS_ANGELES),
      ...shiftPunches(uid, at(17, 7), 10, RENO),
      ...shiftPunches(uid, at(18, 7), 8, RENO),
      ...shiftPunches(uid, at(19, 7), 8, null), // no position: home (Reno)
      ...shiftPunches(uid, at(20, 7), 10, LOS_ANGELES),
    ];
    const now = at(25, 12);
    const rulesOf = peopleRules(DEALERSHIPS, [{ uid, dealerships: ['reno'] }]);
    const rules = rulesOf(uid);
    const person = byPerson(punches, [], []).get(uid)!;

    const period = payPeriodAt(at(18, 12), rules);
    const onTime = personWeeks(person, period, rules, now);
    expect(inHours(sumOf(onTime))).toEqual([40, 6, 0]);

    const [row] = timesheet(byPerson(punches, [], []), at(18, 12), rulesOf, now);
    expect(inHours(row!)).toEqual([40, 6, 0]);
    // The two 10-hour days in Los Angeles had no meal: California owes an hour's premium for each.
    expect(payrollHoursCsv([row!], () => ({ displayName: 'Mixed Week' })).split('\r\n')[1]).toBe(
      'Mixed,Week,40,6,0,2',
    );

    const { shifts } = shiftsFor(person, rules, now);
    const week = { start: at(16, 0), end: at(23, 0) };
    const rate = [{ effectiveFrom: '2025-01-01T00:00:00.000Z', value: 2_000 }];
    const labor = personLabor(uid, shifts, rate, week, rules, now);
    expect(inHours(labor.pay)).toEqual([40, 6, 0]);
    expect(labor.cents).toBe(40 * 2_000 + 6 * 3_000);
  });
});

describe('the payroll file’s overtime', () => {
  const tenHourDay = (uid: string) => shiftPunches(uid, at(17, 7), 10, null);

  it('is the person’s dealership’s, whatever order the dealerships come in', () => {
    for (const dealerships of [DEALERSHIPS, [...DEALERSHIPS].reverse()]) {
      const rulesOf = peopleRules(dealerships, [
        { uid: 'angeleno', dealerships: ['la'] },
        { uid: 'nevadan', dealerships: ['reno'] },
      ]);
      const punches = [...tenHourDay('angeleno'), ...tenHourDay('nevadan')];
      const rows = timesheet(byPerson(punches, [], []), at(18, 12), rulesOf, at(25, 12));
      const csv = payrollHoursCsv(rows, (uid) => ({
        displayName: uid === 'angeleno' ? 'Ana Angeleno' : 'Ned Nevadan',
      }));
      // Ana's 10 hours in California with no meal earn a premium hour; Nevada has no such rule.
      expect(csv.split('\r\n').slice(1, 3)).toEqual(['Ana,Angeleno,8,2,0,1', 'Ned,Nevadan,10,0,0,0']);
    }
  });
});
