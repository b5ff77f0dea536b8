/**
 * The clock's reads and writes for screens: one person's time documents, and a punch
 * queued in one step, which puts it on the device at once (so the button can say
 * "recorded on this phone" without waiting for any network) and sends it when it can.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceTimeZone } from '../../utils/zonedTime';
import { getDatabase, type Mirrored } from '../db';
import { SPEC_TEXTS } from '../../config/texts';
import type { Dealership, PunchKind, TimeChange, TimePunch } from '../model';
import { signedInUid } from '../port';
import { writerOf } from '../outbox/queueWrite';
import type { BreakQuestion, TimeAttestation } from './attestations';
import { lastClockSkewMs } from './clockSkew';
import { queuePunchPhoto, type PunchPhotoShot } from './punchPhoto';
import { freshPosition } from './position';
import { businessWeek, type PersonTime, type TimeRules } from './timesheet';
import type { TIME_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof TIME_MUTATORS>();

/**
 * One person's time documents on the device, and the dealerships (their clock and rules),
 * read by index: the clock re-renders on its own taps without reading every table.
 */
export function usePersonTime(
  uid: string | null,
): { person: PersonTime; dealerships: Mirrored<Dealership>[] } | undefined {
  return useLiveQuery(async () => {
    if (!uid) return undefined;
    const db = getDatabase();
    const [punches, corrections, weeks, attestations, dealerships] = await Promise.all([
      db.timePunches.where('uid').equals(uid).toArray(),
      db.timeCorrections.where('uid').equals(uid).toArray(),
      db.timeWeeks.where('uid').equals(uid).toArray(),
      db.timeAttestations.where('uid').equals(uid).toArray(),
      db.dealerships.toArray(),
    ]);
    return { person: { uid, punches, corrections, weeks, attestations }, dealerships };
  }, [uid]);
}

/** The week key a time falls in, as the rules check it against approvals. */
export function weekKeyOf(time: string | number, rules: Pick<TimeRules, 'zone' | 'weekStart'>): string {
  return businessWeek(typeof time === 'string' ? Date.parse(time) : time, rules).key;
}

/**
 * Records a tap on the clock now; resolves once it is on the phone, with the punch as the
 * phone holds it (a screen may show it before the device copy's next answer brings it).
 */
export async function recordPunch(
  kind: PunchKind,
  rules: Pick<TimeRules, 'zone' | 'weekStart'>,
  note = '',
  now: Date = new Date(),
  /** The front camera's photo at the tap, where the dealership asks for one (punchPhoto.ts). */
  shot?: PunchPhotoShot,
): Promise<Mirrored<TimePunch>> {
  const uid = await signedInUid();
  if (!uid) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  const punch = {
    id: crypto.randomUUID(),
    kind,
    at: now.toISOString(),
    timezone: deviceTimeZone(),
    position: freshPosition(now.getTime()),
    clockSkewMs: lastClockSkewMs(),
    weekStart: weekKeyOf(now.getTime(), rules),
    note,
    ...(shot ? { photo: shot.outcome } : {}),
  };
  await queueWrite('punch', punch);
  if (shot?.outcome === 'taken') await queuePunchPhoto(uid, punch.id, shot.photo, punch.at);
  return { ...punch, uid };
}

/** The worker's word on their breaks for a clock-out (issue #35), queued like a punch. */
export function recordBreakWord(
  question: Pick<BreakQuestion, 'punchId' | 'at'>,
  word: Pick<TimeAttestation, 'answer' | 'couldNotTake' | 'note' | 'language'>,
  rules: Pick<TimeRules, 'zone' | 'weekStart'>,
): Promise<string> {
  return queueWrite('attestBreaks', {
    id: crypto.randomUUID(),
    punchId: question.punchId,
    weekStart: weekKeyOf(question.at, rules),
    answer: word.answer,
    couldNotTake: word.answer === 'couldNotTake' ? word.couldNotTake : [],
    note: word.note.trim(),
    language: word.language,
    at: new Date(question.at).toISOString(),
  });
}

/** A change to one's own time, sent to the office for approval; or, by the office, made at once. */
export function recordCorrection(
  mode: 'request' | 'correct',
  uid: string,
  change: TimeChange,
  reason: string,
  rules: Pick<TimeRules, 'zone' | 'weekStart'>,
): Promise<string> {
  const affected = change.action === 'add' ? change.at : change.from;
  return queueWrite(mode === 'request' ? 'requestCorrection' : 'correctTime', {
    id: crypto.randomUUID(),
    uid,
    weekStart: weekKeyOf(affected, rules),
    change,
    reason,
    requestedAt: new Date().toISOString(),
  });
}
