/**
 * What the money screens compute from, gathered from the device's copy: everyone's shifts
 * (approved corrections applied), the pay-rate and price histories as changes in force
 * from an instant, the work and the invoices.
 */
import type { Mirrored } from '../db';
import type { MirroredData } from '../mirror/mirroredData';
import type { Dealership } from '../model';
import { byPerson, shiftsFor, type TimeRules } from '../time/timesheet';
import type { Shift } from '../time/shifts';
import { personBreaks, type TimeAttestation } from '../time/attestations';
import type { WorkdayBreaks } from '../time/breaks';
import { priceHistoryOf } from './figures';
import type { BusinessClock, FinanceInput } from './overview';

/** The last shifts worked out, with what they were worked out from. */
let lastShifts: {
  from: readonly unknown[];
  shifts: ReadonlyMap<string, readonly Shift[]>;
} | null = null;

/**
 * Everyone's shifts on the device, by person (each with their own open-shift limit). The
 * same punches, corrections and weeks (the same readings), rules and instant give the same
 * shifts, kept from the last call: /labor asks twice in one draw (its period's figures and
 * who is heading into overtime), and the money screen opened next in the same minute asks
 * again; a month's ~4,000 punches cost ~130 ms each time at 4× CPU (bench/scale, /labor).
 * Read only: the same map goes to every caller.
 */
export function everyonesShifts(
  data: MirroredData,
  rulesOf: (uid: string) => TimeRules,
  now: number,
): ReadonlyMap<string, readonly Shift[]> {
  const from = [data.timePunches, data.timeCorrections, data.timeWeeks, rulesOf, now];
  if (lastShifts?.from.every((input, index) => input === from[index])) return lastShifts.shifts;
  const shifts = new Map<string, Shift[]>();
  for (const person of byPerson(data.timePunches, data.timeCorrections, data.timeWeeks).values())
    shifts.set(person.uid, shiftsFor(person, rulesOf(person.uid), now).shifts);
  lastShifts = { from, shifts };
  return shifts;
}

/**
 * Everyone's workdays under California's meal and rest periods, from their shifts and
 * their word at clock-out: the premiums the money screens count.
 */
export function everyonesBreakDays(
  attestations: readonly Mirrored<TimeAttestation>[],
  shifts: ReadonlyMap<string, readonly Shift[]>,
  rulesOf: (uid: string) => TimeRules,
  now: number,
): Map<string, WorkdayBreaks[]> {
  const wordsOf = byPerson([], [], [], attestations);
  const days = new Map<string, WorkdayBreaks[]>();
  for (const [uid, personShifts] of shifts) {
    const workdays = personBreaks(personShifts, wordsOf.get(uid)?.attestations ?? [], rulesOf(uid), now);
    if (workdays.length > 0) days.set(uid, workdays);
  }
  return days;
}

/** `clock`: the business's (the periods' days); `rulesOf`: each person's (their hours). */
export function financeInputOf(
  data: MirroredData,
  shifts: ReadonlyMap<string, readonly Shift[]>,
  clock: BusinessClock,
  rulesOf: (uid: string) => TimeRules,
  now: number,
): FinanceInput {
  const prices = new Map(
    data.dealerships.map((dealership: Mirrored<Dealership>) => [dealership.id, priceHistoryOf(dealership)]),
  );
  return {
    tickets: data.tickets,
    washes: data.washLogs,
    invoices: data.invoices,
    pricesOf: (id) => prices.get(id) ?? [],
    shifts,
    rates: new Map(
      data.payRates.map((rate) => [
        rate.uid,
        rate.history.map((step) => ({ effectiveFrom: step.effectiveFrom, value: step.hourlyRateCents })),
      ]),
    ),
    clock: { zone: clock.zone, weekStart: clock.weekStart },
    rulesOf,
    breakDays: everyonesBreakDays(data.timeAttestations, shifts, rulesOf, now),
  };
}

/** What the money screens compute from the device's copy, everyone's shifts included. */
export const financeInputFromCopy = (
  data: MirroredData,
  clock: BusinessClock,
  rulesOf: (uid: string) => TimeRules,
  now: number,
): FinanceInput => financeInputOf(data, everyonesShifts(data, rulesOf, now), clock, rulesOf, now);
