import { describe, expect, it } from 'vitest';
import type { Mirrored } from '../../data/db';
import type { MirroredData } from '../../data/mirror';
import { EMPTY_COPY } from '../../testing/copies';
import type { PunchKind, Ticket, TicketKind, TicketStatus, TimePunch } from '../../data/model';
import { businessCalendar } from '../../data/calendar';
import type { ClockState } from '../../data/time';
import { deviceTimeZone, weekOf } from '../../utils/zonedTime';
import { DAY_MS } from '../../utils/duration';
import { formatsFor, translatorFor } from '../../i18n';
import { DASHBOARD_TEXTS } from '../../i18n/areas/dashboards';
import { dashboardQueue, dashboardTiles, tileText, todayByKind, type Tile } from './dashboardTiles';

// A Wednesday, mid-morning on the device's clock; the business counts on the same clock here.
const NOW = new Date(2026, 10, 18, 10, 0, 0);
const CALENDAR = businessCalendar([], [], deviceTimeZone());
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

function punchOf(id: string, uid: string, kind: PunchKind, time: string): Mirrored<TimePunch> {
  return {
    id,
    uid,
    kind,
    at: time,
    timezone: 'UTC',
    position: null,
    clockSkewMs: 0,
    weekStart: '2026-11-16',
    note: '',
    receivedAt: time,
  };
}
/** A person's clock state as the server keeps it (functions/src/clockStates.ts). */
const stateOf = (uid: string, clockedInSince: string | null, onBreak = false): Mirrored<ClockState> => ({
  id: uid,
  uid,
  clockedInSince,
  onBreak,
  receivedAt: at(18, 9),
});
/** A shift's punches: in, and out unless still open. */
const shiftOf = (id: string, uid: string, start: string, end: string | null) => [
  punchOf(`${id}-in`, uid, 'in', start),
  ...(end ? [punchOf(`${id}-out`, uid, 'out', end)] : []),
];

function ticket(
  id: string,
  status: TicketStatus,
  kind: TicketKind,
  assigneeUid: string | null,
  doneDay = 18,
) {
  const history: Ticket['history'] = [{ status: 'open', at: at(17, 8), by: 'dealer' }];
  if (status === 'done') history.push({ status: 'done', at: at(doneDay, 9), by: assigneeUid ?? 'x' });
  return { id, status, kind, assigneeUid, history } as Mirrored<Ticket>;
}

const empty: MirroredData = EMPTY_COPY;
/** Each tile's value as an English reader sees it. */
const values = (tiles: Tile[]) =>
  Object.fromEntries(
    tiles.map((tile) => [
      tile.id,
      tileText(tile.value, translatorFor('en', DASHBOARD_TEXTS), formatsFor('en')),
    ]),
  );

describe('crew numbers', () => {
  const data: MirroredData = {
    ...empty,
    tickets: [
      ticket('a', 'assigned', 'delivery', 'eli'),
      ticket('b', 'inProgress', 'lotPrep', 'eli'),
      ticket('c', 'done', 'delivery', 'eli'),
      ticket('d', 'done', 'delivery', 'eli', 17),
      ticket('e', 'open', 'lotPrep', null),
      ticket('f', 'open', 'photos', null),
      ticket('g', 'assigned', 'delivery', 'someone-else'),
    ],
    timePunches: [...shiftOf('t1', 'eli', at(16, 8), at(16, 16)), ...shiftOf('t2', 'eli', at(18, 7), null)],
  };

  it('an employee sees their work, every open ticket to claim, today’s done and their clock', () => {
    expect(values(dashboardTiles('employee', 'eli', data, NOW, CALENDAR))).toMatchObject({
      'my-work': '2',
      'open-to-claim': '2',
      'done-today': '1',
      'hours-week': '11.0 h',
    });
    expect(values(dashboardTiles('employee', 'eli', data, NOW, CALENDAR))['clocked-in']).toMatch(/^Since /);
  });

  it('a lot-prep crew is offered lot-prep work only', () => {
    expect(values(dashboardTiles('lotPrep', 'lena', data, NOW, CALENDAR))).toMatchObject({
      'my-work': '0',
      'open-to-claim': '1',
      'clocked-in': 'No',
      'hours-week': '0.0 h',
    });
  });
});

