import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../utils/duration';
import { instantOf } from '../../utils/zonedTime';
import type { TicketHistoryEntry, TicketStatus } from '../model';
import {
  agingTargetHoursOf,
  agingTickets,
  DEFAULT_AGING_TARGET_HOURS,
  longestStage,
  percentile,
  stageFigures,
  stageGroups,
  stageTimesOf,
} from './stages';

const CHICAGO = 'America/Chicago';
const iso = (instant: number) => new Date(instant).toISOString();
const step = (status: TicketStatus, instant: number): TicketHistoryEntry => ({
  status,
  at: iso(instant),
  by: 'u1',
});
const ticket = (...steps: TicketHistoryEntry[]) => ({ history: steps });

describe('a ticket’s time in each stage', () => {
  it('adds the time between its steps to the stage each began', () => {
    const start = instantOf(CHICAGO, 2026, 11, 16, 8);
    const times = stageTimesOf(
      ticket(
        step('open', start),
        step('assigned', start + 90 * MINUTE_MS),
        step('inProgress', start + 2 * HOUR_MS),
        step('done', start + 5 * HOUR_MS),
      ),
      start + 24 * HOUR_MS,
    );
    expect(times.ms).toEqual({ open: 90 * MINUTE_MS, assigned: 30 * MINUTE_MS, inProgress: 3 * HOUR_MS });
    expect(times.requestToDoneMs).toBe(5 * HOUR_MS);
    expect(times.current).toBeNull();
  });

  it('counts a reopened ticket’s second wait and second work, and request to done to its last done', () => {
    const start = instantOf(CHICAGO, 2026, 11, 16, 8);
    const times = stageTimesOf(
      ticket(
        step('open', start),
        step('inProgress', start + 1 * HOUR_MS),
        step('done', start + 2 * HOUR_MS),
        // Reopened the next morning (a missed spot), claimed and finished again.
        step('open', start + 24 * HOUR_MS),
        step('assigned', start + 25 * HOUR_MS),
        step('inProgress', start + 26 * HOUR_MS),
        step('done', start + 26 * HOUR_MS + 30 * MINUTE_MS),
      ),
      start + 48 * HOUR_MS,
    );
    expect(times.ms).toEqual({ open: 2 * HOUR_MS, assigned: HOUR_MS, inProgress: HOUR_MS + 30 * MINUTE_MS });
    expect(times.requestToDoneMs).toBe(26 * HOUR_MS + 30 * MINUTE_MS);
  });

  it('counts the real hours of a daylight-saving night: 11 h open over the fall-back night, not 10', () => {
    // Chicago, Sunday 1 November 2026: 2 AM happens twice. 8 PM Saturday to 6 AM Sunday is 11 hours.
    const saturdayEvening = instantOf(CHICAGO, 2026, 10, 31, 20);
    const sundayMorning = instantOf(CHICAGO, 2026, 11, 1, 6);
    const times = stageTimesOf(
      ticket(step('open', saturdayEvening), step('inProgress', sundayMorning)),
      sundayMorning,
    );
    expect(times.ms.open).toBe(11 * HOUR_MS);
    // And the spring-forward night, 8 March 2026: 8 PM to 6 AM is 9 hours.
    const springEvening = instantOf(CHICAGO, 2026, 3, 7, 20);
    const springMorning = instantOf(CHICAGO, 2026, 3, 8, 6);
    expect(
      stageTimesOf(ticket(step('open', springEvening), step('assigned', springMorning)), springMorning).ms
        .open,
    ).toBe(9 * HOUR_MS);
  });

  it('counts a stage still running up to now, says which and since when, and puts two phones’ steps in order', () => {
    const start = instantOf(CHICAGO, 2026, 11, 16, 8);
    const times = stageTimesOf(
      ticket(step('assigned', start + HOUR_MS), step('open', start)),
      start + 4 * HOUR_MS,
    );
    expect(times.ms).toEqual({ open: HOUR_MS, assigned: 3 * HOUR_MS, inProgress: 0 });
    expect(times.current).toEqual({ stage: 'assigned', since: start + HOUR_MS });
    expect(times.requestToDoneMs).toBeNull();
  });

  it('stops counting at a cancellation', () => {
    const start = instantOf(CHICAGO, 2026, 11, 16, 8);
    const times = stageTimesOf(
      ticket(step('open', start), step('cancelled', start + HOUR_MS)),
      start + 9 * HOUR_MS,
    );
    expect(times.ms.open).toBe(HOUR_MS);
    expect(times.current).toBeNull();
    expect(times.requestToDoneMs).toBeNull();
  });
});

