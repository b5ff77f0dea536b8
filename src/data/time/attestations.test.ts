import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { HOUR_MS, MINUTE_MS } from '../../utils/duration';
import { LotcrewDatabase } from '../db';
import { enqueueWrite } from '../mutators';
import {
  breakQuestion,
  breakWordsOf,
  mealReminder,
  personBreaks,
  type TimeAttestation,
} from './attestations';
import type { TimeRules } from './law';
import type { Shift } from './shifts';

const LA = 'America/Los_Angeles';
const CALIFORNIA: TimeRules = {
  zone: LA,
  weekStart: 0,
  overtime: 'california',
  limitHours: 16,
  geofences: [],
};
const FEDERAL: TimeRules = { ...CALIFORNIA, overtime: 'federal' };
/** 8:00 AM in Los Angeles on an ordinary Tuesday (PST). */
const MORNING = Date.parse('2026-11-24T16:00:00Z');
const h = (hours: number) => hours * HOUR_MS;
const min = (minutes: number) => minutes * MINUTE_MS;

/** A shift from `start` lasting `lengthMs` (null: still open), its clock-out punch `out-<n>`. */
function shift(start: number, lengthMs: number | null, breaks: [number, number][] = [], n = 1): Shift {
  return {
    uid: 'crew-1',
    start,
    end: lengthMs === null ? null : start + lengthMs,
    breaks: breaks.map(([offset, length]) => ({ start: start + offset, end: start + offset + length })),
    punchIds: [`in-${n}`, ...(lengthMs === null ? [] : [`out-${n}`])],
    flags: [],
    position: null,
  };
}
const word = (
  punchId: string,
  answer: TimeAttestation['answer'],
  couldNotTake: TimeAttestation['couldNotTake'] = [],
) =>
  ({
    uid: 'crew-1',
    punchId,
    weekStart: '2026-11-22',
    answer,
    couldNotTake,
    note: '',
    language: 'en',
    at: new Date(MORNING).toISOString(),
  }) satisfies TimeAttestation;

describe('the question at clock-out', () => {
  it('asks after a California workday in which a break was due, with the waiver only where the law allows it', () => {
    // 5 h 30 min with no meal: the day is under 6 hours, so skipping the meal may be their choice.
    const short = [shift(MORNING, h(5.5))];
    expect(breakQuestion(short, [], CALIFORNIA, MORNING + h(5.6))).toEqual({
      punchId: 'out-1',
      at: MORNING + h(5.5),
      mealDue: true,
      mayWaiveMeal: true,
    });
    // 7 hours with no meal: past 6, the waiver is not theirs to give.
    const long = [shift(MORNING, h(7))];
    expect(breakQuestion(long, [], CALIFORNIA, MORNING + h(7.1))).toMatchObject({ mayWaiveMeal: false });
    // 4 hours: a rest period was due, no meal.
    expect(breakQuestion([shift(MORNING, h(4))], [], CALIFORNIA, MORNING + h(4.1))).toMatchObject({
      mealDue: false,
      mayWaiveMeal: false,
    });
  });

  it('does not ask when nothing was due, outside California, once answered, or the next day', () => {
    expect(breakQuestion([shift(MORNING, h(3))], [], CALIFORNIA, MORNING + h(3.1))).toBeNull();
    expect(breakQuestion([shift(MORNING, h(7))], [], FEDERAL, MORNING + h(7.1))).toBeNull();
    expect(
      breakQuestion([shift(MORNING, h(7))], [word('out-1', 'tookBreaks')], CALIFORNIA, MORNING + h(8)),
    ).toBeNull();
    expect(breakQuestion([shift(MORNING, h(7))], [], CALIFORNIA, MORNING + h(20))).toBeNull();
    // Still on the clock: the question comes with the clock-out.
    expect(breakQuestion([shift(MORNING, null)], [], CALIFORNIA, MORNING + h(7))).toBeNull();
  });

  it('asks about the whole workday at a split shift’s second clock-out', () => {
    const split = [shift(MORNING, h(3), [], 1), shift(MORNING + h(4), h(3), [], 2)];
    expect(breakQuestion(split, [word('out-1', 'tookBreaks')], CALIFORNIA, MORNING + h(7.5))).toMatchObject({
      punchId: 'out-2',
      // Six hours of work; the hour between the shifts was their meal.
      mealDue: true,
      mayWaiveMeal: false,
    });
  });
});

