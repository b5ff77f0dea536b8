/**
 * Time in each stage (issue #36, part 4, first piece): how long a ticket waited to be
 * claimed (open), sat claimed (assigned) and was worked (in progress), read from its status
 * steps, and the dealership's figures over many tickets (median, 90th percentile, request
 * to done). Durations are elapsed time between the steps' UTC instants, so a daylight-saving
 * night counts its real hours (23 or 25 in that day); only the choice of a period's tickets
 * uses the dealership's calendar, and the screen does that.
 */
import type { Dealership, Ticket, TicketKind, TicketStatus } from '../model';
import { DAY_MS, HOUR_MS } from '../../utils/duration';

/** The stages a ticket spends time in before it is done or cancelled. */
export const TICKET_STAGES = ['open', 'assigned', 'inProgress'] as const;
export type TicketStage = (typeof TICKET_STAGES)[number];

const isStage = (status: TicketStatus): status is TicketStage =>
  (TICKET_STAGES as readonly TicketStatus[]).includes(status);

export interface StageTimes {
  /** Milliseconds spent in each stage, every visit added (a reopened ticket waits again). */
  ms: Record<TicketStage, number>;
  /** From the request (its first step) to its last `done`; null while it is not done. */
  requestToDoneMs: number | null;
  /** The stage it is in now (null: done or cancelled), and since when (epoch ms). */
  current: { stage: TicketStage; since: number } | null;
}

/**
 * A ticket's time in each stage up to `now`, from its history in time order (steps written
 * out of order by two phones are put in order by their instants). A stage still running
 * counts up to `now`.
 */
export function stageTimesOf(ticket: Pick<Ticket, 'history'>, now: number): StageTimes {
  const steps = ticket.history
    .map((step) => ({ status: step.status, at: Date.parse(step.at) }))
    .filter((step) => Number.isFinite(step.at));
  // Almost always written in order already: sorted only when two phones' steps crossed.
  if (steps.some((step, index) => index > 0 && step.at < (steps[index - 1]?.at ?? step.at)))
    steps.sort((a, b) => a.at - b.at);
  const ms: Record<TicketStage, number> = { open: 0, assigned: 0, inProgress: 0 };
  steps.forEach((step, index) => {
    if (!isStage(step.status)) return;
    const end = steps[index + 1]?.at ?? now;
    ms[step.status] += Math.max(0, end - step.at);
  });
  const last = steps.at(-1);
  const doneAt = steps.findLast((step) => step.status === 'done')?.at;
  const finished = last?.status === 'done';
  return {
    ms,
    requestToDoneMs: finished && doneAt !== undefined && steps[0] ? doneAt - steps[0].at : null,
    current: last && isStage(last.status) ? { stage: last.status, since: last.at } : null,
  };
}

/**
 * The value below which `fraction` of `values` fall, by the nearest-rank method (the
 * smallest value with at least that share at or under it); null for none.
 */
export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? null;
}

export interface StageFigures {
  tickets: number;
  /** Per stage: median and 90th percentile of the time spent in it (ms), over the tickets that entered it. */
  stages: Record<TicketStage, { median: number | null; p90: number | null }>;
  requestToDone: { median: number | null; p90: number | null };
}

/** The figures of done tickets (each counted once, whatever its reopenings). */
export function stageFigures(tickets: readonly Pick<Ticket, 'history'>[], now: number): StageFigures {
  // One pass: each ticket's times once, into the lists of the stages it entered.
  const spent: Record<TicketStage, number[]> = { open: [], assigned: [], inProgress: [] };
  const requestToDone: number[] = [];
  for (const ticket of tickets) {
    const times = stageTimesOf(ticket, now);
    for (const stage of TICKET_STAGES)
      if (ticket.history.some((step) => step.status === stage)) spent[stage].push(times.ms[stage]);
    if (times.requestToDoneMs !== null) requestToDone.push(times.requestToDoneMs);
  }
  const spread = (values: readonly number[]) => ({
    median: percentile(values, 0.5),
    p90: percentile(values, 0.9),
  });
  return {
    tickets: tickets.length,
    stages: {
      open: spread(spent.open),
      assigned: spread(spent.assigned),
      inProgress: spread(spent.inProgress),
    },
    requestToDone: spread(requestToDone),
  };
}

/**
 * Hours after its request a ticket not done is aging, where its dealership has set none
 * (issue #36): a service wash is same-visit work; deliveries and photos are next-day; lot
 * prep and detail take two days, as recon tools' defaults put them.
 */
export const DEFAULT_AGING_TARGET_HOURS: Record<TicketKind, number> = {
  delivery: 24,
  serviceWash: 4,
  lotPrep: 48,
  photos: 24,
  detail: 48,
  other: 48,
};

