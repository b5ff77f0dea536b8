/**
 * Lotcrew's demo data: the accounts of issue #2 and enough tickets, punches, wash
 * logs, supply requests and invoices that every dashboard looks alive.
 *
 * Deterministic: ids and contents come from a seeded generator and from `anchorDay`
 * (the UTC day the seed runs), so seeding twice on one day describes the same data.
 */
import jpeg from 'jpeg-js';
import type { Role } from '../../src/config/roles';
import type {
  DailyReport,
  Dealership,
  Invite,
  Invoice,
  PayRate,
  CatalogItem,
  Supplier,
  SupplyLine,
  SupplyRequest,
  Ticket,
  TicketKind,
  TicketStatus,
  TimeCorrection,
  TimePunch,
  TimeWeek,
  WashLog,
} from '../../src/data/model';
import {
  dailyFigures,
  dailyReportId,
  dayBounds,
  shiftsByDealership,
} from '../../src/data/reports/dailyReport';
import { priceHistoryOf } from '../../src/data/finance/figures';
import { PRICES_SINCE_EVER } from '../../src/data/model';
import { invoiceId, invoiceTotalCents } from '../../src/data/supplies/invoice';
import { instantOf, wallTimeAt } from '../../src/utils/zonedTime';
import { buildDemoTime, type DemoClocker } from './demoTime';
import { demoPdf } from './demoPdf';
import { seededRandom } from '../../src/utils/random';
import { withVinCheckDigit } from '../../src/utils/vin';
import { DAY_MS, HOUR_MS } from '../../src/utils/duration';
import type { KioskPin } from '../../src/data/kiosk/pins';

export const DEMO_PASSWORD = 'lotcrew-demo';
export const DEALERSHIP_1 = 'dlr-northside';
export const DEALERSHIP_2 = 'dlr-lakeview';

export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  role: Role | null;
  profileCompleted: boolean;
  dealerships?: string[];
  visibility?: 'Sales' | 'Service';
  phone?: string;
  signature?: string;
  /** Their profile photo in Storage (the seed uploads it: demoProfilePhoto). */
  photoPath?: string;
  /** A kiosk account (issue #35): the dealership it clocks for (it has no role). */
  kioskFor?: string;
  /** What the account demonstrates, printed by `npm start`. */
  note: string;
}

const account = (
  name: string,
  displayName: string,
  role: Role | null,
  note: string,
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  uid: `demo-${name}`,
  email: `${name}@demo.lotcrew.test`,
  displayName,
  role,
  profileCompleted: true,
  note,
  ...extra,
});

