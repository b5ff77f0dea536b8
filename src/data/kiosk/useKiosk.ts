/**
 * The kiosk's reads and writes for its screen (issue #35): its dealership's clocking crew
 * with their PIN hashes and where each stands, the PIN check with its lockout (kept on the
 * device), and a punch queued for the person, with its photo. All of it from the device's
 * copy: a kiosk clocks people in with no signal.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { SPEC_TEXTS } from '../../config/texts';
import { deviceTimeZone } from '../../utils/zonedTime';
import { getDatabase, type LotcrewDatabase, type Mirrored } from '../db';
import type { Dealership, PunchKind, TimePunch } from '../model';
import { writerOf } from '../outbox/queueWrite';
import { signedInUid } from '../port';
import { lastClockSkewMs } from '../time/clockSkew';
import type { TIME_MUTATORS } from '../time/mutators';
import { queuePunchPhoto, type PunchPhotoShot } from '../time/punchPhoto';
import { effectivePunches, nextPunches, openShift, openShiftLimitHours, shiftsOf } from '../time/shifts';
import { businessWeek, byPerson, timeRulesOf } from '../time/timesheet';
import {
  afterAttempt,
  isLocked,
  NO_ATTEMPTS,
  PIN_FAILURES_BEFORE_LOCK,
  pinMatches,
  type PinAttempts,
} from './pin';
import type { KIOSK_MUTATORS } from './mutators';
import type { KioskLockout, KioskPin } from './pins';

const queueWrite = writerOf<typeof TIME_MUTATORS>();
const queueKioskWrite = writerOf<typeof KIOSK_MUTATORS>();

/** A person on the kiosk's list: who, their PIN's hash, and where they stand now. */
export interface KioskPerson {
  uid: string;
  name: string;
  pin: Mirrored<KioskPin>;
  /** The taps the kiosk offers them next (by the kiosk punches it knows). */
  next: PunchKind[];
  /** Since when they are clocked in (epoch ms), or null. */
  inSince: number | null;
  onBreak: boolean;
}

export interface KioskCopy {
  /** The dealership the kiosk clocks for (undefined until its copy has arrived). */
  dealership: Mirrored<Dealership> | undefined;
  /** Its clocking crew who have set a PIN, by name. */
  people: KioskPerson[];
}

