/**
 * A business at its real size (issue #33, item 5): `months` months of the demo's two
 * dealerships' work, for benchmarks that meet it the way a phone does (on the server). One
 * month (1×) is about 3,000 tickets, 6,000 washes and 4,000 punches by 40 people; the
 * people stay 40 whatever the months. Deterministic: the same months and anchor day give
 * the same documents, with the fields the app's own writes carry (receipt times included).
 */
import type { Role } from '../../src/config/roles';
import type {
  PayRate,
  Ticket,
  TicketKind,
  TicketPhoto,
  TicketStatus,
  TimePunch,
  WashLog,
} from '../../src/data/model';
import { PHOTO_SLOTS } from '../../src/data/tickets/photoSlots';
import { seededRandom } from '../../src/utils/random';
import { businessWeek } from '../../src/data/time/timesheet';
import {
  DEALERSHIP_1,
  DEALERSHIP_2,
  DEMO_DEALERSHIPS,
  DEMO_HOURLY_RATE_CENTS,
  demoAccount,
} from './demoData';
import { DAY_MS, HOUR_MS } from '../../src/utils/duration';
import { withVinCheckDigit } from '../../src/utils/vin';
import { dayOf } from '../../src/utils/zonedTime';

const DAYS_PER_MONTH = 30;
/** A month of two dealerships: what the benchmarks call 1×. */
export const SCALE_PER_MONTH = { tickets: 3_000, washes: 6_000 } as const;
const BUSINESS = { zone: 'America/Chicago', weekStart: 1 } as const;

export interface ScalePerson {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  dealerships: string[];
  visibility?: 'Sales';
}

/** Who works at the business: 40 people, crews at both dealerships and their staff. */
const ROSTER: { role: Role; count: number; perDealership: boolean; visibility?: 'Sales' }[] = [
  { role: 'employee', count: 8, perDealership: false },
  { role: 'lotPrep', count: 6, perDealership: false },
  { role: 'photos', count: 4, perDealership: false },
  { role: 'serviceWash', count: 8, perDealership: true },
  { role: 'clockOnlyEmployee', count: 4, perDealership: true },
  { role: 'dealershipEmployee', count: 6, perDealership: true, visibility: 'Sales' },
  { role: 'dealershipManager', count: 2, perDealership: true },
  { role: 'dealershipSupervisor', count: 2, perDealership: true },
];
const DEALERSHIPS = [DEALERSHIP_1, DEALERSHIP_2];

export function scalePeople(): ScalePerson[] {
  const people: ScalePerson[] = [];
  for (const { role, count, perDealership, visibility } of ROSTER)
    for (let index = 1; index <= count; index++) {
      const name = `scale-${role.toLowerCase()}-${index}`;
      people.push({
        uid: `demo-${name}`,
        email: `${name}@demo.lotcrew.test`,
        displayName: `${role} ${index}`,
        role,
        dealerships: perDealership ? [DEALERSHIPS[index % 2] as string] : [],
        ...(visibility ? { visibility } : {}),
      });
    }
  return people;
}

export interface ScaleData {
  people: ScalePerson[];
  tickets: Record<string, Ticket & { receivedAt: string }>;
  washLogs: Record<string, WashLog & { receivedAt: string }>;
  timePunches: Record<string, TimePunch & { receivedAt: string }>;
  /** Everyone who clocks in is paid by the hour, as at a real business: /finance and /labor price their hours. */
  payRates: Record<string, PayRate & { receivedAt: string }>;
}

const KINDS: TicketKind[] = [
  'delivery',
  'delivery',
  'lotPrep',
  'lotPrep',
  'lotPrep',
  'photos',
  'photos',
  'detail',
];
const CREW_ROLE: Partial<Record<TicketKind, Role>> = {
  delivery: 'employee',
  detail: 'employee',
  lotPrep: 'lotPrep',
  photos: 'photos',
};

/** The owner who looks at it all (and set everyone's pay): the demo's. */
export const SCALE_OWNER = demoAccount('owner');

/** What each role that clocks in is paid an hour, in whole US cents: the demo's rates. */
const HOURLY_RATE_CENTS: Partial<Record<Role, number>> = DEMO_HOURLY_RATE_CENTS;
/**
 * A person's rate is their role's plus this much per place on the roster, so no two are paid
 * alike (a rate priced on the wrong person's hours shows): the roles' rates differ by whole
 * multiples of 50 cents, which no multiple of 7 under the roster's size equals.
 */
const RATE_STEP_CENTS = 7;
/** Every third person is given this raise halfway through the months: a period across it prices both rates. */
const RAISE_CENTS = 75;
const RAISED_EVERY = 3;
/** How long before the months everyone was hired (their first rate in force). */
const HIRED_BEFORE_MS = 365 * DAY_MS;
/** A raise is set the afternoon before the midnight it takes effect. */
const RAISE_SET_BEFORE_MS = 10 * HOUR_MS;

/** One ticket in this many has a retake (a second photo in its first slot; the newest counts). */
const RETAKE_EVERY = 10;

