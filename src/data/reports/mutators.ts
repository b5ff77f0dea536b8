/**
 * Daily reports' writes (issue #18), through the sync queue: the office closes a
 * dealership's day (its figures, computed on the phone from the day's data, frozen with
 * who closed it and when) and reopens a closed one. Each step is appended to the report's
 * history, so a replay after a lost acknowledgement adds nothing twice.
 */
import { z } from '../../lib/zod';
import { TICKET_KINDS } from '../model';
import type { LotcrewDatabase } from '../db';
import { define } from '../outbox/mutator';
import { dailyReportId } from './dailyReport';

const count = z.lazy(() => z.number().int().min(0).max(1_000_000));
const FiguresArgs = z.lazy(() =>
  z
    .object({
      ticketsDoneByKind: z.partialRecord(z.enum(TICKET_KINDS), count),
      washes: count,
      minutesWorked: count,
      revenueCents: z.number().int().min(0).max(100_000_000_000),
      openCarriedOver: count,
    })
    .strict(),
);

const DayArgs = {
  date: z.iso.date(),
  dealershipId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  /** Who takes the step, as the report's history shows it. */
  byName: z.string().trim().min(1).max(100),
  at: z.iso.datetime(),
};
const CloseArgs = z.lazy(() =>
  z.object({ ...DayArgs, figures: FiguresArgs, notes: z.string().trim().max(4000) }).strict(),
);
const ReopenArgs = z.lazy(() => z.object(DayArgs).strict());

type Step = 'closed' | 'reopened';
const entryOf = (args: z.infer<typeof ReopenArgs>, step: Step, uid: string) => ({
  step,
  by: uid,
  byName: args.byName,
  at: args.at,
});

async function stepLocally(
  db: LotcrewDatabase,
  args: z.infer<typeof ReopenArgs> & Partial<z.infer<typeof CloseArgs>>,
  step: Step,
  uid: string,
): Promise<void> {
  const id = dailyReportId(args.date, args.dealershipId);
  const current = await db.dailyReports.get(id);
  if (step === 'reopened' && !current) return;
  const entry = entryOf(args, step, uid);
  const history = current?.history ?? [];
  if (history.some((earlier) => earlier.at === entry.at && earlier.step === step && earlier.by === uid))
    return;
  await db.dailyReports.put({
    id,
    date: args.date,
    dealershipId: args.dealershipId,
    figures: args.figures ??
      current?.figures ?? {
        ticketsDoneByKind: {},
        washes: 0,
        minutesWorked: 0,
        revenueCents: 0,
        openCarriedOver: 0,
      },
    notes: args.notes ?? current?.notes ?? '',
    closed: step === 'closed',
    history: [...history, entry],
  });
}

export const REPORT_MUTATORS = {
  /** The office closes a dealership's day: dailyReports/{date}_{dealershipId}, frozen. */
  closeDailyReport: define({
    parse: (args) => CloseArgs.parse(args),
    local: (db, args, uid) => stepLocally(db, args, 'closed', uid),
    remote: (args, uid) => [
      {
        path: `dailyReports/${dailyReportId(args.date, args.dealershipId)}`,
        data: {
          date: args.date,
          dealershipId: args.dealershipId,
          figures: args.figures,
          notes: args.notes,
          closed: true,
        },
        mode: 'appendOnce',
        arrayField: 'history',
        entry: entryOf(args, 'closed', uid),
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'dayClosed', values: { date: args.date } }),
  }),
  /** The office reopens a closed day; the reopen is recorded, nothing else changes. */
  reopenDailyReport: define({
    parse: (args) => ReopenArgs.parse(args),
    local: (db, args, uid) => stepLocally(db, args, 'reopened', uid),
    remote: (args, uid) => [
      {
        path: `dailyReports/${dailyReportId(args.date, args.dealershipId)}`,
        data: { closed: false },
        mode: 'appendOnce',
        arrayField: 'history',
        entry: entryOf(args, 'reopened', uid),
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'dayReopened', values: { date: args.date } }),
  }),
};