/** Where each person stands, from the punches the kiosk knows (its dealership's kiosk punches). */
export function kioskPeople(
  pins: readonly Mirrored<KioskPin>[],
  punches: readonly Mirrored<TimePunch>[],
  dealership: Pick<Dealership, 'openShiftLimitHours'> | undefined,
  now: number,
): KioskPerson[] {
  const limitHours = openShiftLimitHours(dealership?.openShiftLimitHours);
  const people = byPerson(punches, [], []);
  return pins
    .map((pin) => {
      const shifts = shiftsOf(effectivePunches(people.get(pin.uid)?.punches ?? [], []), limitHours, now);
      const open = openShift(shifts);
      return {
        uid: pin.uid,
        name: pin.displayName,
        pin,
        next: nextPunches(shifts),
        inSince: open?.shift.start ?? null,
        onBreak: open?.onBreak ?? false,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The kiosk's copy, live: its dealership, and its crew with PINs (those of `kioskFor` only). */
export function useKioskCopy(kioskFor: string, now: number): KioskCopy | undefined {
  return useLiveQuery(async () => {
    const db = getDatabase();
    const [dealership, pins, punches] = await Promise.all([
      db.dealerships.get(kioskFor),
      db.kioskPins.toArray(),
      db.timePunches.toArray(),
    ]);
    const here = pins.filter((pin) => pin.dealerships.includes(kioskFor));
    const kioskPunches = punches.filter((punch) => punch.dealershipId === kioskFor);
    return { dealership, people: kioskPeople(here, kioskPunches, dealership, now) };
    // The minute is enough: who is in does not change with the seconds.
  }, [kioskFor, Math.floor(now / 60_000)]);
}

export type PinCheck =
  | { ok: true }
  | { ok: false; locked: false; triesLeft: number }
  /** `now`: this try locked it (the office is told); else it was locked already. */
  | { ok: false; locked: true; until: number; now: boolean };

/**
 * Checks a PIN on the device, counting failures: the fifth in a row locks that person's PIN
 * on this kiosk (pin.ts says for how long); a locked PIN is refused without being checked.
 */
export async function checkKioskPin(
  person: Pick<KioskPerson, 'uid' | 'name' | 'pin'>,
  pin: string,
  dealershipId: string,
  now = Date.now(),
): Promise<PinCheck> {
  const check = await checkKioskPinIn(getDatabase(), person, pin, now);
  // A lock goes to the office (once the kiosk has signal): someone guessing, or a forgotten PIN.
  if (!check.ok && check.locked && check.now)
    await queueKioskWrite('reportPinLock', {
      id: crypto.randomUUID(),
      uid: person.uid,
      dealershipId,
      lockedAt: new Date(now).toISOString(),
      lockedUntil: new Date(check.until).toISOString(),
      personName: person.name,
    });
  return check;
}

/** checkKioskPin on a given database (the device's, or a test's). */
export async function checkKioskPinIn(
  db: LotcrewDatabase,
  person: Pick<KioskPerson, 'uid' | 'pin'>,
  pin: string,
  now: number,
): Promise<PinCheck> {
  const kept = await db.kioskAttempts.get(person.uid);
  const attempts: PinAttempts = kept ?? NO_ATTEMPTS;
  if (isLocked(attempts, now)) return { ok: false, locked: true, until: attempts.lockedUntil, now: false };
  const matched = await pinMatches(pin, person.pin);
  const after = afterAttempt(attempts, matched, now);
  await db.kioskAttempts.put({ uid: person.uid, ...after });
  if (matched) return { ok: true };
  if (isLocked(after, now)) return { ok: false, locked: true, until: after.lockedUntil, now: true };
  return { ok: false, locked: false, triesLeft: PIN_FAILURES_BEFORE_LOCK - after.failures };
}

/**
 * Records a tap on the kiosk for `person` now: on the device at once, sent when it can,
 * with the photo where the dealership asks for one.
 */
export async function recordKioskPunch(
  person: Pick<KioskPerson, 'uid' | 'name'>,
  kind: PunchKind,
  dealership: Mirrored<Dealership>,
  shot?: PunchPhotoShot,
  now: Date = new Date(),
): Promise<void> {
  const kiosk = await signedInUid();
  if (!kiosk) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  // The person's week as the kiosk's dealership keeps it (the rules check the lock of that week).
  const rules = timeRulesOf([dealership], [dealership.id]);
  const punch = {
    id: crypto.randomUUID(),
    uid: person.uid,
    dealershipId: dealership.id,
    personName: person.name,
    kind,
    at: now.toISOString(),
    timezone: deviceTimeZone(),
    // A kiosk stands at its dealership: the position adds nothing and is not asked for.
    position: null,
    clockSkewMs: lastClockSkewMs(),
    weekStart: businessWeek(now.getTime(), rules).key,
    note: '',
    ...(shot ? { photo: shot.outcome } : {}),
  };
  await queueWrite('kioskPunch', punch);
  if (shot?.outcome === 'taken') await queuePunchPhoto(person.uid, punch.id, shot.photo, punch.at, kiosk);
}

/** The kiosks on the device's copy (the owner's office), by uid: their names, for the punches they made. */
export function useKioskNames(): ReadonlyMap<string, string> | undefined {
  return useLiveQuery(async () => {
    const users = await getDatabase().users.toArray();
    return new Map(
      users
        .filter((user) => typeof user.kioskFor === 'string')
        .map((user) => [user.id, user.displayName ?? user.email ?? user.id]),
    );
  }, []);
}

/** The PINs locked on kiosks since `since` (ISO), newest first, on the office's copy. */
export function useKioskLockouts(since: string): Mirrored<KioskLockout>[] | undefined {
  return useLiveQuery(
    () => getDatabase().kioskLockouts.where('lockedAt').aboveOrEqual(since).reverse().sortBy('lockedAt'),
    [since],
  );
}