/** Cody's kiosk PIN in the demo, as `npm start` prints it. */
export const DEMO_KIOSK_PIN = '4831';
/** Its salted hash, made once with src/data/kiosk/pin.ts's hashPin (the PIN itself is never stored). */
const DEMO_KIOSK_PIN_HASH = {
  salt: 'WbYxqg/pIIpXrIIAUktP3Q==',
  hash: 'y3I4RyrNLzCUFC9EEpXZMu+Gs4S5F67wJxy9ex0bDDs=',
  rounds: 20_000,
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  account('owner', 'Olivia Owens', 'owner', 'owner'),
  account('admin', 'Adam Alvarez', 'admin', 'admin'),
  account('employee', 'Eli Ortega', 'employee', 'employee, phone 5555550101', { phone: '5555550101' }),
  account('placeholder', 'Pat Lane', 'employee', 'employee, placeholder phone 1111111111', {
    phone: '1111111111',
  }),
  account('lotprep', 'Lena Price', 'lotPrep', 'lotPrep'),
  account('photos', 'Parker Hale', 'photos', 'photos'),
  account('dealer', 'Dana Reyes', 'dealershipEmployee', 'dealershipEmployee, Service, dealership 1', {
    dealerships: [DEALERSHIP_1],
    visibility: 'Service',
  }),
  account(
    'sales',
    'Sam Sandoval',
    'dealershipEmployee',
    'dealershipEmployee, Sales, dealership 1, no signature',
    {
      dealerships: [DEALERSHIP_1],
      visibility: 'Sales',
    },
  ),
  account(
    'sales-signed',
    'Sierra Stone',
    'dealershipEmployee',
    'dealershipEmployee, Sales, dealership 1, signed',
    {
      dealerships: [DEALERSHIP_1],
      visibility: 'Sales',
      signature: 'Sierra Stone',
      phone: '5555550177',
      photoPath: 'profilePhotos/demo-sales-signed/demo.jpg',
    },
  ),
  account('manager', 'Marcus Mendel', 'dealershipManager', 'dealershipManager, dealership 1', {
    dealerships: [DEALERSHIP_1],
  }),
  account('manager-unassigned', 'Mia Unger', 'dealershipManager', 'dealershipManager, no dealerships', {
    dealerships: [],
  }),
  account('wash', 'Wes Walker', 'serviceWash', 'serviceWash, dealership 2', { dealerships: [DEALERSHIP_2] }),
  account('supervisor', 'Sofia Vance', 'dealershipSupervisor', 'dealershipSupervisor, dealerships 1 and 2', {
    dealerships: [DEALERSHIP_1, DEALERSHIP_2],
  }),
  account('clock', 'Cody Clark', 'clockOnlyEmployee', 'clockOnlyEmployee, dealership 1', {
    dealerships: [DEALERSHIP_1],
  }),
  account('supplier', 'Suzy Supply Co.', 'supplier', 'supplier'),
  account(
    'kiosk',
    'Northside kiosk',
    null,
    `kiosk: dealership 1's shared clock (Cody's PIN ${DEMO_KIOSK_PIN})`,
    {
      kioskFor: DEALERSHIP_1,
    },
  ),
  account('norole', 'Nora Nolan', null, 'profile complete, no role'),
  account('incomplete', 'Ian Inman', null, 'profileCompleted false', { profileCompleted: false }),
];

export function demoAccount(name: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === `${name}@demo.lotcrew.test`);
  if (!found) throw new Error(`No demo account ${name}`);
  return found;
}

/** users/{uid} as the app reads it. */
export function userDocumentOf(demo: DemoAccount): Record<string, unknown> {
  return {
    email: demo.email,
    displayName: demo.displayName,
    profileCompleted: demo.profileCompleted,
    active: true,
    ...(demo.role ? { role: demo.role } : {}),
    ...(demo.dealerships ? { dealerships: demo.dealerships } : {}),
    ...(demo.kioskFor ? { kioskFor: demo.kioskFor } : {}),
    ...(demo.visibility ? { visibility: demo.visibility } : {}),
    ...(demo.phone ? { phone: demo.phone } : {}),
    ...(demo.photoPath ? { photoPath: demo.photoPath, photoUpdatedAt: '2025-09-02T15:04:00.000Z' } : {}),
    ...(demo.signature
      ? { signature: demo.signature, smsConsent: 'agree', signatureAcceptedAt: '2025-09-02T15:04:00.000Z' }
      : {}),
  };
}

export const DEMO_DEALERSHIPS: Record<string, Dealership> = {
  [DEALERSHIP_1]: {
    name: 'Northside Motors',
    code: 'NSM',
    address: '1200 N Commerce Dr, Springfield, IL 62702',
    timezone: 'America/Chicago',
    priceList: { delivery: 5500, serviceWash: 1500, lotPrep: 10900, photos: 4500, detail: 17900 },
    active: true,
    weekStart: 1,
    overtimeRule: 'federal',
    openShiftLimitHours: 12,
    duplicateWashWindowHours: 24,
    geofence: { lat: 39.825, lng: -89.65, radiusM: 250 },
  },
  [DEALERSHIP_2]: {
    name: 'Lakeview Auto Group',
    code: 'LAG',
    address: '88 Lakeshore Blvd, Springfield, IL 62704',
    timezone: 'America/Chicago',
    priceList: { delivery: 6000, serviceWash: 1800, lotPrep: 11500, photos: 5000, detail: 18900 },
    active: true,
    weekStart: 1,
    overtimeRule: 'federal',
    openShiftLimitHours: 12,
    duplicateWashWindowHours: 24,
    geofence: { lat: 39.77, lng: -89.62, radiusM: 250 },
  },
};