/**
 * The photos a ticket's crew took while working it, as the app appends them: a done ticket
 * has every shot its kind requires, one still in progress the first half of them, one not
 * started none. Each entry names its file as the app does (the files themselves are not
 * stored: what is measured is the documents a phone downloads, not the images it shows).
 */
function photosTaken(
  ticket: { id: string; index: number; dealershipId: string; kind: TicketKind; status: TicketStatus },
  startedMs: number,
  endedMs: number,
): TicketPhoto[] {
  const slots = PHOTO_SLOTS[ticket.kind];
  const taken =
    ticket.status === 'done'
      ? slots
      : ticket.status === 'inProgress'
        ? slots.slice(0, Math.ceil(slots.length / 2))
        : [];
  const retake = taken.length > 0 && ticket.index % RETAKE_EVERY === 0 ? [taken[0]] : [];
  const shots = [...taken, ...retake];
  const gapMs = (endedMs - startedMs) / (shots.length + 1);
  return shots.map((slot, shot) => {
    // Shaped as the app's crypto.randomUUID() ids, and the same on every run.
    const photoId = `${String(ticket.index).padStart(8, '0')}-0000-4000-8000-${String(shot).padStart(12, '0')}`;
    return {
      path: `tickets/${ticket.dealershipId}/${ticket.id}/${photoId}.jpg`,
      slot: slot?.id ?? 'general',
      takenAt: new Date(Math.round(startedMs + (shot + 1) * gapMs)).toISOString(),
    };
  });
}

