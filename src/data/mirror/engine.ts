/**
 * The mirror engine: keeps the device's copy of a person's documents equal to what their
 * live views (rules-scoped queries) hold now, plus what they have queued and not yet sent.
 * It knows no domain, no Firestore and no session: the views, the collections, the
 * answers and the pending writes are handed in (mirror.ts wires them to Firestore).
 *
 * The rules it keeps:
 * - A complete answer (a view's first server answer after the app starts or its access
 *   changed) is the whole truth for that view: what it held before and no longer holds
 *   has left it. Later answers are changes (after a reconnect too: Firestore reports what
 *   left the view while the phone was offline).
 * - Once every view of a collection has answered completely for the first time, every
 *   local document of that collection that no view holds is removed: work someone else
 *   took while the app was closed, documents that fell out of a time window, another
 *   dealership's after an assignment changed. Collections no view covers any more are
 *   emptied once every view has answered.
 * - A document leaves only when no other view holds it.
 * - A document a queued write will set is never removed, and the queued writes that
 *   touch an answered document are laid over it again (rebase), so a step taken offline
 *   never flickers back when an answer arrives before the queue has sent it.
 * - Offline there are no server answers, so nothing is removed.
 * - A resumable view (view.ts) may be answered by its changes since its mark (the latest
 *   server time of a write it has seen) and then verified: the server's count of the view
 *   agrees with the documents of the device that the view's conditions hold, which makes
 *   those its complete answer. Until then its freshness stays as it was.
 */
import type { LotcrewDatabase, MirrorMeta } from '../db';
import type { PendingWrites } from '../outbox/pending';
import { BEGINNING_MARK, latestMark } from './marks';
import { shapeOf, type Condition } from './view';

export interface MirrorView {
  /** Stable name, for the freshness record. */
  key: string;
  /** The local table (and Firestore collection) its documents go to. */
  collection: string;
  /** What the view asks for: which documents of the device it holds, once verified. */
  where?: readonly Condition[];
  /** Caught up by its changes on a reopen: it keeps a mark (see `MirrorScope.resumable`). */
  resumable?: boolean;
}

export interface AnsweredDocument {
  id: string;
  /** The document's fields, server timestamps already as ISO strings. */
  data: Record<string, unknown>;
}

/**
 * One server answer of a view: either everything it holds now, or what changed. `mark`
 * is the latest server write time among its documents (an opaque string that sorts in
 * time order, see `markOf` in mirror.ts), kept for a resumable view.
 */
export type ViewAnswer = (
  | ({ kind: 'complete'; documents: readonly AnsweredDocument[] } & StampedAt)
  | { kind: 'changes'; upserts: readonly AnsweredDocument[]; removals: readonly string[] }
) & { mark?: string | undefined };

/**
 * The collection's change stamp as last heard before the server was asked what makes a view
 * complete (its whole answer, its count, its changes since the mark): recorded with the
 * view, so that a reopen that finds the stamp unmoved knows the copy is whole without
 * asking (mirror.ts; docs/decisions.md, "Change stamps"). Absent: none was heard.
 */
interface StampedAt {
  stamp?: string | undefined;
}

/**
 * Where a resumable view resumes: its mark, when the device's copy was made by the same
 * question (null: it is read whole), and whether it has answered whole on this phone before
 * (changes alone, or pages of a first read cut off, are not whole).
 */
export interface ResumePoint {
  mark: string | null;
  answeredBefore: boolean;
  /** The collection's change stamp when the copy was last complete, for the same question (`StampedAt`). */
  stamp: string | null;
}

/** The server's count agreed: the view holds exactly these documents of the device. */
type Verified = { kind: 'verified'; holds: readonly string[] } & StampedAt;

/**
 * One thing to write of a view: a server answer, or (`fromDevice`) its completion from the
 * device: the device's documents its conditions match are its complete answer, with no count
 * (what fell out of its window leaves the device as from a complete answer). For a view whose
 * documents stay in it (`MirrorScope.documentsStay`) after its changes since its mark, or one
 * whose collection's change stamp has not moved since its copy was complete.
 */
