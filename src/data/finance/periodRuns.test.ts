/**
 * A period read from the server is computed a run of days at a time (useWindowFigures,
 * SERVER_RUN_DAYS), each run from the documents cut for it (documentsByRun), and the runs
 * joined (mergeFinanceFigures, mergeLaborRows). Here the joined figures are held to the
 * figures the same arithmetic gives over the whole period and every document at once, on
 * three months of irregular work at two dealerships on two clocks and two overtime laws:
 * weeks of six and seven days, shifts across midnight and across the runs' edges, forgotten
 * clock-outs mended by an added punch, a price list and pay rates changed inside the period,
 * a ticket finished twice, voided washes, the night daylight time ends, and days still to come.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_COPY } from '../../testing/copies';
import { seededRandom } from '../../utils/random';
import { DAY_MS, HOUR_MS } from '../../utils/duration';
import { instantOf } from '../../utils/zonedTime';
import type { Mirrored } from '../db';
import type { MirroredData } from '../mirror/mirroredData';
import type {
  Dealership,
  Invoice,
  PayRate,
  PricedKind,
  Ticket,
  TicketKind,
  TimeCorrection,
  TimePunch,
  WashLog,
} from '../model';
import { businessWeek, peopleRules, timeRulesOf } from '../time/timesheet';
import { financeInputFromCopy } from './inputs';
import { eachEarning, type Earning } from './figures';
import { laborAnalytics, mergeLaborRows, type PersonLaborRow } from './labor';
import { financeFigures, mergeFinanceFigures, splitWindow, windowOfDays, type DayWindow } from './overview';
import { documentsByRun, PERIOD_FIELDS, withPeriodDocuments, type PeriodDocuments } from './serverPeriod';
import { SERVER_RUN_DAYS } from './useWindowFigures';

const NOW = Date.parse('2026-11-25T18:00:00.000Z');
const CHICAGO = 'America/Chicago';
const iso = (instant: number) => new Date(instant).toISOString();
const prices = (base: number): Record<PricedKind, number> => ({
  delivery: base,
  serviceWash: Math.round(base / 3),
  lotPrep: base + 1_250,
  photos: base - 999,
  detail: base + 7_001,
});
const step = (effectiveFrom: string, base: number) => ({
  prices: prices(base),
  effectiveFrom,
  setBy: 'owner',
  setAt: effectiveFrom,
});

const DEALERSHIPS = [
  {
    id: 'north',
    name: 'North',
    code: 'N',
    address: '',
    timezone: CHICAGO,
    weekStart: 1,
    overtimeRule: 'federal',
    active: true,
    priceList: prices(8_900),
    // Changed in the middle of the long period, at the business's midnight.
    priceHistory: [step('2026-01-01T06:00:00.000Z', 7_500), step('2026-09-15T05:00:00.000Z', 8_900)],
  },
  {
    id: 'coast',
    name: 'Coast',
    code: 'C',
    address: '',
    timezone: 'America/Los_Angeles',
    weekStart: 0,
    overtimeRule: 'california',
    active: true,
    priceList: prices(9_400),
  },
] as Mirrored<Dealership>[];
const PEOPLE = [
  { uid: 'nina', dealerships: ['north'] },
  { uid: 'noah', dealerships: ['north'] },
  { uid: 'nell', dealerships: ['north'] },
  { uid: 'cora', dealerships: ['coast'] },
  { uid: 'cruz', dealerships: ['coast'] },
  { uid: 'cleo', dealerships: ['coast'] },
];

/** Three months and more of work before NOW, the same on every run. */
function business(): MirroredData {
  const random = seededRandom(3_317);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const firstMs = Date.parse('2026-07-20T12:00:00.000Z');
  const timePunches: Mirrored<TimePunch>[] = [];
  const timeCorrections: Mirrored<TimeCorrection>[] = [];
  for (const person of PEOPLE) {
    const dealership = DEALERSHIPS.find((one) => one.id === person.dealerships[0]) as Mirrored<Dealership>;
    const clock = { zone: dealership.timezone, weekStart: dealership.weekStart as 0 | 1 };
    for (let day = 0; day * DAY_MS + firstMs < NOW; day++) {
      // Most days worked, so some weeks have six or seven.
      if (random() < 0.2) continue;
      const date = new Date(firstMs + day * DAY_MS);
      // From 5 am to 9 pm on their clock: the late ones run past midnight.
      const start = instantOf(
        clock.zone,
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        5 + Math.floor(random() * 17),
        Math.floor(random() * 60),
      );
      const end = start + (5 + random() * 8) * HOUR_MS;
      if (end > NOW) continue;
      const punch = (kind: TimePunch['kind'], at: number, index: number) =>
        timePunches.push({
          id: `${person.uid}-${day}-${index}`,
          uid: person.uid,
          kind,
          at: iso(at),
          timezone: clock.zone,
          position: null,
          clockSkewMs: 0,
          weekStart: businessWeek(at, clock).key,
          note: '',
        });
      punch('in', start, 0);
      // A meal break on half the days (the others owe California's premium).
      if (random() < 0.5) {
        punch('breakStart', start + 4 * HOUR_MS, 1);
        punch('breakEnd', start + 4.5 * HOUR_MS, 2);
      }
      if (random() < 0.04) {
        // A forgotten clock-out, mended by the office on every other one.
        if (random() < 0.5)
          timeCorrections.push({
            id: `mend-${person.uid}-${day}`,
            uid: person.uid,
            weekStart: businessWeek(end, clock).key,
            change: { action: 'add', kind: 'out', at: iso(end) },
            reason: 'forgot',
            requestedBy: person.uid,
            requestedAt: iso(end + HOUR_MS),
            state: 'approved',
            decidedBy: 'owner',
            decidedAt: iso(end + 2 * HOUR_MS),
            decisionNote: '',
          });
      } else punch('out', end, 3);
    }
  }
  const workAt = () => firstMs + random() * (NOW - firstMs - HOUR_MS);
  const tickets: Mirrored<Ticket>[] = Array.from({ length: 1_500 }, (_, index) => {
    const doneMs = workAt();
    const kind = pick<TicketKind>(['delivery', 'lotPrep', 'photos', 'detail', 'other']);
    const status = random() < 0.06 ? 'cancelled' : 'done';
    const history: Ticket['history'] = [
      { status: 'open', at: iso(doneMs - 3 * HOUR_MS), by: 'dealer' },
      { status, at: iso(doneMs), by: 'crew' },
    ];
    // Some are finished, opened again, and finished days later: they count from the second time.
    if (status === 'done' && random() < 0.05)
      history.push(
        { status: 'inProgress', at: iso(doneMs + HOUR_MS), by: 'crew' },
        { status: 'done', at: iso(Math.min(doneMs + 3 * DAY_MS, NOW - 1)), by: 'crew' },
      );
    return {
      id: `t-${index}`,
      dealershipId: pick(DEALERSHIPS).id,
      kind,
      status,
      history,
      assigneeUid: pick(PEOPLE).uid,
      priceCents: kind === 'other' ? 1_000 + Math.floor(random() * 90_000) : 4_242,
    } as Mirrored<Ticket>;
  });
  const washLogs: Mirrored<WashLog>[] = Array.from({ length: 2_000 }, (_, index) => ({
    id: `w-${index}`,
    dealershipId: pick(DEALERSHIPS).id,
    uid: pick(PEOPLE).uid,
    washedAt: iso(workAt()),
    reference: `RO${index}`,
    vin: null,
    kind: 'service',
    note: '',
    ...(random() < 0.05 ? { voided: { by: 'office', at: iso(NOW), reason: 'twice' } } : {}),
  }));
  const payRates: Mirrored<PayRate>[] = PEOPLE.map(({ uid }, index) => ({
    id: uid,
    uid,
    // One of them has no rate until late August: their days before are counted unrated.
    history: [
      ...(index === 2 ? [] : [{ hourlyRateCents: 1_733, effectiveFrom: '2026-01-01T06:00:00.000Z' }]),
      { hourlyRateCents: 2_111 + index, effectiveFrom: '2026-08-24T05:00:00.000Z' },
    ].map((rate) => ({ ...rate, setBy: 'owner', setAt: rate.effectiveFrom })),
  }));
  const invoices: Mirrored<Invoice>[] = Array.from({ length: 40 }, (_, index) => ({
    id: `i-${index}`,
    supplierUid: pick(['soap-co', 'towel-co']),
    issuedOn: iso(workAt()).slice(0, 10),
    totalCents: 10_000 + index * 317,
    status: pick(['submitted', 'approved', 'paid'] as const),
  })) as Mirrored<Invoice>[];
  return {
    ...EMPTY_COPY,
    dealerships: DEALERSHIPS,
    tickets,
    washLogs,
    timePunches,
    timeCorrections,
    payRates,
    invoices,
  };
}

