// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * The money benchmark's workload (bench/finance.bench.ts, through the test hooks): a month
 * of work for two dealerships put into this device's copy (done tickets, washes, four
 * punches per shift, everyone's pay rate), so /finance is timed on what it reads from
 * IndexedDB and computes, as on an owner's phone.
 */
import { getDatabase, type Mirrored } from '../db';
import type { PayRate, Ticket, TimePunch, WashLog } from '../model';
import { DAY_MS, HOUR_MS } from '../../utils/duration';

const KINDS = ['delivery', 'lotPrep', 'photos', 'detail'] as const;
/** Thirty days back from now: this month and the end of the last, as a month's view reads. */
const SPAN_MS = 30 * DAY_MS;
const PEOPLE = 40;

export async function seedLocalMoney(
  dealershipIds: readonly string[],
  counts: { tickets: number; washes: number; punches: number },
): Promise<void> {
  const db = getDatabase();
  const now = Date.now();
  const dealershipOf = (index: number) => dealershipIds[index % dealershipIds.length] ?? 'd1';
  const tickets: Mirrored<Ticket>[] = Array.from({ length: counts.tickets }, (_, index) => {
    const done = new Date(now - ((index * 7_919) % SPAN_MS)).toISOString();
    const created = new Date(Date.parse(done) - 3 * HOUR_MS).toISOString();
    return {
      id: `money-bench-ticket-${index}`,
      dealershipId: dealershipOf(index),
      kind: KINDS[index % KINDS.length] ?? 'delivery',
      vehicle: {
        stock: `MB${index}`,
        vin: `MONEYBENCH${String(index).padStart(7, '0')}`,
        year: 2022,
        make: 'Toyota',
        model: 'Camry',
        color: 'Silver',
      },
      from: 'Lot A',
      to: 'Service drive',
      dueAt: done,
      priority: 'normal',
      status: 'done',
      assigneeUid: `money-bench-person-${index % PEOPLE}`,
      requestedBy: 'bench',
      salespersonUid: null,
      history: [
        { status: 'open', at: created, by: 'bench' },
        { status: 'done', at: done, by: `money-bench-person-${index % PEOPLE}` },
      ],
      notes: '',
      photos: [],
      priceCents: 4_500,
      createdAt: created,
      updatedAt: done,
    };
  });
  const washes: Mirrored<WashLog>[] = Array.from({ length: counts.washes }, (_, index) => ({
    id: `money-bench-wash-${index}`,
    dealershipId: dealershipOf(index),
    uid: `money-bench-person-${index % PEOPLE}`,
    washedAt: new Date(now - ((index * 6_007) % SPAN_MS)).toISOString(),
    reference: `RO${200_000 + index}`,
    vin: null,
    kind: 'service',
    note: '',
    voided: index % 50 === 0 ? { by: 'bench', at: new Date(now).toISOString(), reason: 'twice' } : null,
    receivedAt: new Date(now).toISOString(),
  }));
  // Four punches a shift: in, break, back, out; shifts spread over the people and the days.
  const punches: Mirrored<TimePunch>[] = [];
  for (let shift = 0; shift < counts.punches / 4; shift++) {
    const person = shift % PEOPLE;
    const day = Math.floor(shift / PEOPLE) + 1;
    const start = now - day * DAY_MS - (person % 5) * HOUR_MS;
    for (const [kind, at] of [
      ['in', start],
      ['breakStart', start + 4 * HOUR_MS],
      ['breakEnd', start + 4.5 * HOUR_MS],
      ['out', start + 9 * HOUR_MS],
    ] as const)
      punches.push({
        id: `money-bench-punch-${shift}-${kind}`,
        uid: `money-bench-person-${person}`,
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
  const rates: Mirrored<PayRate>[] = Array.from({ length: PEOPLE }, (_, person) => ({
    id: `money-bench-person-${person}`,
    uid: `money-bench-person-${person}`,
    history: [
      {
        hourlyRateCents: 1_600 + person * 10,
        effectiveFrom: '2025-01-01T06:00:00.000Z',
        setBy: 'bench',
        setAt: '2025-01-01T06:00:00.000Z',
      },
    ],
  }));
  await db.transaction('rw', [db.tickets, db.washLogs, db.timePunches, db.payRates], async () => {
    await db.tickets.bulkPut(tickets);
    await db.washLogs.bulkPut(washes);
    await db.timePunches.bulkPut(punches);
    await db.payRates.bulkPut(rates);
  });
}
