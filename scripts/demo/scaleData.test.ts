/**
 * The scale data (issue #33, item 5): a month is the size the benchmarks call 1×, ten
 * months ten times it with the same 40 people, and every document has the fields the
 * app's own writes carry.
 */
import { describe, expect, it } from 'vitest';
import { APP_CREATES, appFields } from './appWrites';
import { businessWeek } from '../../src/data/time/timesheet';
import { buildScaleData } from './scaleData';
import { wallTimeAt } from '../../src/utils/zonedTime';

const NOW = Date.parse('2026-11-25T23:00:00.000Z');

describe('a business at its real size', () => {
  const month = buildScaleData(1, '2026-11-25', NOW);

  it('is, for one month, about 3,000 tickets, 6,000 washes and 4,000 punches by 40 people', () => {
    expect(month.people).toHaveLength(40);
    expect(Object.keys(month.tickets)).toHaveLength(3_000);
    expect(Object.keys(month.washLogs)).toHaveLength(6_000);
    const punches = Object.keys(month.timePunches).length;
    expect(punches).toBeGreaterThan(3_000);
    expect(punches).toBeLessThan(5_000);
  });

  it('files each punch under its week in the business’s zone (checked on every tenth)', () => {
    const punches = Object.values(month.timePunches).filter((_, index) => index % 10 === 0);
    expect(punches.length).toBeGreaterThan(300);
    for (const punch of punches) {
      expect(punch.weekStart).toBe(
        businessWeek(Date.parse(punch.at), { zone: punch.timezone, weekStart: 1 }).key,
      );
    }
  });

  it('grows with the months, not the people', () => {
    const quarter = buildScaleData(3, '2026-11-25', NOW);
    expect(quarter.people).toHaveLength(40);
    expect(Object.keys(quarter.tickets)).toHaveLength(9_000);
  });

  it('has nothing later than now, and every field the app’s own writes carry', () => {
    for (const collection of ['tickets', 'washLogs', 'timePunches', 'payRates'] as const) {
      const create = APP_CREATES.find((one) => one.collection === collection);
      if (!create) throw new Error(`no app create of ${collection}`);
      const wanted = appFields(create.name, create.args, collection);
      const documents: Record<string, { receivedAt: string }> = month[collection];
      for (const document of Object.values(documents)) {
        expect(wanted.filter((field) => !(field in document))).toEqual([]);
        expect(Date.parse(document.receivedAt)).toBeLessThanOrEqual(NOW);
      }
    }
  });

  it('pays everyone who clocks in by the hour from before their first punch, every third with a raise mid-month', () => {
    const punches = Object.values(month.timePunches);
    const clocking = new Set(punches.map((punch) => punch.uid));
    const rates = Object.values(month.payRates);
    expect(rates.map((rate) => rate.uid).sort()).toEqual([...clocking].sort());
    expect(rates).toHaveLength(30);
    const firstPunchMs = Math.min(...punches.map((punch) => Date.parse(punch.at)));
    for (const rate of rates) {
      expect(Date.parse(rate.history[0]?.effectiveFrom ?? '')).toBeLessThan(firstPunchMs);
      expect(Date.parse(rate.receivedAt)).toBeLessThanOrEqual(NOW);
      for (const step of rate.history) {
        expect(Number.isInteger(step.hourlyRateCents) && step.hourlyRateCents > 0).toBe(true);
        // In force from the business's midnight, as the rate form sets it; set before then.
        expect(wallTimeAt(Date.parse(step.effectiveFrom), 'America/Chicago')).toMatchObject({
          hour: 0,
          minute: 0,
          second: 0,
        });
        expect(Date.parse(step.setAt)).toBeLessThanOrEqual(Date.parse(step.effectiveFrom));
      }
    }
    expect(new Set(rates.map((rate) => rate.history[0]?.hourlyRateCents)).size).toBe(rates.length);
    // A raise with hours worked on both sides of it: the month's labor cost prices both rates.
    const raised = rates.filter((rate) => rate.history.length === 2);
    expect(raised).toHaveLength(10);
    for (const rate of raised) {
      const [before, after] = rate.history;
      expect(after?.hourlyRateCents).toBeGreaterThan(before?.hourlyRateCents ?? Infinity);
      const raisedFromMs = Date.parse(after?.effectiveFrom ?? '');
      const own = punches.filter((punch) => punch.uid === rate.uid).map((punch) => Date.parse(punch.at));
      expect(own.some((at) => at < raisedFromMs)).toBe(true);
      expect(own.some((at) => at >= raisedFromMs)).toBe(true);
    }
  });
});