export type MirrorStep = { key: string } & ({ answer: ViewAnswer } | { fromDevice: StampedAt });

/** A view's write: `answerIn` makes what to write inside the transaction (null: nothing). */
interface ViewWrite {
  state: ViewState;
  kind: (ViewAnswer | Verified)['kind'];
  answerIn: (touched: ReadonlySet<string>) => Promise<ViewAnswer | Verified | null>;
}

interface ViewState {
  view: MirrorView;
  /** Ids the view holds now (known only once it has answered completely). */
  holds: Set<string>;
  answered: boolean;
}

/** Thrown inside a narrow transaction that turns out to need the mutators (it is rolled back). */
const NEEDS_ALL_TABLES = new Error('queued writes to lay over this answer');

export class MirrorEngine {
  private readonly views = new Map<string, ViewState>();
  /** The server's own copy of documents that queued writes are laid over, to fall back to. */
  private readonly serverBase = new Map<string, Record<string, unknown> | null>();
  /** Who waits for views to answer whole (`whenAnswered`): each looks again after every answer. */
  private readonly answerWaiters = new Set<() => void>();

  constructor(
    private readonly db: LotcrewDatabase,
    views: readonly MirrorView[],
    /** Every table the mirror writes; those no view covers are emptied after the first answers. */
    private readonly collections: readonly string[],
    private readonly pending: PendingWrites,
    private readonly now: () => Date = () => new Date(),
  ) {
    for (const view of views) this.views.set(view.key, { view, holds: new Set(), answered: false });
  }

  /**
   * Records that every view is asked for: one that has never answered on this phone is
   * written as not answered yet, so the copy's freshness stays unknown until every view
   * has answered once (a new phone's first answers must not read as "up to date").
   */
  async expectAnswers(): Promise<void> {
    const db = this.db;
    await db.transaction('rw', db.mirrorMeta, async () => {
      const known = new Set(await db.mirrorMeta.toCollection().primaryKeys());
      const unanswered = [...this.views.keys()].filter((key) => !known.has(key));
      await db.mirrorMeta.bulkPut(unanswered.map((key) => ({ key, syncedAt: null })));
    });
  }

  /** Where the view `key` resumes (`ResumePoint`): a reopen's question, or a first read. */
  async resumePoint(key: string): Promise<ResumePoint> {
    return this.resumePointOf(key, await this.db.mirrorMeta.get(key));
  }

  /** Every view's of `keys` (see `resumePoint`), read at once. */
  async resumePoints(keys: readonly string[]): Promise<Map<string, ResumePoint>> {
    const metas = await this.db.mirrorMeta.bulkGet([...keys]);
    return new Map(keys.map((key, index) => [key, this.resumePointOf(key, metas[index])]));
  }

  private resumePointOf(key: string, meta: MirrorMeta | undefined): ResumePoint {
    const view = this.views.get(key)?.view;
    const answeredBefore = meta?.syncedAt !== null && meta?.syncedAt !== undefined;
    const sameQuestion =
      view !== undefined && meta?.shape === shapeOf({ collection: view.collection, where: view.where ?? [] });
    const mark = sameQuestion && view.resumable === true && meta?.mark ? meta.mark : null;
    // A resumable view's stamp goes with its mark; a view read whole keeps one with its question.
    const stampHolds = view?.resumable === true ? mark !== null : sameQuestion;
    return { mark, answeredBefore, stamp: stampHolds ? (meta?.stamp ?? null) : null };
  }

