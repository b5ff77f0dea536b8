import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromMirrorWorker, MirrorHost, ToMirrorWorker } from './mirrorHost';
import type { Viewer } from './view';

const onPage = vi.hoisted(() => ({
  syncMirror: vi.fn(),
  mirrorReads: vi.fn(() => ({ tickets: { documents: 7, counts: 0 } })),
}));
vi.mock('./mirror', () => onPage);
/** The page's own listener on the person's document: what it was asked to follow, and its answer. */
const pageFollows = vi.hoisted(() => ({
  uids: [] as string[],
  answer: undefined as ((document: Record<string, unknown> | null) => void) | undefined,
  stopped: 0,
}));
vi.mock('../ownDocument', () => ({
  listenToOwnDocument: (uid: string, answer: (document: Record<string, unknown> | null) => void) => {
    pageFollows.uids.push(uid);
    pageFollows.answer = answer;
    return Promise.resolve(() => {
      pageFollows.stopped += 1;
    });
  },
}));
/** Screens' live reads the page ran itself: what it started, and how many it stopped. */
const pageLiveReads = vi.hoisted(() => ({ started: [] as [string, unknown][], stopped: 0 }));
vi.mock('../liveReads', () => ({
  startLiveRead: (name: string, params: unknown) => {
    pageLiveReads.started.push([name, params]);
    return Promise.resolve(() => {
      pageLiveReads.stopped += 1;
    });
  },
}));
vi.mock('../problems', () => ({ reportProblem: vi.fn() }));
vi.mock('../../lib/errorReporting', () => ({ reportError: vi.fn() }));