/** A dealership's aging target for a kind of work, in hours. */
export function agingTargetHoursOf(
  dealership: Pick<Dealership, 'agingTargetHours'> | undefined,
  kind: TicketKind,
) {
  return dealership?.agingTargetHours?.[kind] ?? DEFAULT_AGING_TARGET_HOURS[kind];
}

export interface AgingTicket<T> {
  ticket: T;
  /** From its request to now. */
  ageMs: number;
  /** How far past its target. */
  overMs: number;
  /** The stage it waits in now, and for how long. */
  stage: TicketStage;
  inStageMs: number;
}

/**
 * The tickets not done yet past their dealership's target for their kind (from the request,
 * the first step, to `now`), the furthest over first.
 */
export function agingTickets<T extends Pick<Ticket, 'history' | 'kind' | 'dealershipId' | 'status'>>(
  tickets: readonly T[],
  targetHours: (dealershipId: string, kind: TicketKind) => number,
  now: number,
): AgingTicket<T>[] {
  const aging: AgingTicket<T>[] = [];
  for (const ticket of tickets) {
    // Done and cancelled tickets (most of a month's) are not read step by step.
    if (ticket.status === 'done' || ticket.status === 'cancelled') continue;
    const { current } = stageTimesOf(ticket, now);
    if (!current) continue;
    const requested = Math.min(...ticket.history.map((step) => Date.parse(step.at)).filter(Number.isFinite));
    if (!Number.isFinite(requested)) continue;
    const ageMs = now - requested;
    const overMs = ageMs - targetHours(ticket.dealershipId, ticket.kind) * HOUR_MS;
    if (overMs > 0)
      aging.push({ ticket, ageMs, overMs, stage: current.stage, inStageMs: now - current.since });
  }
  return aging.sort((a, b) => b.overMs - a.overMs);
}

/** The stage whose median is longest: where work waits longest (null: no stage has a figure). */
export function longestStage(figures: StageFigures): TicketStage | null {
  let longest: TicketStage | null = null;
  for (const stage of TICKET_STAGES) {
    const median = figures.stages[stage].median;
    if (median !== null && (longest === null || median > (figures.stages[longest].median ?? 0)))
      longest = stage;
  }
  return longest;
}

export interface StageGroup {
  dealershipId: string;
  kind: TicketKind;
  figures: StageFigures;
}

/**
 * The figures of the tickets done in [from, to) (epoch ms; their last `done` step), per
 * dealership and kind of work, sorted by dealership id, then kind.
 */
export function stageGroups(
  tickets: readonly Pick<Ticket, 'history' | 'kind' | 'dealershipId' | 'status'>[],
  from: number,
  to: number,
  now: number,
): StageGroup[] {
  const groups = new Map<
    string,
    { dealershipId: string; kind: TicketKind; tickets: Pick<Ticket, 'history'>[] }
  >();
  for (const ticket of tickets) {
    if (ticket.status !== 'done') continue;
    let doneAt = Number.NaN;
    for (const step of ticket.history) if (step.status === 'done') doneAt = Date.parse(step.at);
    if (!(doneAt >= from && doneAt < to)) continue;
    const key = `${ticket.dealershipId}\n${ticket.kind}`;
    let group = groups.get(key);
    if (!group) {
      group = { dealershipId: ticket.dealershipId, kind: ticket.kind, tickets: [] };
      groups.set(key, group);
    }
    group.tickets.push(ticket);
  }
  return [...groups.values()]
    .sort((a, b) => a.dealershipId.localeCompare(b.dealershipId) || a.kind.localeCompare(b.kind))
    .map((group) => ({
      dealershipId: group.dealershipId,
      kind: group.kind,
      figures: stageFigures(group.tickets, now),
    }));
}

/** How far back the stage times screen looks: a week or a month (the device keeps 30 days). */
export const STAGE_PERIOD_DAYS = [7, 30] as const;
export type StagePeriodDays = (typeof STAGE_PERIOD_DAYS)[number];

export interface StageReport<T> {
  groups: StageGroup[];
  aging: AgingTicket<T>[];
}

/**
 * What the stage times screen shows: the figures of the tickets done in the last
 * `periodDays` days, per dealership and kind, and the tickets aging now against each
 * dealership's targets.
 */
export function stageReport<T extends Pick<Ticket, 'history' | 'kind' | 'dealershipId' | 'status'>>(
  tickets: readonly T[],
  dealerships: readonly (Pick<Dealership, 'agingTargetHours'> & { id: string })[],
  periodDays: StagePeriodDays,
  now: number,
): StageReport<T> {
  const byId = new Map(dealerships.map((dealership) => [dealership.id, dealership]));
  return {
    groups: stageGroups(tickets, now - periodDays * DAY_MS, now + 1, now),
    aging: agingTickets(
      tickets,
      (dealershipId, kind) => agingTargetHoursOf(byId.get(dealershipId), kind),
      now,
    ),
  };
}
