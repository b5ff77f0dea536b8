// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * The stage times benchmark's workload (bench/tickets.bench.ts, through the test hooks): a
 * month of two dealerships' done tickets (and a tenth still open), computed the way the
 * stage times screen computes them.
 */
import type { Ticket, TicketHistoryEntry } from '../model';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../utils/duration';
import { stageReport } from './stages';

const KINDS = ['delivery', 'serviceWash', 'lotPrep', 'photos', 'detail', 'other'] as const;

function monthOfTickets(count: number, now: number): (Ticket & { id: string })[] {
  const tickets: (Ticket & { id: string })[] = [];
  for (let index = 0; index < count; index += 1) {
    // Requested 1 to 30 days ago: every done ticket is done within the 30-day period.
    const requested = now - ((index * 37) % (29 * 24)) * HOUR_MS - DAY_MS;
    const step = (status: TicketHistoryEntry['status'], afterMinutes: number): TicketHistoryEntry => ({
      status,
      at: new Date(requested + afterMinutes * MINUTE_MS).toISOString(),
      by: 'bench',
    });
    const stillOpen = index % 10 === 0;
    const history = stillOpen
      ? [step('open', 0)]
      : [
          step('open', 0),
          step('assigned', 30 + (index % 90)),
          step('inProgress', 150 + (index % 240)),
          step('done', 400 + (index % 600)),
        ];
    tickets.push({
      id: `stage-bench-${index}`,
      dealershipId: index % 2 === 0 ? 'dealer-north' : 'dealer-south',
      kind: KINDS[index % KINDS.length] ?? 'delivery',
      vehicle: { stock: `SB${index}`, vin: '', year: 2022, make: 'Honda', model: 'Civic', color: 'Blue' },
      from: 'Lot',
      to: 'Front line',
      dueAt: new Date(requested + DAY_MS).toISOString(),
      priority: 'normal',
      status: stillOpen ? 'open' : 'done',
      assigneeUid: stillOpen ? null : 'crew',
      requestedBy: 'office',
      salespersonUid: null,
      history,
      notes: '',
      photos: [],
      priceCents: 4500,
      createdAt: history[0]?.at ?? '',
      updatedAt: history.at(-1)?.at ?? '',
    });
  }
  return tickets;
}

/** Times `runs` computations of the screen's month over `count` tickets; resolves with each run's milliseconds. */
export async function timeStageReport(count: number, runs: number): Promise<number[]> {
  const now = Date.now();
  const tickets = monthOfTickets(count, now);
  const dealerships = [
    { id: 'dealer-north', agingTargetHours: { serviceWash: 6 } },
    { id: 'dealer-south', agingTargetHours: {} },
  ];
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const report = stageReport(tickets, dealerships, 30, now);
    timings.push(performance.now() - started);
    const counted = report.groups.reduce((sum, group) => sum + group.figures.tickets, 0);
    if (counted !== count - Math.ceil(count / 10)) throw new Error(`${counted} done tickets counted`);
  }
  return timings;
}