describe('the meal reminder on the clock', () => {
  it('says when the meal is due from the 4th hour, and that it is late past the 5th', () => {
    const open = [shift(MORNING, null)];
    expect(mealReminder(open, CALIFORNIA, MORNING + h(3.9))).toBeNull();
    expect(mealReminder(open, CALIFORNIA, MORNING + h(4))).toEqual({ dueBy: MORNING + h(5), overdue: false });
    expect(mealReminder(open, CALIFORNIA, MORNING + h(5) + min(1))).toEqual({
      dueBy: MORNING + h(5),
      overdue: true,
    });
    expect(mealReminder(open, FEDERAL, MORNING + h(4.5))).toBeNull();
  });

  it('moves on to the second meal once the first is taken, and is quiet during a break', () => {
    const afterLunch = [shift(MORNING, null, [[h(4), min(30)]])];
    expect(mealReminder(afterLunch, CALIFORNIA, MORNING + h(6))).toBeNull();
    // 9 h 30 min in, 9 h of it worked: the second meal is due by the end of the 10th hour of work.
    expect(mealReminder(afterLunch, CALIFORNIA, MORNING + h(9.5))).toEqual({
      dueBy: MORNING + h(10.5),
      overdue: false,
    });
    const onBreak: Shift[] = [{ ...shift(MORNING, null), breaks: [{ start: MORNING + h(4), end: null }] }];
    expect(mealReminder(onBreak, CALIFORNIA, MORNING + h(4.2))).toBeNull();
  });
});

describe('premiums from the punches and the worker’s word', () => {
  it('places each word with the clock-out it answered, even one the office moved', () => {
    const moved = shift(MORNING, h(6));
    // The word was given at the tap; the office later moved the clock-out an hour.
    const words = breakWordsOf(
      [{ ...word('out-1', 'couldNotTake', ['rest']), at: '2026-11-25T02:00:00.000Z' }],
      [moved],
    );
    expect(words).toEqual([{ answer: 'couldNotTake', couldNotTake: ['rest'], at: MORNING + h(6) }]);
  });

  it('counts California workdays only, with a rest premium when the worker says they could not take one', () => {
    const monday = shift(MORNING - h(24), h(8), [[h(4), min(30)]], 1);
    const tuesday = shift(MORNING, h(8), [[h(4), min(30)]], 2);
    const days = personBreaks(
      [monday, tuesday],
      [word('out-2', 'couldNotTake', ['rest'])],
      CALIFORNIA,
      MORNING + h(30),
    );
    expect(days.map((day) => [day.day, day.mealPremium, day.restPremium])).toEqual([
      ['2026-11-23', false, false],
      ['2026-11-24', false, true],
    ]);
    expect(personBreaks([monday, tuesday], [], FEDERAL, MORNING + h(30))).toEqual([]);
  });
});

describe('the word, queued', () => {
  let db: LotcrewDatabase;
  let remote: FakeRemote;
  beforeEach(async () => {
    db = new LotcrewDatabase(`attestation-test-${crypto.randomUUID()}`);
    await db.open();
    remote = new FakeRemote();
  });
  afterEach(async () => {
    await db.delete();
  });
  const args = {
    id: '0b8f2d8e-7c1a-4c55-9a41-2b3d4e5f6a7b',
    punchId: 'out-1',
    weekStart: '2026-11-22',
    answer: 'couldNotTake' as const,
    couldNotTake: ['meal' as const],
    note: 'Two deliveries due at noon',
    language: 'es' as const,
    at: '2026-11-25T01:30:00.000Z',
  };

  it('is on the phone at once and lands once, even when replayed', async () => {
    await enqueueWrite(db, 'crew-1', 'attestBreaks', args);
    expect(await db.timeAttestations.get(args.id)).toMatchObject({ uid: 'crew-1', answer: 'couldNotTake' });
    const entries = await db.outbox.toArray();
    await flusherFor(db, remote, 'crew-1').drain();
    await db.outbox.bulkAdd(entries.map(({ seq: _seq, ...entry }) => entry));
    await flusherFor(db, remote, 'crew-1').drain();
    const { id, ...fields } = args;
    expect(remote.documents.get(`timeAttestations/${id}`)).toMatchObject({ ...fields, uid: 'crew-1' });
    expect(remote.documents.size).toBe(1);
  });

  it('refuses a word that contradicts itself, queueing nothing', async () => {
    for (const bad of [
      { ...args, answer: 'tookBreaks' },
      { ...args, couldNotTake: [] },
      { ...args, couldNotTake: ['lunch'] },
      { ...args, language: 'fr' },
      { ...args, note: 'x'.repeat(501) },
    ])
      // As a screen of an older or broken version might send them.
      await expect(enqueueWrite(db, 'crew-1', 'attestBreaks', bad as typeof args)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.timeAttestations.count()).toBe(0);
  });
});
