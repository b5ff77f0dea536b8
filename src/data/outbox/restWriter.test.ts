// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentName, type RestDocument } from '../firestoreRest';
import { isPermanentFailure } from './flusher';
import { commitWrites, mergeMaskOf, restValueOf, restWritesOf, stampWritesOf } from './restWriter';
import type { RemoteWrite } from './types';

const wash = (id: string): RemoteWrite => ({
  path: `washLogs/${id}`,
  data: { dealershipId: 'd1', uid: 'u1', reference: id, note: '' },
  mode: 'createOnce',
  stampReceivedAt: true,
});
const stepOf = (status: string): RemoteWrite => ({
  path: 'tickets/t1',
  data: { status, updatedAt: '2026-11-26T10:00:00.000Z' },
  mode: 'appendOnce',
  arrayField: 'history',
  entry: { status, at: '2026-11-26T10:00:00.000Z', uid: 'u1' },
  stampReceivedAt: true,
});
const found = (path: string, fields: NonNullable<RestDocument['fields']>): RestDocument => ({
  name: documentName(path),
  fields,
  updateTime: '2026-11-26T09:00:00.123456Z',
});

describe('the values and masks a REST commit sends, as the Web SDK sends them', () => {
  it('sends whole numbers as integers and others as doubles, dates as timestamps, and leaves undefined entries out', () => {
    expect(
      restValueOf({
        cents: 1099,
        rate: 1.5,
        zero: -0,
        at: new Date('2026-03-08T10:00:00Z'),
        gone: undefined,
      }),
    ).toEqual({
      mapValue: {
        fields: {
          cents: { integerValue: '1099' },
          rate: { doubleValue: 1.5 },
          zero: { doubleValue: -0 },
          at: { timestampValue: '2026-03-08T10:00:00.000Z' },
        },
      },
    });
    expect(restValueOf([null, true, 'a', []])).toEqual({
      arrayValue: {
        values: [
          { nullValue: null },
          { booleanValue: true },
          { stringValue: 'a' },
          { arrayValue: { values: [] } },
        ],
      },
    });
  });

  it('refuses an undefined inside an array, as the SDK does, rather than sending a hole', () => {
    expect(() => restValueOf(['a', undefined])).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('names every leaf a merge replaces, quoting keys that are not identifiers', () => {
    expect(
      mergeMaskOf({
        phone: '5555550142',
        priceList: { detail: 12000, 'full-detail': 18000 },
        'odd`key': 1,
        photos: ['a'],
        empty: {},
        skipped: undefined,
      }),
    ).toEqual(['phone', 'priceList.detail', 'priceList.`full-detail`', '`odd\\`key`', 'photos', 'empty']);
  });
});

describe('what a commit writes, given what its reads found', () => {
  it('creates a missing create-once document only if it is still missing, with the server time stamped', () => {
    expect(restWritesOf([wash('w1')], new Map([['washLogs/w1', undefined]]))).toEqual([
      {
        update: {
          name: documentName('washLogs/w1'),
          fields: {
            dealershipId: { stringValue: 'd1' },
            uid: { stringValue: 'u1' },
            reference: { stringValue: 'w1' },
            note: { stringValue: '' },
          },
        },
        currentDocument: { exists: false },
        updateTransforms: [{ fieldPath: 'receivedAt', setToServerValue: 'REQUEST_TIME' }],
      },
    ]);
  });

  it('skips a create-once document a lost acknowledgement already delivered', () => {
    const delivered = found('washLogs/w1', { reference: { stringValue: 'w1' } });
    expect(restWritesOf([wash('w1')], new Map([['washLogs/w1', delivered]]))).toEqual([]);
  });

  it('skips its own create-new again, and refuses one another write made first', () => {
    const invoice = (number: string): RemoteWrite => ({
      path: 'invoices/d1-1001',
      data: { number, createdBy: 'u1', writeId: number === '1001' ? 'mine' : 'theirs' },
      mode: 'createNew',
      identityField: 'writeId',
      stampReceivedAt: true,
    });
    const mine = found('invoices/d1-1001', { writeId: { stringValue: 'mine' } });
    expect(restWritesOf([invoice('1001')], new Map([['invoices/d1-1001', mine]]))).toEqual([]);
    expect(() => restWritesOf([invoice('other')], new Map([['invoices/d1-1001', mine]]))).toThrow(
      expect.objectContaining({ code: 'already-exists' }),
    );
  });

  it("appends a step to the server's own history, exactly as read, on condition it has not changed since", () => {
    const ticket = found('tickets/t1', {
      history: {
        arrayValue: {
          values: [
            {
              mapValue: {
                fields: {
                  status: { stringValue: 'open' },
                  // A value the device's copy keeps as text goes back as the timestamp it is.
                  at: { timestampValue: '2026-11-26T08:00:00.123456Z' },
                },
              },
            },
          ],
        },
      },
    });
    const [write] = restWritesOf([stepOf('assigned')], new Map([['tickets/t1', ticket]]));
    expect(write?.currentDocument).toEqual({ updateTime: '2026-11-26T09:00:00.123456Z' });
    expect(write?.updateMask?.fieldPaths).toEqual(['status', 'updatedAt', 'history']);
    expect(write?.update.fields.history?.arrayValue?.values).toEqual([
      ticket.fields?.history?.arrayValue?.values?.[0],
      restValueOf({ status: 'assigned', at: '2026-11-26T10:00:00.000Z', uid: 'u1' }),
    ]);
  });

  it('leaves out a step the history already holds (a replay)', () => {
    const ticket = found('tickets/t1', {
      history: {
        arrayValue: {
          values: [restValueOf({ status: 'assigned', at: '2026-11-26T10:00:00.000Z', uid: 'u1' })],
        },
      },
    });
    expect(restWritesOf([stepOf('assigned')], new Map([['tickets/t1', ticket]]))).toEqual([]);
  });

  it('merges named fields with no condition and no read', () => {
    const merge: RemoteWrite = {
      path: 'users/u1',
      data: { phone: '5555550142' },
      mode: 'merge',
      stampReceivedAt: false,
    };
    expect(restWritesOf([merge], new Map())).toEqual([
      {
        update: { name: documentName('users/u1'), fields: { phone: { stringValue: '5555550142' } } },
        updateMask: { fieldPaths: ['phone'] },
      },
    ]);
  });
});

describe('the change stamps a commit moves', () => {
  const restOf = (...paths: string[]) =>
    paths.map((path) => ({ update: { name: documentName(path), fields: {} } }));

  it('moves the stamp of each stamped collection it writes to, once, to the commit’s own time', () => {
    const stamps = stampWritesOf(
      restOf('tickets/t1', 'tickets/t2', 'timePunches/p1', 'users/u1', 'dailyReports/r1'),
    );
    expect(stamps).toEqual(
      ['tickets', 'timePunches', 'dailyReports'].map((collection) => ({
        update: { name: documentName(`changeStamps/${collection}`), fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
      })),
    );
  });

  it('moves none for a commit to the people, whose changes Cloud Functions stamp instead', () => {
    expect(stampWritesOf(restOf('users/u1', 'users/u2'))).toEqual([]);
  });
});

describe('a commit, request by request', () => {
  const answers: { status: number; body: string }[] = [];
  const requests: { action: string; body: { documents?: string[]; writes?: unknown[] } }[] = [];
  const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
  const token = () => Promise.resolve('id-token');

  function answerWith(...queued: { status: number; body: string }[]) {
    answers.push(...queued);
    vi.stubGlobal('fetch', (url: string, init: { body: string; headers: Record<string, string> }) => {
      expect(init.headers.Authorization).toBe('Bearer id-token');
      requests.push({ action: url.slice(url.lastIndexOf(':') + 1), body: JSON.parse(init.body) as never });
      const next = answers.shift();
      if (!next) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(next.body, { status: next.status }));
    });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    answers.length = 0;
    requests.length = 0;
  });

  it('commits a hundred queued washes in one request, reading nothing first', async () => {
    const washes = Array.from({ length: 100 }, (_, index) => wash(`w${index}`));
    answerWith(json(200, { writeResults: [] }));
    await commitWrites(washes, token);
    expect(requests.map((request) => request.action)).toEqual(['commit']);
    // The washes, each only if still missing, and the washes' change stamp moved in the same commit.
    expect(requests[0]?.body.writes).toHaveLength(101);
    expect(requests[0]?.body.writes?.[0]).toMatchObject({ currentDocument: { exists: false } });
    expect(requests[0]?.body.writes?.at(-1)).toMatchObject({
      update: { name: documentName('changeStamps/washLogs') },
    });
  });

  it('reads when a create finds its document there (a replay after a lost acknowledgement), and then skips it', async () => {
    answerWith(
      json(409, { error: { code: 409, status: 'ALREADY_EXISTS', message: 'Document already exists' } }),
      json(200, [{ found: found('washLogs/w1', {}) }]),
    );
    await commitWrites([wash('w1')], token);
    expect(requests.map((request) => request.action)).toEqual(['commit', 'batchGet']);
  });

  it('reads when the rules refuse an unread create (they judge it an update of the document there), and sends the rest', async () => {
    const denied = json(403, {
      error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' },
    });
    answerWith(
      denied,
      json(200, [{ found: found('washLogs/w1', {}) }, { missing: documentName('washLogs/w2') }]),
      json(200, { writeResults: [] }),
    );
    await commitWrites([wash('w1'), wash('w2')], token);
    expect(requests.map((request) => request.action)).toEqual(['commit', 'batchGet', 'commit']);
    // Only the missing one, and its stamp.
    expect(requests[2]?.body.writes?.[0]).toMatchObject({ update: { name: documentName('washLogs/w2') } });
    expect(requests[2]?.body.writes).toHaveLength(2);
  });

  it('reads first when its creates are likely there: a commit tried before, a backup restored', async () => {
    answerWith(json(200, [{ found: found('washLogs/w1', {}) }]));
    await commitWrites([wash('w1')], token, true);
    // Its first try landed, the acknowledgement lost: nothing left to send.
    expect(requests.map((request) => request.action)).toEqual(['batchGet']);
    requests.length = 0;
    answerWith(
      json(200, [{ found: found('tickets/t1', {}) }, { missing: documentName('tickets/t2') }]),
      json(200, {}),
    );
    const restored = (id: string): RemoteWrite => ({
      path: `tickets/${id}`,
      data: { status: 'done' },
      mode: 'createOnce',
      stampReceivedAt: true,
      readFirst: true,
    });
    await commitWrites([restored('t1'), restored('t2')], token);
    expect(requests.map((request) => request.action)).toEqual(['batchGet', 'commit']);
    expect(requests[1]?.body.writes?.[0]).toMatchObject({ update: { name: documentName('tickets/t2') } });
  });

  it("passes the rules' refusal on as the SDK's code, for the queue to keep as a refused change", async () => {
    const denied = json(403, {
      error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing or insufficient permissions.' },
    });
    answerWith(denied, json(200, [{ missing: documentName('washLogs/w1') }]), denied);
    await expect(commitWrites([wash('w1')], token)).rejects.toMatchObject({ code: 'permission-denied' });
    // A merge reads nothing, so its refusal is the answer at once.
    requests.length = 0;
    answerWith(denied);
    await expect(
      commitWrites(
        [{ path: 'users/u1', data: { phone: '5555550142' }, mode: 'merge', stampReceivedAt: false }],
        token,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(requests.map((request) => request.action)).toEqual(['commit']);
  });

  it('tries again a refusal the rules never reached, a read of theirs failed (the emulator’s lock timeout), and never keeps it as refused', async () => {
    // The Firestore emulator's answer when a rules exists() waited past its lock timeout.
    const rulesReadFailed = json(403, {
      error: {
        code: 403,
        status: 'PERMISSION_DENIED',
        message:
          "\nevaluation error at L1355:32 for 'update' @ L1355, false for 'update' @ L1363, Service call error. Function: [exists], Argument: [path_value { segments { simple: \"users\" } }]. for 'update' @ L1355",
      },
    });
    const step: RemoteWrite = {
      path: 'supplyRequests/r1',
      data: { status: 'acknowledged', stepAt: { acknowledged: '2026-12-03T02:31:00.000Z' } },
      mode: 'merge',
      stampReceivedAt: true,
    };
    answerWith(rulesReadFailed, json(200, { writeResults: [] }));
    await commitWrites([step], token);
    expect(requests.map((request) => request.action)).toEqual(['commit', 'commit']);
    // Every try failing so: a transient failure for the queue's back-off, not a refused change.
    requests.length = 0;
    answerWith(...Array.from({ length: 5 }, () => rulesReadFailed));
    const failure = await commitWrites([step], token).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'aborted' });
    expect(isPermanentFailure(failure)).toBe(false);
    expect(requests).toHaveLength(5);
  });

  it('calls no signal, and a page that is not Firestore’s (captive Wi-Fi), transient, never a refusal', async () => {
    answerWith();
    await expect(commitWrites([wash('w1')], token)).rejects.toMatchObject({ code: 'unavailable' });
    answerWith({ status: 403, body: '<html>Sign in to the hotel Wi-Fi</html>' });
    await expect(commitWrites([wash('w1')], token)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('gives up after five tries of a document that keeps changing, as a transient failure', async () => {
    const tries = Array.from({ length: 5 }, () => [
      json(200, [{ found: found('tickets/t1', {}) }]),
      json(400, { error: { code: 400, status: 'FAILED_PRECONDITION', message: 'changed' } }),
    ]).flat();
    answerWith(...tries);
    await expect(commitWrites([stepOf('assigned')], token)).rejects.toMatchObject({ code: 'aborted' });
    // An append reads first every time: it extends the server's own history.
    expect(requests.map((request) => request.action)).toEqual(
      Array.from({ length: 5 }, () => ['batchGet', 'commit']).flat(),
    );
  });
});
