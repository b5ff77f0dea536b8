import { describe, expect, it } from 'vitest';
import type { Mirrored } from '../../data/db';
import type { TimePunch } from '../../data/model';
import { businessWeek, type TimeRules } from '../../data/time';
import { instantOf } from '../../utils/zonedTime';
import { employeeRows } from './employeeRows';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';
const at = (day: number, hour: number) => instantOf(CHICAGO, 2026, 11, day, hour);
const iso = (instant: number) => new Date(instant).toISOString();
const RULES: TimeRules = { zone: CHICAGO, weekStart: 1, overtime: 'federal', limitHours: 16, geofences: [] };
/** Wednesday, November 18, 2026, 15:00 in Chicago: the week of Monday the 16th. */
const NOW = at(18, 15);
const WEEK = businessWeek(NOW, RULES);

let id = 0;
const punch = (uid: string, kind: TimePunch['kind'], instant: number): Mirrored<TimePunch> => ({
  id: `p${++id}`,
  uid,
  kind,
  at: iso(instant),
  timezone: CHICAGO,
  position: null,
  clockSkewMs: 0,
  weekStart: WEEK.key,
  note: '',
  receivedAt: iso(instant),
});
const member = (uid: string, active = true) => ({
  uid,
  name: uid,
  role: 'employee' as const,
  dealerships: [],
  active,
  lastSyncedAt: null,
  legalFirstName: '',
  legalLastName: '',
  payrollId: '',
});

describe('the employee overview', () => {
  it('says who is clocked in since when, this week’s hours, tickets done and washes', () => {
    const rows = employeeRows(
      [member('eli'), member('wes'), member('gone', false)],
      {
        punches: [
          punch('eli', 'in', at(16, 8)),
          punch('eli', 'out', at(16, 16)), // 8 h on Monday
          punch('eli', 'in', at(18, 9)), // still in: 6 h by 15:00
          punch('wes', 'in', at(13, 8)), // last week
          punch('wes', 'out', at(13, 12)),
        ],
        corrections: [],
        weeks: [],
      },
      [
        { assigneeUid: 'eli', status: 'done', history: [{ status: 'done', at: iso(at(17, 10)), by: 'eli' }] },
        { assigneeUid: 'eli', status: 'done', history: [{ status: 'done', at: iso(at(13, 10)), by: 'eli' }] },
        {
          assigneeUid: 'eli',
          status: 'cancelled',
          history: [{ status: 'cancelled', at: iso(at(17, 10)), by: 'o' }],
        },
      ],
      [
        { uid: 'wes', washedAt: iso(at(17, 9)), voided: null },
        { uid: 'wes', washedAt: iso(at(17, 10)), voided: { by: 'o', at: iso(at(17, 11)), reason: 'x' } },
      ],
      () => RULES,
      NOW,
    );
    const byUid = new Map(rows.map((row) => [row.uid, row]));
    expect(byUid.get('eli')).toMatchObject({ clockedInSince: at(18, 9), ticketsDone: 1, washes: 0 });
    expect((byUid.get('eli')?.workedMs ?? 0) / HOUR_MS).toBe(14);
    expect(byUid.get('wes')).toMatchObject({ clockedInSince: null, workedMs: 0, ticketsDone: 0, washes: 1 });
    expect(byUid.get('gone')).toMatchObject({ active: false, workedMs: 0, toResolve: 0 });
  });
});
