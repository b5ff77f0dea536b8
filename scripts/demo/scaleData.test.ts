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
import { requiredShots } from '../../src/data/tickets/photoSlots';
import { BACKUP_FORMAT, BACKUP_VERSION, parseBackup } from '../../src/data/tickets/backup';

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

  it('has the photos its crews took: every shot a done ticket’s kind requires, named as the app names them', () => {
    let retakes = 0;
    for (const [id, ticket] of Object.entries(month.tickets)) {
      const shots = requiredShots(
        ticket.kind,
        ticket.photos.map((photo) => photo.slot),
      );
      if (ticket.status === 'done') expect(shots.missing).toEqual([]);
      if (ticket.status === 'inProgress') expect(shots.taken).toBeGreaterThan(0);
      if (ticket.status === 'open' || ticket.status === 'assigned') expect(ticket.photos).toEqual([]);
      if (ticket.photos.length > shots.taken) retakes += 1;
      const startedMs = Date.parse(ticket.history.find((step) => step.status === 'inProgress')?.at ?? '');
      const endedMs = ticket.status === 'done' ? Date.parse(ticket.updatedAt) : NOW;
      for (const photo of ticket.photos) {
        expect(photo.path).toMatch(new RegExp(`^tickets/${ticket.dealershipId}/${id}/[0-9a-f-]{36}\\.jpg$`));
        const takenMs = Date.parse(photo.takenAt);
        expect(takenMs).toBeGreaterThan(startedMs);
        expect(takenMs).toBeLessThanOrEqual(endedMs);
        // Its append was received after it was taken.
        expect(takenMs).toBeLessThanOrEqual(Date.parse(ticket.receivedAt));
      }
      expect(new Set(ticket.photos.map((photo) => photo.path)).size).toBe(ticket.photos.length);
    }
    expect(retakes).toBeGreaterThan(200);
  });

  it('names each step’s writer, as the app’s steps do', () => {
    const names = new Map(month.people.map((person) => [person.uid, person.displayName]));
    for (const ticket of Object.values(month.tickets))
      for (const step of ticket.history) expect(step.byName).toBe(names.get(step.by));
  });

  it('is work the app itself would have made: a backup of the month’s tickets restores (every VIN’s check digit right)', () => {
    const tickets = Object.entries(month.tickets).map(([id, ticket]) => {
      const fields: Record<string, unknown> = { id, ...ticket };
      delete fields.receivedAt;
      return fields;
    });
    const backup = JSON.stringify({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date(NOW).toISOString(),
      range: { from: '2026-10-26T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' },
      tickets,
    });
    const parsed = parseBackup(backup);
    expect(parsed.ok ? parsed.tickets.length : parsed.problem).toBe(3_000);
  });
});