  /**
   * The server counts `serverCount` documents in the view `key`: when the device holds as
   * many that the view's conditions match, they are its complete answer ('agrees');
   * otherwise something left the view unseen (removed, moved, or never stamped) and it must
   * be read whole ('differs'). While the phone's own writes to the view's collection wait in
   * the queue, the device holds what the server has not counted yet: the count is asked
   * again once they have landed ('waits'), rather than the view read whole for nothing.
   */
  async verify(
    key: string,
    serverCount: number,
    { stamp }: StampedAt = {},
  ): Promise<'agrees' | 'differs' | 'waits'> {
    const state = this.views.get(key);
    if (!state?.view.where) return 'differs';
    let verdict: 'agrees' | 'differs' | 'waits' = 'agrees';
    // The queue, the device's documents and the answer they make, in one transaction: what
    // is compared with the count is what is written as the view's.
    await this.writeAll([
      {
        state,
        kind: 'verified',
        answerIn: async (touched) => {
          if (queuesTo(touched, state.view.collection)) verdict = 'waits';
          else {
            const holds = await this.heldOnDevice(state.view);
            if (holds.length === serverCount) return { kind: 'verified', holds, stamp };
            verdict = 'differs';
          }
          return null;
        },
      },
    ]);
    return verdict;
  }

  /**
   * The view `key` has answered its dashboards' part whole (`MirrorScope.dashboardParts`),
   * applied as changes before: recorded until the view answers whole.
   */
  async dashboardPartAnswered(key: string): Promise<void> {
    const state = this.views.get(key);
    if (!state || state.answered) return;
    const before = await this.db.mirrorMeta.get(key);
    await this.db.mirrorMeta.put({
      ...(before ?? { key, syncedAt: null }),
      dashboardPartAt: this.now().toISOString(),
    });
  }

  /** Resolves once each view of `keys` has answered whole since this engine started. */
  whenAnswered(keys: readonly string[]): Promise<void> {
    return new Promise((resolve) => {
      const look = () => {
        if (!keys.every((key) => this.views.get(key)?.answered !== false)) return;
        this.answerWaiters.delete(look);
        resolve();
      };
      this.answerWaiters.add(look);
      look();
    });
  }

  /** Whether the queue holds a write to a document of `collection`. */
  async writesQueuedTo(collection: string): Promise<boolean> {
    return queuesTo(await this.pending.touchedPaths(this.db), collection);
  }

  /** Applies one server answer of the view `key`. */
  apply(key: string, answer: ViewAnswer): Promise<void> {
    return this.applyAll([{ key, answer }]);
  }

  /**
   * Writes these steps in their order, in one transaction: the answers that came while the
   * last were written (arrivalOrder.ts) cost one commit, and the screens' live readings run
   * again once for them, not once per view.
   */
  async applyAll(steps: readonly MirrorStep[]): Promise<void> {
    const writes: ViewWrite[] = [];
    for (const step of steps) {
      const state = this.views.get(step.key);
      if (!state) continue;
      if ('answer' in step) {
        const { answer } = step;
        const nothing =
          answer.kind === 'changes' && answer.upserts.length === 0 && answer.removals.length === 0;
        // Nothing changed (a metadata-only answer): the copy is as fresh as now, if it was whole.
        const answerIn = () => Promise.resolve(nothing && !state.answered ? null : answer);
        writes.push({ state, kind: answer.kind, answerIn });
      } else if (state.view.where) {
        const { stamp } = step.fromDevice;
        const fromDevice = async (): Promise<Verified> => ({
          kind: 'verified',
          holds: await this.heldOnDevice(state.view),
          stamp,
        });
        writes.push({ state, kind: 'verified', answerIn: fromDevice });
      }
    }
    await this.writeAll(writes);
  }

  /**
   * Writes the views' answers in one transaction. When it fails and holds more than one
   * view's, each is written again alone: one answer that cannot be written does not keep
   * the others' off the device.
   */
  private async writeAll(writes: readonly ViewWrite[]): Promise<void> {
    if (writes.length === 0) return;
    try {
      await this.inTransaction(writes);
    } catch (error) {
      if (writes.length === 1) throw error;
      let failedAlone = false;
      for (const write of writes) await this.inTransaction([write]).catch(() => (failedAlone = true));
      if (failedAlone) throw error;
    }
    if (writes.some((write) => write.kind !== 'changes')) for (const look of [...this.answerWaiters]) look();
  }