describe('a dealership’s stage figures', () => {
  it('takes the nearest-rank percentile: the 90th of ten values is the ninth', () => {
    const values = [5, 1, 9, 3, 7, 2, 8, 4, 10, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.9)).toBe(9);
    expect(percentile([42], 0.9)).toBe(42);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('gives each stage’s median and 90th percentile over the tickets that entered it, and request to done', () => {
    const start = instantOf(CHICAGO, 2026, 11, 16, 8);
    // Ten tickets: open i hours, then worked 1 hour; every other one was claimed for 30 minutes first.
    const tickets = Array.from({ length: 10 }, (_, index) => {
      const opened = start + index * 24 * HOUR_MS;
      const waited = (index + 1) * HOUR_MS;
      const claimed = index % 2 === 0 ? 30 * MINUTE_MS : 0;
      return ticket(
        step('open', opened),
        ...(claimed ? [step('assigned', opened + waited)] : []),
        step('inProgress', opened + waited + claimed),
        step('done', opened + waited + claimed + HOUR_MS),
      );
    });
    const figures = stageFigures(tickets, start + 30 * 24 * HOUR_MS);
    expect(figures.tickets).toBe(10);
    expect(figures.stages.open).toEqual({ median: 5 * HOUR_MS, p90: 9 * HOUR_MS });
    expect(figures.stages.assigned).toEqual({ median: 30 * MINUTE_MS, p90: 30 * MINUTE_MS });
    expect(figures.stages.inProgress).toEqual({ median: HOUR_MS, p90: HOUR_MS });
    // Request to done: 2.5, 3, 4.5, 5, 6.5, 7, 8.5, 9, 10.5 and 11 hours (the claimed ones half an
    // hour longer): the fifth and the ninth.
    expect(figures.requestToDone.median).toBe(6 * HOUR_MS + 30 * MINUTE_MS);
    expect(figures.requestToDone.p90).toBe(10 * HOUR_MS + 30 * MINUTE_MS);
  });
});

describe('aging tickets and where work waits (issue #36)', () => {
  const start = instantOf(CHICAGO, 2026, 11, 16, 8);
  const work = (
    id: string,
    kind: 'delivery' | 'serviceWash',
    dealershipId: string,
    ...steps: TicketHistoryEntry[]
  ) => ({
    id,
    kind,
    dealershipId,
    status: steps.at(-1)?.status ?? 'open',
    history: steps,
  });

  it('lists tickets not done past their dealership’s target for their kind, the furthest over first', () => {
    const now = start + 30 * HOUR_MS;
    const tickets = [
      // A delivery requested 30 h ago, claimed at 20 h: 6 h over the 24 h default, claimed for 10 h.
      work('late-delivery', 'delivery', 'd1', step('open', start), step('assigned', start + 20 * HOUR_MS)),
      // A service wash 30 h old at d2, whose target is 6 h: 24 h over.
      work('late-wash', 'serviceWash', 'd2', step('open', start)),
      // Within target (requested 2 h ago), and a finished one: neither is aging.
      work('fresh', 'delivery', 'd1', step('open', now - 2 * HOUR_MS)),
      work('done', 'delivery', 'd1', step('open', start), step('done', start + HOUR_MS)),
    ];
    const targets = { d2: { agingTargetHours: { serviceWash: 6 } } } as Record<
      string,
      { agingTargetHours: { serviceWash: number } }
    >;
    const aging = agingTickets(
      tickets,
      (dealershipId, kind) => agingTargetHoursOf(targets[dealershipId], kind),
      now,
    );
    expect(
      aging.map((each) => [each.ticket.id, each.overMs / HOUR_MS, each.stage, each.inStageMs / HOUR_MS]),
    ).toEqual([
      ['late-wash', 24, 'open', 30],
      ['late-delivery', 6, 'assigned', 10],
    ]);
    expect(agingTargetHoursOf(undefined, 'delivery')).toBe(DEFAULT_AGING_TARGET_HOURS.delivery);
  });

  it('groups the tickets done in the period by dealership and kind, and names the stage with the longest median', () => {
    const to = start + 48 * HOUR_MS;
    const done = (id: string, dealershipId: string, openH: number, workH: number, endAt = start) =>
      work(
        id,
        'delivery',
        dealershipId,
        step('open', endAt),
        step('inProgress', endAt + openH * HOUR_MS),
        step('done', endAt + (openH + workH) * HOUR_MS),
      );
    const groups = stageGroups(
      [
        done('a', 'd1', 5, 1),
        done('b', 'd1', 7, 2),
        done('c', 'd2', 1, 3),
        // Done before the period began: left out.
        done('old', 'd1', 1, 1, start - 72 * HOUR_MS),
        work('open', 'delivery', 'd1', step('open', start)),
      ],
      start,
      to,
      to,
    );
    expect(groups.map((group) => [group.dealershipId, group.kind, group.figures.tickets])).toEqual([
      ['d1', 'delivery', 2],
      ['d2', 'delivery', 1],
    ]);
    expect(groups[0]?.figures.stages.open).toEqual({ median: 5 * HOUR_MS, p90: 7 * HOUR_MS });
    expect(longestStage(groups[0]!.figures)).toBe('open');
    expect(longestStage(groups[1]!.figures)).toBe('inProgress');
    expect(longestStage(stageFigures([], to))).toBeNull();
  });
});
