/**
 * The scale data (issue #33, item 5): a month is the size the benchmarks call 1×, ten
 * months ten times it with the same 40 people, and every document has the fields the
 * app's own writes carry.
 */
import { describe, expect, it } from 'vitest';
import { APP_CREATES, appFields } from './appWrites';
import { businessWeek } from '../../src/data/time/timesheet';
import { buildScaleData } from './scaleData';

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
    for (const collection of ['tickets', 'washLogs', 'timePunches'] as const) {
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
});