  /**
   * The transaction may run twice (below), so each `answerIn` only reads, and what the views
   * held before is kept aside: each run starts from it, and a failure leaves it as it was.
   */
  private async inTransaction(writes: readonly ViewWrite[]): Promise<void> {
    const db = this.db;
    const states = new Set(writes.map((write) => write.state));
    const before = [...states].map((state) => ({
      state,
      holds: new Set(state.holds),
      answered: state.answered,
    }));
    const restore = () => {
      for (const { state, holds, answered } of before)
        Object.assign(state, { holds: new Set(holds), answered });
    };
    // Views answering whole for the first time: once every view has, the tables no view
    // covers are emptied (access lost).
    const answering = writes.filter((write) => write.kind !== 'changes' && !write.state.answered);
    const forgets =
      answering.length > 0 &&
      [...this.views.values()].every(
        (state) => state.answered || answering.some((write) => write.state === state),
      );
    let runs = 0;
    const body = (mayReplay: boolean) => async () => {
      if (runs++ > 0) restore();
      const touched = await this.pending.touchedPaths(db);
      for (const write of writes) await this.writeView(write, touched, mayReplay);
      if (forgets && [...this.views.values()].every((state) => state.answered))
        await this.forgetUncovered(touched);
    };
    // Most answers touch nothing the queue holds: they lock only their own tables (and the
    // queue, to know), so the flusher is not held up. Laying queued writes over an answer
    // runs the mutators' local changes, which may touch any table: then, found out inside
    // the first transaction (which writes nothing before), again with every table.
    const narrow = [
      ...writes.map((write) => db.table(write.state.view.collection)),
      db.mirrorMeta,
      db.outbox,
      ...(forgets ? this.collections.map((name) => db.table(name)) : []),
    ];
    try {
      try {
        await db.transaction('rw', [...new Set(narrow)], body(false));
      } catch (error) {
        if (error !== NEEDS_ALL_TABLES) throw error;
        await db.transaction('rw', db.tables, body(true));
      }
    } catch (error) {
      restore();
      throw error;
    }
  }

  /** Writes one view's answer, inside `inTransaction`'s transaction. */
  private async writeView(
    { state, kind, answerIn }: ViewWrite,
    touched: ReadonlySet<string>,
    mayReplay: boolean,
  ): Promise<void> {
    const { collection } = state.view;
    const db = this.db;
    const pathOf = (id: string) => `${collection}/${id}`;
    const answer = await answerIn(touched);
    if (!answer) return;
    const heldBefore = state.holds;
    const firstComplete = kind !== 'changes' && !state.answered;
    const upserts =
      answer.kind === 'complete' ? answer.documents : answer.kind === 'changes' ? answer.upserts : [];
    let removed: readonly string[];
    let holds = heldBefore;
    if (answer.kind === 'changes') {
      for (const document of answer.upserts) holds.add(document.id);
      for (const id of answer.removals) holds.delete(id);
      removed = answer.removals;
    } else {
      holds = new Set(
        answer.kind === 'complete' ? answer.documents.map((document) => document.id) : answer.holds,
      );
      removed = [...heldBefore].filter((id) => !holds.has(id));
    }
    const answeredPaths = [...upserts.map(({ id }) => pathOf(id)), ...removed.map(pathOf)];
    const rebased = new Set(answeredPaths.filter((path) => touched.has(path)));
    if (rebased.size > 0 && !mayReplay) throw NEEDS_ALL_TABLES;
    state.holds = holds;
    if (answer.kind !== 'changes') state.answered = true;

    const table = db.table(collection);
    if (upserts.length > 0) await table.bulkPut(upserts.map(({ id, data }) => ({ ...data, id })));
    const leaving = removed.filter((id) => !this.heldElsewhere(collection, id));
    if (firstComplete && this.allAnswered(collection)) leaving.push(...(await this.unheldIn(state)));
    const deletes = [...new Set(leaving)].filter((id) => !touched.has(pathOf(id)));
    if (deletes.length > 0) await table.bulkDelete(deletes);

    for (const document of upserts) {
      const path = pathOf(document.id);
      if (rebased.has(path)) this.serverBase.set(path, document.data);
      else this.serverBase.delete(path);
    }
    for (const id of removed)
      if (rebased.has(pathOf(id)) && !this.heldElsewhere(collection, id))
        this.serverBase.set(pathOf(id), null);
    await this.pending.replayOnto(db, rebased);

    await db.mirrorMeta.put(await this.metaAfter(state, answer));
  }

