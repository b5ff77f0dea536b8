import { describe, expect, it } from 'vitest';
import type { Mirrored } from '../../data/db';
import type { MirroredData } from '../../data/mirror/useMirror';
import type { Ticket, TicketKind, TicketStatus } from '../../data/model';
import { dashboardQueue, dashboardTiles, hoursWorked, startOfLocalWeek, todayByKind } from './dashboardTiles';

// A Wednesday, mid-morning local time.
const NOW = new Date(2026, 10, 18, 10, 0, 0);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

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

const empty: MirroredData = {
  tickets: [],
  timeEntries: [],
  washLogs: [],
  supplyRequests: [],
  invoices: [],
  dailyReports: [],
  syncedAt: null,
};
const values = (tiles: { id: string; value: string }[]) =>
  Object.fromEntries(tiles.map((t) => [t.id, t.value]));

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
    timeEntries: [
      {
        id: 't1',
        uid: 'eli',
        clockInAt: at(16, 8),
        clockOutAt: at(16, 16),
        note: '',
        source: 'device',
        editedBy: null,
      },
      {
        id: 't2',
        uid: 'eli',
        clockInAt: at(18, 7),
        clockOutAt: null,
        note: '',
        source: 'device',
        editedBy: null,
      },
    ],
  };

  it('an employee sees their work, every open ticket to claim, today’s done and their clock', () => {
    expect(values(dashboardTiles('employee', 'eli', data, NOW))).toMatchObject({
      'my-work': '2',
      'open-to-claim': '2',
      'done-today': '1',
      'hours-week': '11.0 h',
    });
    expect(values(dashboardTiles('employee', 'eli', data, NOW))['clocked-in']).toMatch(/^Since /);
  });

  it('a lot-prep crew is offered lot-prep work only', () => {
    expect(values(dashboardTiles('lotPrep', 'lena', data, NOW))).toMatchObject({
      'my-work': '0',
      'open-to-claim': '1',
      'clocked-in': 'No',
      'hours-week': '0.0 h',
    });
  });
});

describe('dealership and owner numbers', () => {
  it('count requests by where they stand, and today’s washes', () => {
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
      ],
      invoices: [{ status: 'submitted' }, { status: 'paid' }] as MirroredData['invoices'],
    };
    expect(values(dashboardTiles('dealershipManager', 'marcus', data, NOW))).toEqual({
      'open-requests': '1',
      'in-progress': '1',
      'done-today': '1',
      'washes-today': '1',
    });
    expect(values(dashboardTiles('owner', 'olivia', data, NOW))['invoices-to-approve']).toBe('1');
  });

  it('a supplier sees what is addressed to them', () => {
    const data: MirroredData = {
      ...empty,
      supplyRequests: [{ status: 'open' }, { status: 'fulfilled' }] as MirroredData['supplyRequests'],
      invoices: [
        { status: 'submitted' },
        { status: 'approved' },
        { status: 'approved' },
      ] as MirroredData['invoices'],
    };
    expect(values(dashboardTiles('supplier', 'suzy', data, NOW))).toEqual({
      'open-supply-requests': '1',
      'invoices-submitted': '1',
      'invoices-approved': '2',
    });
  });
});

describe('time', () => {
  it('weeks start on Monday, and an open shift counts up to now', () => {
    expect(startOfLocalWeek(NOW)).toEqual(new Date(2026, 10, 16));
    const open = [
      {
        uid: 'x',
        clockInAt: at(18, 8),
        clockOutAt: null,
        note: '',
        source: 'device' as const,
        editedBy: null,
      },
    ];
    expect(hoursWorked(open, startOfLocalWeek(NOW), NOW)).toBe(2);
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
    expect(todayByKind([today, old, ticket('c', 'done', 'delivery', 'eli')], NOW)).toEqual({
      photos: 1,
      delivery: 1,
    });
  });
});
