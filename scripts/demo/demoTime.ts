/**
 * The demo's time clock: three business weeks of punches for everyone who clocks in, on
 * their dealership's clock (08:00-ish starts, a half-hour unpaid break). Chosen so every
 * time screen has something to show:
 * - most people work 30–40 h a week; Eli Ortega works over 40 (overtime to see);
 * - Parker Hale forgot to clock out yesterday (a shift open past the limit, flagged);
 * - Lena Price asked for a correction last week (pending);
 * - one of Eli's punches last week was tapped outside every lot (flagged);
 * - the week before last is approved and locked for everyone.
 *
 * Ids are made of person, day and tap, and each day's times come from a generator seeded
 * by person and day: seeding again on a later day adds the new days and closes what was
 * open, and never leaves anyone clocked in for days by accident.
 */
import { seededRandom } from '../../src/utils/random';
import { dayKey, instantOf, type Weekday, wallTimeAt, weekOf } from '../../src/utils/zonedTime';
import type { Geofence, PunchKind, TimeCorrection, TimePunch, TimeWeek } from '../../src/data/model';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/utils/duration';

export interface DemoClocker {
  uid: string;
  name: string;
  /** Hours a usual day (the overtime worker's are longer). */
  dayHours: number;
  /** Weekdays off (0 Sunday … 6 Saturday). */
  daysOff: readonly Weekday[];
  /** The lot they work at: their punches' position. */
  site: Geofence | null;
}

export interface DemoTime {
  timePunches: Record<string, TimePunch>;
  timeCorrections: Record<string, TimeCorrection>;
  timeWeeks: Record<string, TimeWeek>;
}

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619);
  return hash >>> 0;
}

/**
 * @param business the business's clock and week
 * @param now the instant the seed runs: nothing is punched after it, and its day is "today"
 */
export function buildDemoTime(
  clockers: readonly DemoClocker[],
  business: { zone: string; weekStart: Weekday },
  now: number,
  ownerUid: string,
): DemoTime {
  const { zone, weekStart } = business;
  const today = dayKey(now, zone);
  const todayWall = wallTimeAt(now, zone);
  const todayStart = instantOf(zone, todayWall.year, todayWall.month, todayWall.day);
  /** The server's receipt of a write: never later than the seed (see demoData.ts, receiptOf). */
  const received = (ms: number) => iso(Math.min(ms, now));
  const thisWeek = weekOf(todayStart, zone, weekStart);
  const lastWeek = weekOf(thisWeek.start - 1, zone, weekStart);
  const weekBefore = weekOf(lastWeek.start - 1, zone, weekStart);
  const yesterday = dayKey(todayStart - 1, zone);

  const timePunches: Record<string, TimePunch> = {};
  const timeCorrections: Record<string, TimeCorrection> = {};
  const timeWeeks: Record<string, TimeWeek> = {};
  const iso = (instant: number) => new Date(instant).toISOString();
  const weekKeyOf = (instant: number) => dayKey(weekOf(instant, zone, weekStart).start, zone);

  const punch = (
    person: DemoClocker,
    date: string,
    kind: PunchKind,
    at: number,
    extra: Partial<TimePunch> = {},
  ) => {
    const id = `demo-punch-${person.name}-${date}-${kind}`;
    timePunches[id] = {
      uid: person.uid,
      kind,
      at: iso(at),
      timezone: zone,
      position: person.site ? { lat: person.site.lat, lng: person.site.lng, accuracyM: 15 } : null,
      clockSkewMs: 400,
      weekStart: weekKeyOf(at),
      note: '',
      // Received a few seconds after the tap (a phone with signal).
      receivedAt: received(at + 3_000),
      ...extra,
    };
    return id;
  };

  for (const person of clockers) {
    for (let start = weekBefore.start; start < todayStart + DAY_MS; start += DAY_MS) {
      const wall = wallTimeAt(start + 12 * HOUR_MS, zone);
      const date = dayKey(start + 12 * HOUR_MS, zone);
      if (person.daysOff.includes(wall.weekday)) continue;
      const random = seededRandom(hashOf(`${person.name} ${date}`));
      const dayStart = instantOf(zone, wall.year, wall.month, wall.day);
      const clockIn = dayStart + 7 * HOUR_MS + Math.floor(random() * 90) * MINUTE_MS;
      if (clockIn > now) continue;
      const forgot = person.name === 'photos' && date === yesterday;
      const flagged =
        person.name === 'employee' && date === dayKey(lastWeek.start + DAY_MS + 12 * HOUR_MS, zone);
      punch(person, date, 'in', clockIn, {
        ...(flagged && person.site
          ? { position: { lat: person.site.lat + 0.03, lng: person.site.lng, accuracyM: 20 } }
          : {}),
      });
      if (forgot) continue;
      const breakStart = clockIn + 4 * HOUR_MS;
      const breakEnd = breakStart + 30 * MINUTE_MS;
      const worked = (person.dayHours + (random() - 0.5)) * HOUR_MS;
      const clockOut = clockIn + worked + 30 * MINUTE_MS;
      if (breakStart <= now) punch(person, date, 'breakStart', breakStart);
      if (breakEnd <= now) punch(person, date, 'breakEnd', breakEnd);
      // Today's shift is still on while the day is; earlier ones are closed.
      if (clockOut <= now && date !== today) {
        const outId = punch(person, date, 'out', Math.round(clockOut / MINUTE_MS) * MINUTE_MS);
        const correctionDay = dayKey(lastWeek.start + 2 * DAY_MS + 12 * HOUR_MS, zone);
        if (person.name === 'lotprep' && date === correctionDay) {
          const outPunch = timePunches[outId];
          if (outPunch)
            timeCorrections[`demo-correction-lotprep-${date}`] = {
              uid: person.uid,
              weekStart: outPunch.weekStart,
              change: {
                action: 'move',
                punchId: outId,
                kind: 'out',
                from: outPunch.at,
                to: iso(Date.parse(outPunch.at) - HOUR_MS),
              },
              reason: 'Clocked out late from the break room; I left an hour earlier.',
              requestedBy: person.uid,
              requestedAt: iso(Date.parse(outPunch.at) + 14 * HOUR_MS),
              state: 'pending',
              decidedBy: null,
              decidedAt: null,
              decisionNote: '',
              receivedAt: received(Date.parse(outPunch.at) + 14 * HOUR_MS + 3_000),
            };
        }
      }
    }
    const lockedWeek = dayKey(weekBefore.start, zone);
    const approvedAt = iso(lastWeek.start + 26 * HOUR_MS);
    timeWeeks[`${person.uid}_${lockedWeek}`] = {
      uid: person.uid,
      weekStart: lockedWeek,
      locked: true,
      history: [{ action: 'approve', by: ownerUid, at: approvedAt, note: '' }],
      receivedAt: received(Date.parse(approvedAt)),
    };
  }
  return { timePunches, timeCorrections, timeWeeks };
}