const data = business();
const documents: PeriodDocuments = {
  tickets: data.tickets,
  // In no order: the cut sorts them.
  washLogs: [...data.washLogs].reverse(),
  timePunches: [...data.timePunches].reverse(),
  timeAttestations: data.timeAttestations,
  timeCorrections: data.timeCorrections,
  timeWeeks: data.timeWeeks,
  dealerships: data.dealerships,
  payRates: data.payRates,
};
/**
 * `rows` as the server's answer gives them when only `fields` are asked for: those (and the
 * id) alone, each row throwing on a read of any other, so that the arithmetic is seen to need
 * no other, even one these rows happen to leave empty.
 */
function onlyFields<Row extends { id: string }>(rows: readonly Row[], fields: readonly string[]): Row[] {
  const downloaded = new Set(['id', ...fields]);
  const refuse = (key: string | symbol) => {
    if (typeof key === 'string' && !downloaded.has(key))
      throw new Error(`The money arithmetic read "${key}", a field not downloaded (PERIOD_FIELDS)`);
  };
  return rows.map(
    (row) =>
      new Proxy(Object.fromEntries(Object.entries(row).filter(([key]) => downloaded.has(key))), {
        get: (kept, key): unknown => {
          refuse(key);
          return Reflect.get(kept, key) as unknown;
        },
        has: (kept, key) => {
          refuse(key);
          return Reflect.has(kept, key);
        },
      }) as Row,
  );
}