/** A worker as the page sees it: what it was told, and a way to answer or fail. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  told: ToMirrorWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: ToMirrorWorker) {
    this.told.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromMirrorWorker) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
}

const owner: Viewer = { uid: 'owner-1', role: 'owner', dealerships: [] };
const crew: Viewer = { uid: 'crew-1', role: 'employee', dealerships: ['d1'] };

async function client() {
  vi.resetModules();
  return import('./mirrorClient');
}

beforeEach(() => {
  FakeWorker.started = [];
  // The page's window, as far as the client uses it (its online event): no DOM needed.
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('Worker', FakeWorker);
  onPage.syncMirror.mockReset();
  pageFollows.uids = [];
  pageFollows.answer = undefined;
  pageFollows.stopped = 0;
  pageLiveReads.started = [];
  pageLiveReads.stopped = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the mirror runs in a worker of its own', () => {
  it('starts one worker per person: the same person again changes nothing, another ends the first, sign-out ends it', async () => {
    const { syncMirror } = await client();
    await syncMirror(owner);
    await syncMirror(owner);
    expect(FakeWorker.started).toHaveLength(1);
    const [first] = FakeWorker.started;
    expect(first?.told).toEqual([
      { kind: 'sync', viewer: owner },
      { kind: 'sync', viewer: owner },
    ]);
    await syncMirror(crew);
    expect(first?.terminated).toBe(true);
    expect(FakeWorker.started).toHaveLength(2);
    await syncMirror(null);
    expect(FakeWorker.started[1]?.terminated).toBe(true);
    expect(onPage.syncMirror).not.toHaveBeenCalled();
  });

  it("starts a person's worker before their views are known, and mirrors in it once they are", async () => {
    const { prepareMirror, syncMirror } = await client();
    prepareMirror(owner.uid);
    expect(FakeWorker.started).toHaveLength(1);
    await syncMirror(owner);
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.told).toEqual([{ kind: 'prepare' }, { kind: 'sync', viewer: owner }]);
    // Another person signed in on the phone: the prepared worker is not theirs.
    prepareMirror(crew.uid);
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    // Their user document says they may read nothing: the worker ends, nothing was mirrored.
    await syncMirror(null);
    expect(FakeWorker.started[1]?.terminated).toBe(true);
    expect(FakeWorker.started[1]?.told).toEqual([{ kind: 'prepare' }]);
  });

  it('a prepared worker that cannot start leaves the mirror to the page, which mirrors once the views are known', async () => {
    const { prepareMirror, syncMirror } = await client();
    prepareMirror(owner.uid);
    FakeWorker.started[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(FakeWorker.started[0]?.terminated).toBe(true));
    await syncMirror(owner);
    expect(FakeWorker.started).toHaveLength(1);
    expect(onPage.syncMirror).toHaveBeenLastCalledWith(owner, expect.anything());
  });

  it('tells the worker when the browser is back online and when queued writes were dropped', async () => {
    const { syncMirror } = await client();
    const { writesDropped } = await import('../outbox/events');
    await syncMirror(owner);
    window.dispatchEvent(new Event('online'));
    writesDropped(['tickets/t1']);
    expect(FakeWorker.started[0]?.told.slice(1)).toEqual([
      { kind: 'signalBack' },
      { kind: 'writesDropped', paths: ['tickets/t1'] },
    ]);
  });

  it('asks the worker for the reads it counted', async () => {
    const { mirrorReads, syncMirror } = await client();
    await syncMirror(owner);
    const reads = mirrorReads();
    const worker = FakeWorker.started[0];
    const asked = worker?.told.at(-1);
    if (asked?.kind !== 'reads') throw new Error('the worker was not asked');
    worker?.answer({ kind: 'reads', ask: asked.ask, reads: { washes: { documents: 3, counts: 1 } } });
    expect(await reads).toEqual({ washes: { documents: 3, counts: 1 } });
  });

  it('a worker that cannot start, or cannot restore the person, leaves the mirror to the page from then on', async () => {
    const { syncMirror } = await client();
    await syncMirror(owner);
    FakeWorker.started[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(onPage.syncMirror).toHaveBeenCalledWith(owner, expect.anything()));
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    await syncMirror(crew);
    expect(FakeWorker.started).toHaveLength(1);
    expect(onPage.syncMirror).toHaveBeenLastCalledWith(crew, expect.anything());

    const again = await client();
    await again.syncMirror(owner);
    FakeWorker.started[1]?.answer({ kind: 'notSignedIn' });
    await vi.waitFor(() => expect(onPage.syncMirror).toHaveBeenLastCalledWith(owner, expect.anything()));
  });

  it("passes the worker's problems to the page's list, worded there", async () => {
    const { syncMirror } = await client();
    const { reportProblem } = await import('../problems');
    await syncMirror(owner);
    FakeWorker.started[0]?.answer({
      kind: 'problem',
      message: 'refused',
      detail: 'the tickets view stopped',
    });
    expect(reportProblem).toHaveBeenCalledWith('mirror', new Error('refused'), 'the tickets view stopped');
  });

  it('on the page, the host hears the browser come back online', async () => {
    vi.stubGlobal('Worker', undefined);
    const { syncMirror } = await client();
    await syncMirror(owner);
    const host = onPage.syncMirror.mock.calls[0]?.[1] as MirrorHost;
    const back = vi.fn();
    const stop = host.onSignalBack(back);
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe("the person's own document is followed in the mirror's worker", () => {
  it("follows it in the person's worker, and hands on that worker's answers about them only", async () => {
    const { followOwnDocument, syncMirror } = await client();
    const answers: unknown[] = [];
    followOwnDocument(crew.uid, (document) => answers.push(document));
    await syncMirror(crew);
    expect(FakeWorker.started).toHaveLength(1);
    const worker = FakeWorker.started[0];
    expect(worker?.told).toEqual([
      { kind: 'followOwnDocument', uid: crew.uid },
      { kind: 'sync', viewer: crew },
    ]);
    worker?.answer({ kind: 'ownDocument', uid: crew.uid, document: { role: 'lotPrep' } });
    worker?.answer({ kind: 'ownDocument', uid: owner.uid, document: { role: 'owner' } });
    worker?.answer({ kind: 'ownDocument', uid: crew.uid, document: null });
    expect(answers).toEqual([{ role: 'lotPrep' }, null]);
    // The page never loads the SDK's listener for it.
    expect(pageFollows.uids).toEqual([]);
  });

  it('keeps following when the person may read nothing any more, and ends the worker when following stops', async () => {
    const { followOwnDocument, syncMirror } = await client();
    const stop = followOwnDocument(crew.uid, () => undefined);
    await syncMirror(crew);
    // Deactivated: no views, but a reactivation must still reach the phone.
    await syncMirror(null);
    const worker = FakeWorker.started[0];
    expect(worker?.terminated).toBe(false);
    expect(worker?.told.at(-1)).toEqual({ kind: 'sync', viewer: null });
    stop();
    expect(worker?.terminated).toBe(true);
  });

  it('stops following in a worker that still mirrors, and following someone else ends the first one’s worker', async () => {
    const { followOwnDocument, syncMirror } = await client();
    const stop = followOwnDocument(crew.uid, () => undefined);
    await syncMirror(crew);
    stop();
    expect(FakeWorker.started[0]?.terminated).toBe(false);
    expect(FakeWorker.started[0]?.told.at(-1)).toEqual({ kind: 'stopFollowing' });
    followOwnDocument(owner.uid, () => undefined);
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    expect(FakeWorker.started[1]?.told).toEqual([{ kind: 'followOwnDocument', uid: owner.uid }]);
  });

  it('a worker that cannot restore the person leaves following to the page', async () => {
    const { followOwnDocument } = await client();
    const answers: unknown[] = [];
    const stop = followOwnDocument(crew.uid, (document) => answers.push(document));
    FakeWorker.started[0]?.answer({ kind: 'notSignedIn' });
    await vi.waitFor(() => expect(pageFollows.uids).toEqual([crew.uid]));
    expect(FakeWorker.started[0]?.terminated).toBe(true);
    pageFollows.answer?.({ role: 'lotPrep' });
    expect(answers).toEqual([{ role: 'lotPrep' }]);
    stop();
    await vi.waitFor(() => expect(pageFollows.stopped).toBe(1));
    // An answer after following stopped is nobody's.
    pageFollows.answer?.({ role: 'owner' });
    expect(answers).toHaveLength(1);
  });

  it('where there are no workers, the page follows it itself', async () => {
    vi.stubGlobal('Worker', undefined);
    const { followOwnDocument } = await client();
    followOwnDocument(owner.uid, () => undefined);
    await vi.waitFor(() => expect(pageFollows.uids).toEqual([owner.uid]));
  });
});

describe("a screen's live reads run where the mirror runs", () => {
  const alertsOfT1 = { ticketId: 't1', steps: ['claimed', 'done'] };

  it('runs in the worker, and stops there by its number: the page starts no listener of its own', async () => {
    const { syncMirror } = await client();
    // As a screen asks: through the port the client plugs itself into when the mirror starts.
    const { followLiveRead } = await import('../liveReadPort');
    await syncMirror(crew);
    const stop = followLiveRead('ticketSmsAlerts', alertsOfT1);
    const worker = FakeWorker.started[0];
    expect(worker?.told.at(-1)).toEqual({
      kind: 'followLive',
      id: 1,
      name: 'ticketSmsAlerts',
      params: alertsOfT1,
    });
    stop();
    stop();
    expect(worker?.told.slice(-2)).toEqual([
      { kind: 'followLive', id: 1, name: 'ticketSmsAlerts', params: alertsOfT1 },
      { kind: 'stopLive', id: 1 },
    ]);
    expect(pageLiveReads.started).toEqual([]);
  });

  it('a read asked for before the mirror starts goes to its worker when it starts, and to the next person’s worker', async () => {
    const { followLive, syncMirror } = await client();
    followLive('mySmsAlerts', { uid: crew.uid });
    await syncMirror(crew);
    const told = { kind: 'followLive', id: 1, name: 'mySmsAlerts', params: { uid: crew.uid } };
    expect(FakeWorker.started[0]?.told).toEqual([told, { kind: 'sync', viewer: crew }]);
    await syncMirror(owner);
    expect(FakeWorker.started[1]?.told).toEqual([told, { kind: 'sync', viewer: owner }]);
  });

  it('when the worker cannot run, the page runs the reads it held, and stops them itself', async () => {
    const { followLive, syncMirror } = await client();
    await syncMirror(crew);
    const stop = followLive('ticketSmsAlerts', alertsOfT1);
    const stopped = followLive('mySmsAlerts', { uid: crew.uid });
    stopped();
    FakeWorker.started[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(pageLiveReads.started).toEqual([['ticketSmsAlerts', alertsOfT1]]));
    stop();
    await vi.waitFor(() => expect(pageLiveReads.stopped).toBe(1));
    const tellsAfterStop = FakeWorker.started[0]?.told.filter((message) => message.kind === 'stopLive');
    expect(tellsAfterStop).toEqual([{ kind: 'stopLive', id: 2 }]);
  });

  it('where there are no workers, the page runs them', async () => {
    vi.stubGlobal('Worker', undefined);
    const { followLive } = await client();
    const stop = followLive('mySmsAlerts', { uid: owner.uid });
    await vi.waitFor(() => expect(pageLiveReads.started).toEqual([['mySmsAlerts', { uid: owner.uid }]]));
    stop();
    await vi.waitFor(() => expect(pageLiveReads.stopped).toBe(1));
  });
});