/** `months` months of work ending on `anchorDay` (a UTC date), nothing later than `now`. */
export function buildScaleData(months: number, anchorDay: string, now: number): ScaleData {
  const random = seededRandom(33_000 + months);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const iso = (ms: number) => new Date(ms).toISOString();
  // The server's receipt, never later than the seed (see demoData.ts, receiptOf).
  const receipt = (ms: number) => iso(Math.min(ms + 2_000, now));
  const dayStart = Date.parse(`${anchorDay}T00:00:00.000Z`);
  const days = months * DAYS_PER_MONTH;
  const people = scalePeople();
  const byRole = (role: Role) => people.filter((person) => person.role === role);
  const staffAt = (dealershipId: string) =>
    people.filter(
      (person) => person.role === 'dealershipEmployee' && person.dealerships.includes(dealershipId),
    );
  const clamp = (ms: number) => Math.min(ms, now - 60_000);

  const tickets: ScaleData['tickets'] = {};
  for (let index = 0; index < SCALE_PER_MONTH.tickets * months; index++) {
    const dealershipId = DEALERSHIPS[index % 2] as string;
    const kind = pick(KINDS);
    const crew = pick(byRole(CREW_ROLE[kind] ?? 'employee'));
    const requester = pick(staffAt(dealershipId));
    const daysAgo = Math.floor(random() * days);
    const createdMs = clamp(dayStart - daysAgo * DAY_MS + (13 + Math.floor(random() * 8)) * HOUR_MS);
    const status: TicketStatus = daysAgo < 2 ? pick(['open', 'assigned', 'inProgress', 'done']) : 'done';
    const steps = (['assigned', 'inProgress', 'done'] as const).slice(
      0,
      ['open', 'assigned', 'inProgress', 'done'].indexOf(status),
    );
    // Each step carries its writer's name, as the app's steps do (everyone's timeline says who).
    const history: Ticket['history'] = [
      { status: 'open', at: iso(createdMs), by: requester.uid, byName: requester.displayName },
    ];
    steps.forEach((step, stepIndex) =>
      history.push({
        status: step,
        at: iso(clamp(createdMs + (stepIndex + 1) * 40 * 60_000)),
        by: crew.uid,
        byName: crew.displayName,
      }),
    );
    const updatedAt = history.at(-1)?.at ?? iso(createdMs);
    const dealership = DEMO_DEALERSHIPS[dealershipId];
    const id = `scale-t-${String(index).padStart(6, '0')}`;
    const startedAt = history.find((entry) => entry.status === 'inProgress')?.at;
    const photos = startedAt
      ? photosTaken(
          { id, index, dealershipId, kind, status },
          Date.parse(startedAt),
          status === 'done' ? Date.parse(updatedAt) : clamp(now),
        )
      : [];
    tickets[id] = {
      dealershipId,
      kind,
      vehicle: {
        stock: `${dealership?.code ?? 'DLR'}${String(100_000 + index)}`,
        // With its check digit right, as the app takes a VIN (a backup of the month restores).
        vin: withVinCheckDigit(`1HGCM8260${String(index).padStart(8, '0')}`),
        year: 2018 + (index % 8),
        make: 'Toyota',
        model: 'Camry',
        color: 'White',
      },
      from: 'Lot A',
      to: 'Front line',
      dueAt: iso(createdMs + DAY_MS),
      priority: 'normal',
      status,
      assigneeUid: status === 'open' ? null : crew.uid,
      requestedBy: requester.uid,
      salespersonUid: requester.uid,
      history,
      notes: '',
      photos,
      priceCents: kind === 'other' || kind === 'serviceWash' ? 0 : (dealership?.priceList[kind] ?? 0),
      createdAt: iso(createdMs),
      updatedAt,
      // A photo's append is received too, and leaves updatedAt as it was (as the app's does).
      receivedAt: receipt(
        Math.max(Date.parse(updatedAt), ...photos.map((photo) => Date.parse(photo.takenAt))),
      ),
    };
  }

  const washLogs: ScaleData['washLogs'] = {};
  const washers = byRole('serviceWash');
  for (let index = 0; index < SCALE_PER_MONTH.washes * months; index++) {
    const washer = washers[index % washers.length] as ScalePerson;
    const washedMs = clamp(
      dayStart - Math.floor(random() * days) * DAY_MS + (13 + Math.floor(random() * 9)) * HOUR_MS + index,
    );
    washLogs[`scale-w-${String(index).padStart(6, '0')}`] = {
      dealershipId: washer.dealerships[0] as string,
      uid: washer.uid,
      washedAt: iso(washedMs),
      reference: `RO${String(200_000 + index)}`,
      vin: null,
      kind: random() < 0.7 ? 'service' : 'lot',
      note: '',
      washerName: washer.displayName,
      receivedAt: receipt(washedMs),
    };
  }

  // Everyone who clocks in works Monday to Friday; the crews take a rest break and a meal
  // break in their 8 hours, clock-only staff one break.
  const timePunches: ScaleData['timePunches'] = {};
  const crews = ['employee', 'lotPrep', 'photos', 'serviceWash'];
  const clocking = people.filter((person) => [...crews, 'clockOnlyEmployee'].includes(person.role));
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const day = dayStart - daysAgo * DAY_MS;
    if ([0, 6].includes(new Date(day).getUTCDay())) continue;
    // Every tap of a day falls between 13:00 and 22:00 UTC, one day in the business's zone,
    // so its week is worked out once a day, not once a punch (the zone's arithmetic is most
    // of the time of building ten months).
    const weekStart = businessWeek(day + 13 * HOUR_MS, BUSINESS).key;
    for (const person of clocking) {
      const start = day + 13 * HOUR_MS + Math.floor(random() * 30) * 60_000;
      const breaks: [number, number][] = crews.includes(person.role)
        ? [
            [2, 2.25],
            [4.5, 5],
          ]
        : [[4, 4.5]];
      const taps: [TimePunch['kind'], number][] = [
        ['in', start],
        ...breaks.flatMap(([from, to]): [TimePunch['kind'], number][] => [
          ['breakStart', start + from * HOUR_MS],
          ['breakEnd', start + to * HOUR_MS],
        ]),
        ['out', start + 8.5 * HOUR_MS],
      ];
      taps.forEach(([kind, at], tap) => {
        if (at > now) return;
        timePunches[`scale-p-${person.uid}-${daysAgo}-${tap}`] = {
          uid: person.uid,
          kind,
          at: iso(at),
          timezone: BUSINESS.zone,
          position: null,
          clockSkewMs: 0,
          weekStart,
          note: '',
          receivedAt: receipt(at),
        };
      });
    }
  }

  // Rates take effect at the business's midnight, as the app's rate form sets them.
  const midnight = (ms: number) => dayOf(ms, BUSINESS.zone).start;
  const hiredAt = iso(midnight(dayStart - days * DAY_MS - HIRED_BEFORE_MS));
  const raisedFrom = midnight(dayStart - Math.floor(days / 2) * DAY_MS);
  const payRates: ScaleData['payRates'] = {};
  clocking.forEach((person, place) => {
    const hourlyRateCents = (HOURLY_RATE_CENTS[person.role] ?? 0) + place * RATE_STEP_CENTS;
    const history: PayRate['history'] = [
      { hourlyRateCents, effectiveFrom: hiredAt, setBy: SCALE_OWNER.uid, setAt: hiredAt },
    ];
    if (place % RAISED_EVERY === 0) {
      const setAt = iso(raisedFrom - RAISE_SET_BEFORE_MS);
      history.push({
        hourlyRateCents: hourlyRateCents + RAISE_CENTS,
        effectiveFrom: iso(raisedFrom),
        setBy: SCALE_OWNER.uid,
        setAt,
      });
    }
    const lastSetAt = history.at(-1)?.setAt ?? hiredAt;
    payRates[person.uid] = { uid: person.uid, history, receivedAt: receipt(Date.parse(lastSetAt)) };
  });
  return { people, tickets, washLogs, timePunches, payRates };
}

/** A scale person's user document, as an invite's claim makes it. */
export function scaleUserDocument(person: ScalePerson): Record<string, unknown> {
  return {
    email: person.email,
    displayName: person.displayName,
    profileCompleted: true,
    active: true,
    role: person.role,
    dealerships: person.dealerships,
    ...(person.visibility ? { visibility: person.visibility } : {}),
  };
}