const VEHICLE_MODELS: [string, string][] = [
  ['Toyota', 'Camry'],
  ['Honda', 'Civic'],
  ['Ford', 'F-150'],
  ['Chevrolet', 'Equinox'],
  ['Nissan', 'Rogue'],
  ['Jeep', 'Grand Cherokee'],
  ['Hyundai', 'Tucson'],
  ['Subaru', 'Outback'],
  ['Kia', 'Telluride'],
  ['Ram', '1500'],
];
const COLORS = ['White', 'Black', 'Silver', 'Gray', 'Blue', 'Red'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/**
 * The demo business's volume (issue #32, item 9): the work of the three weeks its time clock
 * covers, in line with its crews' hours, so the owner's month has a margin a business could
 * have (scripts/demo/demoBusiness.test.ts holds it between a little above zero and healthy).
 */
const WORK_DAYS_BACK = 21;
const DEMO_TICKETS = 150;
const DEMO_WASHES = 140;
const RECENT_TICKETS = 24;

export interface DemoData {
  anchorDay: string;
  dealerships: Record<string, Dealership>;
  tickets: Record<string, Ticket>;
  timePunches: Record<string, TimePunch>;
  timeCorrections: Record<string, TimeCorrection>;
  timeWeeks: Record<string, TimeWeek>;
  washLogs: Record<string, WashLog>;
  supplyRequests: Record<string, SupplyRequest>;
  suppliers: Record<string, Supplier>;
  invoices: Record<string, Invoice>;
  payRates: Record<string, PayRate>;
  dailyReports: Record<string, DailyReport>;
  invites: Record<string, Invite>;
  kioskPins: Record<string, KioskPin>;
}

/** What the demo pays each role that clocks in, an hour, in whole US cents (the scale data's too). */
export const DEMO_HOURLY_RATE_CENTS = {
  employee: 1850,
  lotPrep: 1900,
  photos: 2000,
  serviceWash: 1650,
  clockOnlyEmployee: 1600,
} as const satisfies Partial<Record<Role, number>>;

/**
 * @param anchorDay a UTC date, YYYY-MM-DD; the demo's "today"
 * @param now when the seed runs (the time clock punches nothing later); by default the
 *   anchor day's last minute
 */
export function buildDemoData(anchorDay: string, now = Date.parse(`${anchorDay}T23:59:00.000Z`)): DemoData {
  const random = seededRandom(20_250_829);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const dayStart = Date.parse(`${anchorDay}T00:00:00.000Z`);
  const iso = (ms: number) => new Date(ms).toISOString();
  /**
   * The server's receipt of a demo document's latest write, a few seconds after the phone
   * made it, as the app's own writes carry it (the seed turns it into a server timestamp);
   * never later than the seed (work planned for later today was not received yet, and a
   * receipt in the future would hide later writes from a phone's reopen, see mirror.ts).
   */
  const receiptOf = (writtenAt: string): string => iso(Math.min(Date.parse(writtenAt) + 3_000, now));
  /** The latest of some ISO times. */
  const latestOf = (times: readonly (string | undefined)[]): string =>
    times
      .filter((time): time is string => time !== undefined)
      .sort()
      .at(-1) ?? '';
  const uid = (name: string) => demoAccount(name).uid;

  const crewFor: Record<TicketKind, string> = {
    delivery: 'employee',
    serviceWash: 'wash',
    lotPrep: 'lotprep',
    photos: 'photos',
    detail: 'employee',
    other: 'employee',
  };
  // What the crews' hours go to: lot prep most of all, then deliveries, listing photos and
  // details; a service wash or another job now and then.
  const kinds: TicketKind[] = [
    'delivery',
    'delivery',
    'serviceWash',
    'lotPrep',
    'lotPrep',
    'lotPrep',
    'lotPrep',
    'photos',
    'photos',
    'detail',
    'detail',
    'other',
  ];
  const statuses: TicketStatus[] = [
    'open',
    'open',
    'assigned',
    'inProgress',
    'done',
    'done',
    'done',
    'cancelled',
  ];
  const places: Record<string, string[]> = {
    [DEALERSHIP_1]: [
      'Northside Motors lot A',
      'Northside service drive',
      'Customer: 41 Elm St',
      'Auction: Springfield AA',
    ],
    [DEALERSHIP_2]: ['Lakeview main lot', 'Lakeview body shop', 'Customer: 9 Birch Ct', 'Port of entry yard'],
  };

  const tickets: Record<string, Ticket> = {};
  for (let index = 1; index <= DEMO_TICKETS; index++) {
    const dealershipId = index % 3 === 0 ? DEALERSHIP_2 : DEALERSHIP_1;
    const kind = pick(kinds);
    // The work of the weeks the time clock covers: the last two days' still in hand, the
    // older ones finished (or now and then cancelled).
    // The first few are today's and yesterday's, in every state (each dealership has some
    // waiting); the rest spread over the weeks, finished (or now and then cancelled).
    const recent = index <= RECENT_TICKETS;
    const daysAgo = recent ? index % 2 : Math.floor(random() * WORK_DAYS_BACK);
    const status = recent
      ? (statuses[index % statuses.length] as TicketStatus)
      : random() < 0.94
        ? 'done'
        : 'cancelled';
    const [make, model] = pick(VEHICLE_MODELS);
    const vinBody = Array.from({ length: 17 }, () => pick(VIN_CHARS.split(''))).join('');
    const createdMs = dayStart - daysAgo * DAY_MS + (7 + Math.floor(random() * 9)) * HOUR_MS;
    const requester =
      dealershipId === DEALERSHIP_1 ? pick(['dealer', 'sales', 'sales-signed', 'manager']) : 'supervisor';
    const crew = crewFor[kind];
    const history: Ticket['history'] = [{ status: 'open', at: iso(createdMs), by: uid(requester) }];
    const flow: TicketStatus[] =
      status === 'cancelled'
        ? ['cancelled']
        : (['assigned', 'inProgress', 'done'] as TicketStatus[]).slice(
            0,
            ['open', 'assigned', 'inProgress', 'done'].indexOf(status),
          );
    flow.forEach((step, stepIndex) => {
      history.push({
        status: step,
        at: iso(createdMs + (stepIndex + 1) * 45 * 60_000),
        by: step === 'cancelled' ? uid(requester) : uid(crew),
        ...(step === 'cancelled' ? { note: 'Customer rescheduled' } : {}),
      });
    });
    const last = history[history.length - 1] ?? history[0];
    const salesperson = requester === 'sales' || requester === 'sales-signed' ? uid(requester) : null;
    const dealership = DEMO_DEALERSHIPS[dealershipId];
    tickets[`demo-ticket-${String(index).padStart(3, '0')}`] = {
      dealershipId,
      kind,
      vehicle: {
        stock: `${dealership?.code ?? 'DLR'}${String(24_000 + index * 7)}`,
        vin: withVinCheckDigit(vinBody),
        year: 2018 + Math.floor(random() * 8),
        make,
        model,
        color: pick(COLORS),
      },
      from: pick(places[dealershipId] ?? []),
      to: pick(places[dealershipId] ?? []),
      dueAt: iso(createdMs + (1 + Math.floor(random() * 3)) * DAY_MS),
      priority: random() < 0.2 ? 'high' : 'normal',
      status,
      assigneeUid: status === 'open' || status === 'cancelled' ? null : uid(crew),
      requestedBy: uid(requester),
      salespersonUid: salesperson,
      history,
      notes: kind === 'photos' ? 'Listing photos: 24 shots, clean interior first.' : '',
      photos: [],
      priceCents: kind === 'other' ? 2500 : (dealership?.priceList[kind] ?? 0),
      createdAt: iso(createdMs),
      updatedAt: last?.at ?? iso(createdMs),
      receivedAt: receiptOf(last?.at ?? iso(createdMs)),
    };
  }

  const northside = DEMO_DEALERSHIPS[DEALERSHIP_1]?.geofence ?? null;
  const lakeview = DEMO_DEALERSHIPS[DEALERSHIP_2]?.geofence ?? null;
  const weekdays = [0, 6] as const;
  const clockers: DemoClocker[] = [
    { uid: uid('employee'), name: 'employee', dayHours: 9.5, daysOff: weekdays, site: northside },
    { uid: uid('placeholder'), name: 'placeholder', dayHours: 7, daysOff: weekdays, site: northside },
    { uid: uid('lotprep'), name: 'lotprep', dayHours: 8, daysOff: weekdays, site: northside },
    { uid: uid('photos'), name: 'photos', dayHours: 8.5, daysOff: [0, 3, 6], site: northside },
    { uid: uid('wash'), name: 'wash', dayHours: 7.5, daysOff: weekdays, site: lakeview },
    { uid: uid('clock'), name: 'clock', dayHours: 6.5, daysOff: weekdays, site: northside },
  ];
  const time = buildDemoTime(clockers, { zone: 'America/Chicago', weekStart: 1 }, now, uid('owner'));

  const washLogs: Record<string, WashLog> = {};
  // The service-wash crew's cars: about twelve a working day over the weeks of the clock.
  for (let index = 1; index <= DEMO_WASHES; index++) {
    const dealershipId = index % 4 === 0 ? DEALERSHIP_1 : DEALERSHIP_2;
    // On the crew's working days (Monday to Friday), as its time clock has them.
    let daysAgo = Math.floor(random() * WORK_DAYS_BACK);
    while ([0, 6].includes(new Date(dayStart - daysAgo * DAY_MS).getUTCDay())) daysAgo++;
    const washedMs = dayStart - daysAgo * DAY_MS + (8 + Math.floor(random() * 9)) * HOUR_MS;
    washLogs[`demo-wash-${String(index).padStart(3, '0')}`] = {
      dealershipId,
      uid: uid('wash'),
      washedAt: iso(washedMs),
      reference:
        random() < 0.5
          ? `RO${String(51_000 + index * 13)}`
          : `${DEMO_DEALERSHIPS[dealershipId]?.code ?? ''}${24_000 + index * 11}`,
      vin: null,
      kind: random() < 0.7 ? 'service' : 'lot',
      note: '',
      washerName: demoAccount('wash').displayName,
      receivedAt: receiptOf(iso(washedMs)),
    };
  }

  // The demo supplier's catalogue: what crews pick from when they request supplies.
  const catalogue: CatalogItem[] = [
    { id: 'towels-24', name: 'Microfiber towels', unit: 'pack of 24', unitPriceCents: 2_899 },
    { id: 'tire-shine', name: 'Tire shine', unit: '1 gal', unitPriceCents: 3_450 },
    { id: 'soap-5', name: 'Car wash soap', unit: '5 gal', unitPriceCents: 6_450 },
    { id: 'glass-1', name: 'Glass cleaner', unit: '1 gal', unitPriceCents: 1_875 },
    { id: 'sleeves-100', name: 'Window price-sticker sleeves', unit: 'box of 100', unitPriceCents: 4_200 },
  ];
  const suppliers: Record<string, Supplier> = {
    [uid('supplier')]: { name: 'Suzy Supply Co.', items: catalogue, active: true },
  };
  const fromCatalogue = (itemId: string, qty: number): SupplyLine => {
    const item = catalogue.find((entry) => entry.id === itemId) as CatalogItem;
    return {
      name: item.name,
      qty,
      unit: item.unit,
      unitPriceCents: item.unitPriceCents,
      catalogItemId: item.id,
    };
  };
  const supplyRequest = (
    requester: string,
    items: SupplyLine[],
    createdMs: number,
    progress: Pick<SupplyRequest, 'status' | 'delivered' | 'stepAt'> | null,
    where: Pick<SupplyRequest, 'dealershipId' | 'location'>,
  ): SupplyRequest => ({
    requestedBy: uid(requester),
    requesterName: DEMO_ACCOUNTS.find((demo) => demo.uid === uid(requester))?.displayName ?? requester,
    items,
    delivered: progress?.delivered ?? items.map(() => 0),
    status: progress?.status ?? 'open',
    stepAt: { open: iso(createdMs), ...progress?.stepAt },
    supplierUid: uid('supplier'),
    ...where,
    neededBy: null,
    note: '',
    createdAt: iso(createdMs),
    receivedAt: receiptOf(latestOf(Object.values({ open: iso(createdMs), ...progress?.stepAt }))),
  });
  const supplyRequests: Record<string, SupplyRequest> = {
    'demo-supply-001': supplyRequest(
      'employee',
      [fromCatalogue('towels-24', 4), fromCatalogue('tire-shine', 2)],
      dayStart - DAY_MS + 9 * HOUR_MS,
      null,
      { dealershipId: null, location: 'Building B' },
    ),
    'demo-supply-002': supplyRequest(
      'wash',
      [fromCatalogue('soap-5', 1)],
      dayStart + 8 * HOUR_MS,
      { status: 'acknowledged', delivered: [0], stepAt: { acknowledged: iso(dayStart + 9 * HOUR_MS) } },
      { dealershipId: DEALERSHIP_2, location: 'Door 2' },
    ),
    'demo-supply-003': supplyRequest(
      'lotprep',
      [fromCatalogue('sleeves-100', 1), fromCatalogue('glass-1', 3)],
      dayStart - 4 * DAY_MS + 10 * HOUR_MS,
      {
        status: 'fulfilled',
        delivered: [1, 3],
        stepAt: {
          acknowledged: iso(dayStart - 4 * DAY_MS + 11 * HOUR_MS),
          fulfilled: iso(dayStart - 3 * DAY_MS + 14 * HOUR_MS),
        },
      },
      { dealershipId: DEALERSHIP_1, location: 'Bay 3' },
    ),
  };

  const supplierUid = uid('supplier');
  const supplierName = demoAccount('supplier').displayName;
  const invoice = (
    number: string,
    daysAgo: number,
    status: Invoice['status'],
    lines: Invoice['lines'],
  ): [string, Invoice] => {
    const id = invoiceId(supplierUid, number);
    const submittedAt = iso(dayStart - daysAgo * DAY_MS + 12 * HOUR_MS);
    const officeStepAt = iso(dayStart - (daysAgo - 1) * DAY_MS + 15 * HOUR_MS);
    const paidStepAt = iso(dayStart - (daysAgo - 2) * DAY_MS + 10 * HOUR_MS);
    const owner = uid('owner');
    const reached = (step: Invoice['status']) =>
      step === status || (step === 'approved' && status === 'paid');
    return [
      id,
      {
        supplierUid,
        supplierName,
        number,
        issuedOn: submittedAt.slice(0, 10),
        lines,
        totalCents: invoiceTotalCents(lines),
        requestIds: [],
        status,
        stepAt: {
          submitted: submittedAt,
          ...(reached('approved') ? { approved: officeStepAt } : {}),
          ...(reached('disputed') ? { disputed: officeStepAt } : {}),
          ...(reached('paid') ? { paid: paidStepAt } : {}),
        },
        stepBy: {
          submitted: supplierUid,
          ...(reached('approved') ? { approved: owner } : {}),
          ...(reached('disputed') ? { disputed: owner } : {}),
          ...(reached('paid') ? { paid: owner } : {}),
        },
        disputeReason: status === 'disputed' ? 'Billed 4 cases of tire shine; 3 were delivered.' : null,
        paidOn: status === 'paid' ? paidStepAt.slice(0, 10) : null,
        paymentRef: status === 'paid' ? 'CHK 20418' : null,
        pdfPath: `invoices/${supplierUid}/${id}.pdf`,
        // The seed puts the PDF itself in Storage (demoInvoicePdf).
        pdfBytes: demoInvoicePdf(number, lines).length,
        writeId: `demo-${id}`,
        createdAt: submittedAt,
        receivedAt: receiptOf(
          latestOf([
            submittedAt,
            ...(status === 'submitted' ? [] : [officeStepAt]),
            ...(status === 'paid' ? [paidStepAt] : []),
          ]),
        ),
      },
    ];
  };
  const invoices: Record<string, Invoice> = Object.fromEntries([
    invoice('SSC-1041', 20, 'paid', [
      { item: 'Microfiber towels (pack of 24)', qty: 6, unitPriceCents: 1899 },
      { item: 'Car wash soap, 5 gal', qty: 2, unitPriceCents: 6450 },
    ]),
    invoice('SSC-1052', 9, 'approved', [{ item: 'Tire shine, 1 gal', qty: 4, unitPriceCents: 2299 }]),
    invoice('SSC-1057', 6, 'disputed', [{ item: 'Tire shine, 1 gal', qty: 4, unitPriceCents: 2299 }]),
    invoice('SSC-1060', 3, 'submitted', [
      { item: 'Window price-sticker sleeves', qty: 200, unitPriceCents: 35 },
      { item: 'Glass cleaner, 1 gal', qty: 3, unitPriceCents: 1599 },
    ]),
  ]);

  const payRates: Record<string, PayRate> = {};
  const rates: Record<string, number> = {
    employee: DEMO_HOURLY_RATE_CENTS.employee,
    placeholder: 1700,
    lotprep: DEMO_HOURLY_RATE_CENTS.lotPrep,
    photos: DEMO_HOURLY_RATE_CENTS.photos,
    wash: DEMO_HOURLY_RATE_CENTS.serviceWash,
    clock: DEMO_HOURLY_RATE_CENTS.clockOnlyEmployee,
  };
  const hiredAt = '2025-01-01T06:00:00.000Z';
  for (const [name, cents] of Object.entries(rates)) {
    payRates[uid(name)] = {
      uid: uid(name),
      history: [{ hourlyRateCents: cents, effectiveFrom: hiredAt, setBy: uid('owner'), setAt: hiredAt }],
      receivedAt: receiptOf(hiredAt),
    };
  }
  // A raise ten days ago: the labor figures of a period across it use both rates.
  const raisedAt = iso(dayStart - 10 * DAY_MS + 6 * HOUR_MS);
  const raised = payRates[uid('employee')];
  if (raised) {
    raised.history.push({
      hourlyRateCents: 1925,
      effectiveFrom: raisedAt,
      setBy: uid('owner'),
      setAt: raisedAt,
    });
    raised.receivedAt = receiptOf(raisedAt);
  }

  // Northside's wash price went from $14.00 to $15.00 at noon four days ago (Chicago), before
  // the closed daily reports' days: the money screens price the demo's washes on each side
  // of the change differently (issue #19).
  const priceChangedAt = iso(dayStart - 3 * DAY_MS - 6 * HOUR_MS);
  const dealerships: Record<string, Dealership> = Object.fromEntries(
    Object.entries(DEMO_DEALERSHIPS).map(([id, dealership]) => [
      id,
      id === DEALERSHIP_1
        ? {
            ...dealership,
            priceHistory: [
              {
                prices: { ...dealership.priceList, serviceWash: 1_400 },
                effectiveFrom: PRICES_SINCE_EVER,
                setBy: uid('owner'),
                setAt: '2025-01-01T06:00:00.000Z',
              },
              {
                prices: dealership.priceList,
                effectiveFrom: priceChangedAt,
                setBy: uid('owner'),
                setAt: priceChangedAt,
              },
            ],
          }
        : dealership,
    ]),
  );

  // Two past days are closed (computed from the demo's own data, as the app does); yesterday
  // (on each dealership's clock) is left open for the owner to close.
  const dailyReports: Record<string, DailyReport> = {};
  const placed = shiftsByDealership(
    Object.entries(time.timePunches).map(([id, punch]) => ({ id, ...punch })),
    Object.entries(time.timeCorrections).map(([id, correction]) => ({ id, ...correction })),
    (person) => DEMO_ACCOUNTS.find((demo) => demo.uid === person)?.dealerships ?? [],
    Object.entries(DEMO_DEALERSHIPS).map(([id, dealership]) => ({ id, geofence: dealership.geofence })),
    now,
  );
  for (let daysAgo = 3; daysAgo >= 2; daysAgo--) {
    for (const [dealershipId, dealership] of Object.entries(dealerships)) {
      // Days of the dealership's own calendar: between 6 pm and midnight in Chicago the UTC
      // date is already tomorrow, and "yesterday" there must still be the open one.
      const local = wallTimeAt(now, dealership.timezone);
      const date = new Date(Date.UTC(local.year, local.month - 1, local.day - daysAgo))
        .toISOString()
        .slice(0, 10);
      const closedAt = iso(
        instantOf(dealership.timezone, local.year, local.month, local.day - daysAgo + 1, 8),
      );
      dailyReports[dailyReportId(date, dealershipId)] = {
        date,
        dealershipId,
        figures: dailyFigures({
          dealershipId,
          day: dayBounds(date, dealership.timezone),
          tickets: Object.values(tickets),
          washes: Object.values(washLogs),
          shifts: placed.get(dealershipId) ?? [],
          prices: priceHistoryOf(dealership),
          now,
        }),
        notes: daysAgo === 2 ? 'Rain after 3 pm; two lot preps moved to the next day.' : '',
        closed: true,
        history: [
          { step: 'closed', by: uid('owner'), byName: demoAccount('owner').displayName, at: closedAt },
        ],
        receivedAt: receiptOf(closedAt),
      };
    }
  }

  const invites: Record<string, Invite> = {
    'demo-invite-lotprep': {
      email: 'new.crew@demo.lotcrew.test',
      role: 'lotPrep',
      dealerships: [],
      createdBy: uid('owner'),
      expiresAtMs: dayStart + 14 * DAY_MS,
      claimedBy: null,
    },
    'demo-invite-expired': {
      email: 'late.crew@demo.lotcrew.test',
      role: 'photos',
      dealerships: [],
      createdBy: uid('owner'),
      expiresAtMs: dayStart - 2 * DAY_MS,
      claimedBy: null,
    },
  };

  return {
    anchorDay,
    dealerships,
    tickets,
    ...time,
    washLogs,
    supplyRequests,
    suppliers,
    invoices,
    payRates,
    dailyReports,
    invites,
    // Cody sets his kiosk PIN: the Northside kiosk lists him.
    kioskPins: {
      [uid('clock')]: {
        uid: uid('clock'),
        displayName: demoAccount('clock').displayName,
        dealerships: [DEALERSHIP_1],
        ...DEMO_KIOSK_PIN_HASH,
        setAt: iso(dayStart - 7 * DAY_MS),
        receivedAt: receiptOf(iso(dayStart - 7 * DAY_MS)),
      },
    },
  };
}

/** The PDF of a demo invoice: its number and lines, as the supplier's billing software would print them. */
export function demoInvoicePdf(number: string, lines: Invoice['lines']): Buffer {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return demoPdf([
    `Suzy Supply Co. - Invoice ${number}`,
    ...lines.map(
      (line) =>
        `${line.qty} x ${line.item} @ ${dollars(line.unitPriceCents)} = ${dollars(line.qty * line.unitPriceCents)}`,
    ),
    `Total: ${dollars(invoiceTotalCents(lines))}`,
  ]);
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A demo profile photo: a 96 × 96 JPEG of soft diagonal bands (no camera in a seed script). */
export function demoProfilePhoto(): Buffer {
  const size = 96;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 4;
      const band = ((x + y) >> 4) % 2;
      pixels[offset] = band ? 40 : 90;
      pixels[offset + 1] = band ? 110 : 160;
      pixels[offset + 2] = band ? 180 : 220;
      pixels[offset + 3] = 255;
    }
  return Buffer.from(jpeg.encode({ data: pixels, width: size, height: size }, 80).data);
}