describe('dealership and owner numbers', () => {
  it('count requests by where they stand, and today’s washes (a voided one is not counted)', () => {
    const data: MirroredData = {
      ...empty,
      tickets: [
        ticket('a', 'open', 'delivery', null),
        ticket('b', 'assigned', 'delivery', 'eli'),
        ticket('c', 'done', 'lotPrep', 'lena'),
      ],
      washLogs: [
        {
          id: 'w1',
          dealershipId: 'd1',
          uid: 'wes',
          washedAt: at(18, 9),
          reference: 'RO1',
          vin: null,
          kind: 'service',
          note: '',
        },
        {
          id: 'w2',
          dealershipId: 'd1',
          uid: 'wes',
          washedAt: at(17, 9),
          reference: 'RO2',
          vin: null,
          kind: 'service',
          note: '',
        },
        {
          id: 'w3',
          dealershipId: 'd1',
          uid: 'wes',
          washedAt: at(18, 10),
          reference: 'RO3',
          vin: null,
          kind: 'service',
          note: '',
          voided: { by: 'wes', at: at(18, 10), reason: 'Wrong car' },
        },
      ],
      invoices: [{ status: 'submitted' }, { status: 'paid' }] as MirroredData['invoices'],
    };
    expect(values(dashboardTiles('dealershipManager', 'marcus', data, NOW, CALENDAR))).toEqual({
      'open-requests': '1',
      'in-progress': '1',
      'done-today': '1',
      'washes-today': '1',
    });
    expect(values(dashboardTiles('owner', 'olivia', data, NOW, CALENDAR))['invoices-to-approve']).toBe('1');
  });

  it('a supplier sees what is addressed to them: requests not yet fulfilled, invoices by status, what is owed', () => {
    const data: MirroredData = {
      ...empty,
      supplyRequests: [
        { status: 'open' },
        { status: 'partlyFulfilled' },
        { status: 'fulfilled' },
      ] as MirroredData['supplyRequests'],
      invoices: [
        { status: 'submitted', totalCents: 5_000 },
        { status: 'approved', totalCents: 12_900 },
        { status: 'approved', totalCents: 1 },
        { status: 'disputed', totalCents: 9_196 },
        { status: 'paid', totalCents: 70_000 },
      ] as MirroredData['invoices'],
    };
    expect(values(dashboardTiles('supplier', 'suzy', data, NOW, CALENDAR))).toEqual({
      'open-supply-requests': '2',
      'invoices-submitted': '1',
      'invoices-approved': '2',
      'invoices-disputed': '1',
      'awaiting-payment': '$129.01',
    });
  });
});

describe('time', () => {
  it('weeks start on Monday, and an open shift counts up to now', () => {
    const week = weekOf(NOW.getTime(), CALENDAR.homeZone, CALENDAR.weekStart);
    expect(new Date(week.start)).toEqual(new Date(2026, 10, 16));
    const data = { ...empty, timePunches: shiftOf('x', 'x', at(18, 8), null) };
    expect(values(dashboardTiles('employee', 'x', data, NOW, CALENDAR))['hours-week']).toBe('2.0 h');
  });

  it('counts a break as time not worked', () => {
    const data = {
      ...empty,
      timePunches: [
        ...shiftOf('y', 'y', at(18, 6), null),
        punchOf('y-b1', 'y', 'breakStart', at(18, 8)),
        punchOf('y-b2', 'y', 'breakEnd', at(18, 9)),
      ],
    };
    expect(values(dashboardTiles('employee', 'y', data, NOW, CALENDAR))['hours-week']).toBe('3.0 h');
  });

  it('the office counts who is clocked in now, on a break or not, from the clock states the server keeps', () => {
    const data = {
      ...empty,
      clockStates: [stateOf('y', at(18, 6), true), stateOf('w', at(18, 7)), stateOf('z', null)],
      // The punches on the phone are not what it counts (the month's may not be there yet).
      timePunches: shiftOf('v', 'v', at(18, 6), null),
    };
    expect(values(dashboardTiles('owner', 'o', data, NOW, CALENDAR))['clocked-in-now']).toBe('2');
    expect(values(dashboardTiles('admin', 'a', data, NOW, CALENDAR))['clocked-in-now']).toBe('2');
  });

  it('counts a shift open past the forgotten clock-out limit as clocked in, whenever the dashboard looks', () => {
    // A new copy each time, as each answer of the mirror is.
    for (const later of [NOW, new Date(NOW.getTime() + 3 * DAY_MS), new Date(at(16, 7))]) {
      const data = { ...empty, clockStates: [stateOf('f', at(16, 6))] };
      expect(values(dashboardTiles('owner', 'o', data, later, CALENDAR))['clocked-in-now']).toBe('1');
    }
  });
});