const clock = timeRulesOf(DEALERSHIPS, []);
const rulesOf = peopleRules(DEALERSHIPS, PEOPLE);
const inputOf = (copy: MirroredData) => financeInputFromCopy(copy, clock, rulesOf, NOW);
const byUid = <Row extends { uid: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => a.uid.localeCompare(b.uid));

const QUARTER = windowOfDays(CHICAGO, '2026-08-10', '2026-11-05') as DayWindow;
const WINDOWS: [string, DayWindow][] = [
  // 88 days: a point a week on the chart; the price list, the pay rates and daylight time change in it.
  ['a quarter', QUARTER],
  // 40 days: a point a day.
  ['forty days', windowOfDays(CHICAGO, '2026-09-03', '2026-10-12') as DayWindow],
  // This month, its last days still to come.
  ['this month', windowOfDays(CHICAGO, '2026-11-01', '2026-11-30') as DayWindow],
];

describe('a period computed a run of days at a time', () => {
  it('is worked on: overtime, premiums, unrated days, mended shifts and reopened tickets are all in it', () => {
    const whole = financeFigures(inputOf(data), QUARTER, NOW);
    const labor = laborAnalytics(
      { ...inputOf(data), tickets: data.tickets, washes: data.washLogs, corrections: data.timeCorrections },
      QUARTER,
      NOW,
    );
    expect(whole.labor.some((row) => row.pay.overtimeMs > 0)).toBe(true);
    expect(whole.labor.some((row) => row.pay.doubleMs > 0)).toBe(true);
    expect(whole.labor.some((row) => row.premiumHours > 0)).toBe(true);
    expect(whole.unratedDays).toBeGreaterThan(0);
    expect(labor.some((row) => row.added > 0)).toBe(true);
    expect(labor.some((row) => row.forgotten > 0)).toBe(true);
    expect(whole.grain).toBe('week');
    expect(whole.totals.supplierCents).toBeGreaterThan(0);
  });

  it.each(WINDOWS)('gives %s the money figures the whole period gives', (_, window) => {
    const whole = financeFigures(inputOf(data), window, NOW);
    const documentsOf = documentsByRun(documents);
    const runs = splitWindow(window, SERVER_RUN_DAYS);
    expect(runs.length).toBeGreaterThan(1);
    const merged = mergeFinanceFigures(
      runs.map((run) =>
        financeFigures(inputOf(withPeriodDocuments(data, documentsOf(run.period))), run, NOW),
      ),
      window,
    );
    expect({ ...merged, labor: byUid(merged.labor) }).toEqual({ ...whole, labor: byUid(whole.labor) });
  });

  it.each(WINDOWS)('gives %s the labor rows the whole period gives', (_, window) => {
    const laborOf = (copy: MirroredData, shown: DayWindow, everyoneWithShifts: boolean): PersonLaborRow[] =>
      laborAnalytics(
        { ...inputOf(copy), tickets: copy.tickets, washes: copy.washLogs, corrections: copy.timeCorrections },
        shown,
        NOW,
        { everyoneWithShifts },
      );
    const documentsOf = documentsByRun(documents);
    const merged = mergeLaborRows(
      splitWindow(window, SERVER_RUN_DAYS).map((run) =>
        laborOf(withPeriodDocuments(data, documentsOf(run.period)), run, true),
      ),
    );
    expect(byUid(merged)).toEqual(byUid(laborOf(data, window, false)));
  });

  it('counts a clock-out added after midnight to a shift begun on the run before', () => {
    // A fortnight and a day: the last day is a run of its own, and Sol works only the evening before it.
    const window = windowOfDays(CHICAGO, '2026-09-01', '2026-09-15') as DayWindow;
    const evening = instantOf(CHICAGO, 2026, 9, 14, 22);
    const week = businessWeek(evening, clock).key;
    const sol: MirroredData = {
      ...data,
      timePunches: [
        {
          id: 'sol-in',
          uid: 'sol',
          kind: 'in',
          at: iso(evening),
          timezone: CHICAGO,
          position: null,
          clockSkewMs: 0,
          weekStart: week,
          note: '',
        },
      ],
      timeCorrections: [
        {
          id: 'sol-out',
          uid: 'sol',
          weekStart: week,
          change: { action: 'add', kind: 'out', at: iso(evening + 4 * HOUR_MS) },
          reason: 'forgot',
          requestedBy: 'sol',
          requestedAt: iso(evening + 9 * HOUR_MS),
          state: 'approved',
          decidedBy: 'owner',
          decidedAt: iso(evening + 10 * HOUR_MS),
          decisionNote: '',
        },
      ],
      tickets: [],
      washLogs: [],
    };
    const laborOf = (copy: MirroredData, shown: DayWindow, everyoneWithShifts = false) =>
      laborAnalytics(
        { ...inputOf(copy), tickets: [], washes: [], corrections: copy.timeCorrections },
        shown,
        NOW,
        { everyoneWithShifts },
      );
    const documentsOf = documentsByRun({ ...documents, ...sol });
    const merged = mergeLaborRows(
      splitWindow(window, SERVER_RUN_DAYS).map((run) =>
        laborOf(withPeriodDocuments(sol, documentsOf(run.period)), run, true),
      ),
    );
    expect(merged).toEqual(laborOf(sol, window));
    expect(merged).toMatchObject([{ uid: 'sol', workedMs: 4 * HOUR_MS, added: 1 }]);
  });

  it.each(WINDOWS)(
    'gives %s the same figures and jobs from the fields it downloads, reading no other',
    (_, window) => {
      const downloaded: PeriodDocuments = {
        ...documents,
        tickets: onlyFields(documents.tickets, PERIOD_FIELDS.tickets),
        washLogs: onlyFields(documents.washLogs, PERIOD_FIELDS.washLogs),
        timePunches: onlyFields(documents.timePunches, PERIOD_FIELDS.timePunches),
      };
      // Each run as both screens compute it from the server: /finance's figures and the
      // jobs its CSV lists, /labor's rows.
      const runsFrom = (read: PeriodDocuments) => {
        const documentsOf = documentsByRun(read);
        return splitWindow(window, SERVER_RUN_DAYS).map((run) => {
          const copy = withPeriodDocuments(data, documentsOf(run.period));
          const input = inputOf(copy);
          const jobs: Earning[] = [];
          eachEarning(run.period, input.tickets, input.washes, input.pricesOf, (job) => jobs.push(job));
          return {
            money: financeFigures(input, run, NOW),
            jobs,
            labor: laborAnalytics(
              { ...input, tickets: copy.tickets, washes: copy.washLogs, corrections: copy.timeCorrections },
              run,
              NOW,
              { everyoneWithShifts: true },
            ),
          };
        });
      };
      const fromDownloaded = runsFrom(downloaded);
      expect(fromDownloaded.flatMap((run) => run.jobs).length).toBeGreaterThan(0);
      expect(fromDownloaded).toEqual(runsFrom(documents));
    },
  );

  it('cuts a period into runs that follow one another from its first day to its last', () => {
    const runs = splitWindow(QUARTER, SERVER_RUN_DAYS);
    expect(runs.map((run) => run.days.length)).toEqual([14, 14, 14, 14, 14, 14, 4]);
    expect(runs.flatMap((run) => run.days)).toEqual(QUARTER.days);
    expect(runs.map((run) => `${run.firstDay} ${run.lastDay}`)).toEqual([
      '2026-08-10 2026-08-23',
      '2026-08-24 2026-09-06',
      '2026-09-07 2026-09-20',
      '2026-09-21 2026-10-04',
      '2026-10-05 2026-10-18',
      '2026-10-19 2026-11-01',
      '2026-11-02 2026-11-05',
    ]);
    runs.forEach((run) => expect(run).toEqual(windowOfDays(CHICAGO, run.firstDay, run.lastDay)));
  });
});