  /**
   * Queued writes left the queue without landing (the server refused them): the documents
   * they touched go back to the server's last answer, with the writes still queued on top.
   */
  async settle(paths: Iterable<string>): Promise<void> {
    const known = [...paths].filter((path) => this.serverBase.has(path));
    if (known.length === 0) return;
    const db = this.db;
    await db.transaction('rw', db.tables, async () => {
      for (const path of known) {
        const [collection, id] = splitPath(path);
        const base = this.serverBase.get(path);
        if (base) await db.table(collection).put({ ...base, id });
        else await db.table(collection).delete(id);
      }
      await this.pending.replayOnto(db, new Set(known));
      const stillTouched = await this.pending.touchedPaths(db);
      for (const path of known) if (!stillTouched.has(path)) this.serverBase.delete(path);
    });
  }

  /**
   * The view's freshness record after an answer: answered now once it has answered whole
   * (a resumed view's changes alone leave it as it was), and a resumable view's latest mark
   * (`BEGINNING_MARK` once it has answered whole, if it has seen no receipt time).
   */
  private async metaAfter(state: ViewState, answer: ViewAnswer | Verified): Promise<MirrorMeta> {
    const { key, collection, where = [], resumable } = state.view;
    const before = await this.db.mirrorMeta.get(key);
    const syncedAt = state.answered ? this.now().toISOString() : (before?.syncedAt ?? null);
    const shape = shapeOf({ collection, where });
    const sameShape = before?.shape === shape;
    // A stamp heard before a complete answer or check replaces the one before; the changes
    // that follow keep it (they only bring the copy further on than it says).
    const offeredStamp = answer.kind === 'changes' ? undefined : answer.stamp;
    const stamp = offeredStamp ?? (sameShape ? before.stamp : undefined);
    // A view read whole keeps only its question and stamp: while the stamp has not moved, its
    // copy is complete for that question (a view of another question is read whole again).
    if (!resumable) return stamp === undefined ? { key, syncedAt } : { key, syncedAt, shape, stamp };
    const kept = sameShape ? before.mark : undefined;
    const offered = answer.kind === 'verified' ? undefined : answer.mark;
    // Answered whole with nothing stamped (an empty view, say): from the beginning of time.
    const mark = latestMark([kept, offered]) ?? (state.answered ? BEGINNING_MARK : undefined);
    // The dashboards' part answered stays recorded until the view has answered whole.
    const part =
      !state.answered && before?.dashboardPartAt ? { dashboardPartAt: before.dashboardPartAt } : {};
    const stamped = stamp === undefined ? {} : { stamp };
    return mark === undefined
      ? { key, syncedAt, shape, ...part }
      : { key, syncedAt, shape, mark, ...stamped, ...part };
  }