describe('queues', () => {
  const due = (ticket: Mirrored<Ticket>, day: number) => ({ ...ticket, dueAt: at(day, 12) });
  const tickets = [
    due(ticket('open-late', 'open', 'delivery', null), 22),
    due(ticket('open-soon', 'open', 'delivery', null), 19),
    due(ticket('mine', 'assigned', 'delivery', 'eli'), 25),
    due(ticket('lot', 'open', 'lotPrep', null), 18),
    due(ticket('done', 'done', 'delivery', 'eli'), 18),
  ];

  it('lists a crew member’s own work first, then open work of their kind, soonest due first', () => {
    expect(dashboardQueue('employee', 'eli', tickets).map((t) => t.id)).toEqual([
      'mine',
      'lot',
      'open-soon',
      'open-late',
    ]);
    expect(dashboardQueue('lotPrep', 'lena', tickets).map((t) => t.id)).toEqual(['lot']);
  });

  it('lists dealership staff their unfinished requests, and nothing for the owner', () => {
    expect(dashboardQueue('dealershipEmployee', 'dana', tickets)).toHaveLength(4);
    expect(dashboardQueue('owner', 'olivia', tickets)).toEqual([]);
  });

  it('counts today’s tickets by kind for the owner', () => {
    const today = { ...ticket('new', 'open', 'photos', null), createdAt: at(18, 8) };
    const old = { ...ticket('old', 'open', 'photos', null), createdAt: at(10, 8) };
    expect(todayByKind([today, old, ticket('c', 'done', 'delivery', 'eli')], NOW, CALENDAR)).toEqual({
      photos: 1,
      delivery: 1,
    });
  });
});

describe('days on the dealership’s clock, not the phone’s or UTC’s', () => {
  // 22:30 on Sunday 2026-11-01 in Los Angeles (a 25-hour day); already 01:30 on Monday in New York and 06:30 in UTC.
  const LATE_EVENING = new Date('2026-11-02T06:30:00Z');
  const calendar = businessCalendar(
    [
      { id: 'coast', timezone: 'America/Los_Angeles' },
      { id: 'east', timezone: 'America/New_York' },
    ],
    ['coast'],
    'UTC',
  );
  const wash = (id: string, dealershipId: string, washedAt: string) => ({
    id,
    dealershipId,
    uid: 'wes',
    washedAt,
    reference: id,
    vin: null,
    kind: 'service' as const,
    note: '',
  });

  it('counts each wash in its own dealership’s today, whatever the phone’s clock or UTC says', () => {
    const data: MirroredData = {
      ...empty,
      washLogs: [
        wash('coast-today', 'coast', '2026-11-01T08:30:00Z'), // 01:30 on the 1st in Los Angeles
        wash('coast-yesterday', 'coast', '2026-11-01T06:30:00Z'), // 23:30 on Oct 31 there
        wash('east-today', 'east', '2026-11-02T05:30:00Z'), // 00:30 on the 2nd in New York
        wash('east-yesterday', 'east', '2026-11-02T04:30:00Z'), // 23:30 on the 1st there
      ],
    };
    expect(
      values(dashboardTiles('dealershipManager', 'm', data, LATE_EVENING, calendar))['washes-today'],
    ).toBe('2');
  });

  it('counts the person’s week on their dealership’s clock, an open shift up to now', () => {
    const data: MirroredData = {
      ...empty,
      timePunches: [
        // Sunday evening before the week (Monday start) — not this week on the coast.
        ...shiftOf('a', 'lee', '2026-10-26T05:00:00Z', '2026-10-26T06:00:00Z'),
        ...shiftOf('b', 'lee', '2026-11-02T04:30:00Z', null),
      ],
    };
    expect(
      values(dashboardTiles('clockOnlyEmployee', 'lee', data, LATE_EVENING, calendar))['hours-week'],
    ).toBe('2.0 h');
  });
});