  /** The ids of the device's documents that the view's conditions match. */
  private async heldOnDevice(view: MirrorView): Promise<string[]> {
    const conditions = view.where ?? [];
    const table = this.db.table(view.collection);
    const indexed = new Set(table.schema.indexes.map((index) => index.name));
    // A window condition on an indexed field narrows without reading every document.
    const windowCondition = conditions.find(([field, op]) => op === '>=' && indexed.has(field));
    const rest = conditions.filter((condition) => condition !== windowCondition);
    const candidates = windowCondition
      ? table.where(windowCondition[0]).aboveOrEqual(windowCondition[2])
      : table.toCollection();
    const matching =
      rest.length === 0
        ? candidates
        : candidates.filter((document: Record<string, unknown>) => holdsAll(document, rest));
    return (await matching.primaryKeys()) as string[];
  }

  private heldElsewhere(collection: string, id: string): boolean {
    for (const state of this.views.values())
      if (state.view.collection === collection && state.holds.has(id)) return true;
    return false;
  }

  private allAnswered(collection: string): boolean {
    for (const state of this.views.values())
      if (state.view.collection === collection && !state.answered) return false;
    return true;
  }

  /**
   * Local documents of the view's collection that no view holds. Called once the view's
   * answer is written: when it is the collection's one view, every document it holds is on
   * the device, so a table of as many documents holds nothing else (a count, not a read of
   * every key: thousands of them in a month's tickets, washes or punches).
   */
  private async unheldIn(answering: ViewState): Promise<string[]> {
    const { collection } = answering.view;
    const table = this.db.table(collection);
    const onlyView = [...this.views.values()].every(
      (state) => state === answering || state.view.collection !== collection,
    );
    if (onlyView && (await table.count()) === answering.holds.size) return [];
    const ids = (await table.toCollection().primaryKeys()) as string[];
    return ids.filter((id) => !this.heldElsewhere(collection, id));
  }

  /** Empties the tables no view covers (access lost), and forgets their freshness records. */
  private async forgetUncovered(touched: ReadonlySet<string>): Promise<void> {
    const covered = new Set([...this.views.values()].map((state) => state.view.collection));
    for (const collection of this.collections) {
      if (covered.has(collection)) continue;
      await forgetCollection(this.db, collection, touched);
    }
    const liveKeys = new Set(this.views.keys());
    const metas = await this.db.mirrorMeta.toCollection().primaryKeys();
    await this.db.mirrorMeta.bulkDelete(metas.filter((key) => !liveKeys.has(key)));
  }
}

async function forgetCollection(db: LotcrewDatabase, collection: string, touched: ReadonlySet<string>) {
  const table = db.table(collection);
  const ids = (await table.toCollection().primaryKeys()) as string[];
  await table.bulkDelete(ids.filter((id) => !touched.has(`${collection}/${id}`)));
}

/**
 * The server says this person may read none of it any more (deactivated, no role, not
 * placed): every mirrored table is emptied, but for documents their queued writes touch.
 */
export async function forgetEverything(
  db: LotcrewDatabase,
  collections: readonly string[],
  pending: PendingWrites,
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const touched = await pending.touchedPaths(db);
    for (const collection of collections) await forgetCollection(db, collection, touched);
    await db.mirrorMeta.clear();
  });
}

/** Whether a document meets every condition, as Firestore would compare them. */
export function holdsAll(document: Record<string, unknown>, conditions: readonly Condition[]): boolean {
  return conditions.every((condition) => {
    const value = document[condition[0]];
    switch (condition[1]) {
      case '==':
        return value === condition[2];
      case 'in':
        return typeof value === 'string' && condition[2].includes(value);
      case '>=':
        return typeof value === 'string' && value >= condition[2];
      case '<':
        return typeof value === 'string' && value < condition[2];
      case '<=':
        return typeof value === 'string' && value <= condition[2];
      case 'array-contains':
        return Array.isArray(value) && value.includes(condition[2]);
    }
  });
}

/** Whether the queue's touched paths include a document of `collection`. */
function queuesTo(touched: ReadonlySet<string>, collection: string): boolean {
  return [...touched].some((path) => path.startsWith(`${collection}/`));
}

function splitPath(path: string): [collection: string, id: string] {
  const slash = path.indexOf('/');
  return [path.slice(0, slash), path.slice(slash + 1)];
}
