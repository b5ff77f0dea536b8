/**
 * Issue #14: the device's copy forgets what left the person's views, keeps what they
 * queued on top of the server's answers, and says how old it is offline. Issue #33: a
 * reopen asks only for what changed, and still learns of what was removed.
 */
import { type BrowserContext, type Page, type Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { FieldValue } from 'firebase-admin/firestore';
import { STAMPED_COLLECTIONS, type StampedCollection } from '@lotcrew/shared';
import { LOCAL_KEYS } from '../../src/config/constants';
import {
  DEALERSHIP_1,
  DEALERSHIP_2,
  DEMO_DEALERSHIPS,
  DEMO_PASSWORD,
  demoAccount,
} from '../../scripts/demo/demoData';
import { adminFirestore } from '../support/admin';
import {
  ASK_THE_PAGE_OFTEN,
  expectQueueDrained,
  onlineTest,
  waitForServiceWorker,
  waitForTestHooks,
} from '../support/app';
import { expectAnsweredSince, mirrorReadsOf } from '../support/mirror';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn, signInDemoEmployee } from '../support/signIn';
import { changeTickets, seedTicket } from '../support/tickets';
import { HOUR_MS } from '../../src/utils/duration';

/** A ticket of our own, open, so no other test's work is disturbed, stamped by the server as every write is. */
async function openTicket(kind: 'lotPrep' | 'delivery', dealershipId = DEALERSHIP_1) {
  const id = `e2e-copy-${crypto.randomUUID()}`;
  const stock = `CPY${Math.floor(Math.random() * 1e6)}`;
  await seedTicket(id, demoAccount('dealer').uid, {
    dealershipId,
    kind,
    vehicle: { stock, vin: '', year: 2021, make: 'Toyota', model: 'RAV4', color: 'White' },
    from: 'Lot A',
    to: 'Front line',
    dueAt: new Date(Date.now() + HOUR_MS).toISOString(),
    priceCents: DEMO_DEALERSHIPS[dealershipId]?.priceList[kind] ?? 0,
    receivedAt: FieldValue.serverTimestamp(),
  });
  return { id, stock };
}

/** Someone else takes the ticket (the server's own change, not this phone's). */
async function takenByOther(ticketId: string) {
  const other = demoAccount('employee').uid;
  await changeTickets((batch, db) =>
    batch.update(db.doc(`tickets/${ticketId}`), {
      status: 'assigned',
      assigneeUid: other,
      history: FieldValue.arrayUnion({ status: 'assigned', at: new Date().toISOString(), by: other }),
      updatedAt: new Date().toISOString(),
      receivedAt: FieldValue.serverTimestamp(),
    }),
  );
}

/** Tickets of a dealership in this device's copy (IndexedDB, read as the app stores it). */
async function localTicketsOf(page: Page, dealershipId: string): Promise<number> {
  return page.evaluate(
    (dealership) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lotcrew');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const request = open.result
            .transaction('tickets')
            .objectStore('tickets')
            .index('dealershipId')
            .count(dealership);
          request.onsuccess = () => {
            resolve(request.result);
            open.result.close();
          };
          request.onerror = () => reject(new Error(String(request.error)));
        };
      }),
    dealershipId,
  );
}

/** A ticket in this device's copy, or null. */
async function localTicket(page: Page, id: string): Promise<{ notes: string } | null> {
  return page.evaluate(
    (ticketId) =>
      new Promise<{ notes: string } | null>((resolve, reject) => {
        const open = indexedDB.open('lotcrew');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const request = open.result.transaction('tickets').objectStore('tickets').get(ticketId);
          request.onsuccess = () => {
            resolve((request.result as { notes: string } | undefined) ?? null);
            open.result.close();
          };
          request.onerror = () => reject(new Error(String(request.error)));
        };
      }),
    id,
  );
}

/**
 * What the app asks Firestore from now on (the mirror's worker's requests included): the
 * mirror's Listen channel's requests (their bodies decoded, the first apart), whether it
 * counted the tickets, and the queries read in pages through REST (a view read whole).
 */
function firestoreRequests(context: BrowserContext) {
  const requests: Request[] = [];
  const record = (request: Request) => {
    if (/Listen\/channel|runAggregationQuery|runQuery/.test(request.url())) requests.push(request);
  };
  context.on('request', record);
  return {
    stop: () => {
      context.off('request', record);
      // The mirror's (its views are queries; the page's own listeners are single documents).
      const listens = requests
        .filter(
          (request) =>
            request.url().includes('Listen/channel') &&
            (request.postData() ?? '').includes('structuredQuery'),
        )
        .map((request) => decodeURIComponent(request.postData() ?? ''));
      const [firstListen] = listens;
      if (firstListen === undefined) throw new Error('the reopen asked nothing');
      return {
        firstListen,
        listens,
        countedTickets: requests.some(
          (request) =>
            request.url().includes('runAggregationQuery') &&
            (request.postData() ?? '').includes('"collectionId":"tickets"'),
        ),
        readInPages: requests
          .filter((request) => request.url().endsWith(':runQuery'))
          .map((request) => /"collectionId":"(\w+)"/.exec(request.postData() ?? '')?.[1]),
      };
    },
  };
}

/** Whether a Listen request's body asks for `collection`'s changes since a mark (or, `whole`, any query of it). */
function asks(body: string, collection: string, what: 'changes' | 'any' = 'changes'): boolean {
  return body
    .split(/&req\d+___data__=/)
    .some(
      (target) =>
        target.includes(`"collectionId":"${collection}"`) &&
        (what === 'any' || target.includes('"receivedAt"')),
    );
}

/** A stamped collection's change stamp as the server has it now (moved by every commit that writes to it). */
async function stampOf(collection: StampedCollection): Promise<string> {
  return JSON.stringify((await adminFirestore().doc(`changeStamps/${collection}`).get()).get('at') ?? null);
}

async function reopen(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('open work taken by someone else while the app was closed is not offered after reopening online; offline it still shows, with its age', async ({
  context,
  page,
}) => {
  const { id, stock } = await openTicket('lotPrep');
  const takenWhileOpen = await openTicket('lotPrep');
  await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
  await expectPath(page, '/lotPrepDashboard');
  const queue = page.getByRole('list', { name: 'Your queue' });
  await expect(queue).toContainText(`${stock} ·`);
  // The whole copy on the phone (every view answered), not only the queue.
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await waitForServiceWorker(page);
  await page.close();

  // Reopened with nothing written to tickets since: the crew's views of them (open work,
  // work in hand, work done) are asked nothing, and the copy is up to date as it is.
  const since = new Date().toISOString();
  const asked = firestoreRequests(context);
  const quiet = await reopen(context, '/lotPrepDashboard');
  await expectAnsweredSince(quiet, since);
  expect(asked.stop().listens.some((body) => asks(body, 'tickets', 'any'))).toBe(false);
  const quietQueue = quiet.getByRole('list', { name: 'Your queue' });
  await expect(quietQueue).toContainText(`${takenWhileOpen.stock} ·`);
  // Taken by someone else while it is open: the tickets' stamp moves, the phone hears it,
  // reads its open work whole again, and stops offering it.
  await takenByOther(takenWhileOpen.id);
  await expect(quietQueue).not.toContainText(`${takenWhileOpen.stock} ·`, { timeout: 20_000 });
  await expect(quietQueue).toContainText(`${stock} ·`);
  await quiet.close();

  await takenByOther(id);

  // Reopened with no signal: the copy is all there is, and it says how old it is.
  await cutNetwork(context);
  const offline = await reopen(context, '/lotPrepDashboard');
  await expect(offline.getByTestId('freshness')).toContainText('Offline: showing data saved on this phone');
  await expect(offline.getByRole('list', { name: 'Your queue' })).toContainText(`${stock} ·`);
  await offline.close();

  // Reopened with signal: the first answers remove it.
  await restoreNetwork(context);
  const online = await reopen(context, '/lotPrepDashboard');
  await expect(online.getByTestId('freshness')).toHaveText(/^Updated/);
  await expect(online.getByRole('list', { name: 'Your queue' })).not.toContainText(`${stock} ·`);
  await expect(online.getByTestId('tile-open-to-claim')).toBeVisible();
});

onlineTest(
  'a dealership taken away from a supervisor leaves their phone at the next answer',
  async ({ page }) => {
    const supervisor = demoAccount('supervisor');
    const user = adminFirestore().doc(`users/${supervisor.uid}`);
    await signIn(page, supervisor.email, DEMO_PASSWORD);
    await expectPath(page, '/dealershipSupervisorDashboard');
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    await expect.poll(() => localTicketsOf(page, DEALERSHIP_2), ASK_THE_PAGE_OFTEN).toBeGreaterThan(0);
    try {
      await user.update({ dealerships: [DEALERSHIP_1] });
      await expect
        .poll(() => localTicketsOf(page, DEALERSHIP_2), { ...ASK_THE_PAGE_OFTEN, timeout: 20_000 })
        .toBe(0);
      expect(await localTicketsOf(page, DEALERSHIP_1)).toBeGreaterThan(0);
    } finally {
      await user.update({ dealerships: [DEALERSHIP_1, DEALERSHIP_2] });
    }
  },
);

onlineTest(
  'a step taken while writes cannot get through stays on screen when an answer for that ticket arrives first',
  async ({ page, context }) => {
    const { id } = await openTicket('delivery');
    await signInDemoEmployee(page);
    await waitForTestHooks(page);
    await page.goto(`/ticket/${id}`);
    await expect(page.getByRole('button', { name: 'Claim' })).toBeVisible();

    // Writes (Firestore's commit and the transaction's reads) fail; the live answers still come.
    const blockWrites = (route: { abort: () => Promise<void> }) => route.abort();
    await context.route(/documents:(commit|batchGet)/, blockWrites);
    await page.getByRole('button', { name: 'Claim' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Claimed');

    await changeTickets((batch, db) =>
      batch.update(db.doc(`tickets/${id}`), {
        notes: 'Keys at the front desk',
        receivedAt: FieldValue.serverTimestamp(),
      }),
    );
    await expect(page.getByLabel('Notes')).toHaveValue('Keys at the front desk');
    await expect(timeline).toContainText('Claimed');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();

    await context.unroute(/documents:(commit|batchGet)/, blockWrites);
    await expectQueueDrained(page);
    const server = await adminFirestore().doc(`tickets/${id}`).get();
    expect((server.get('history') as { status: string }[]).map((step) => step.status)).toEqual([
      'open',
      'assigned',
    ]);
    expect(server.get('notes')).toBe('Keys at the front desk');
  },
);

onlineTest(
  'a reopen asks only for what changed while the app was closed; a deletion it cannot see shows in the count, and the view is read whole',
  async ({ context, page }) => {
    const owner = demoAccount('owner');
    const edited = await openTicket('delivery');
    const deleted = await openTicket('delivery');
    const lastSynced = async () =>
      JSON.stringify((await adminFirestore().doc(`users/${owner.uid}`).get()).get('lastSyncedAt') ?? null);
    const syncedBefore = await lastSynced();
    let since = new Date().toISOString();
    await signIn(page, owner.email, DEMO_PASSWORD);
    await expectPath(page, '/ownerDashboard');
    await expectAnsweredSince(page, since);
    // The phone says it is in sync ("last synced" on /employees) once its copy has answered,
    // and keeps when it said so once the server has acknowledged it: closed before that, a
    // phone says it again at its next open.
    await expect.poll(lastSynced).not.toBe(syncedBefore);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.syncStamp), ASK_THE_PAGE_OFTEN)
      .not.toBeNull();
    const syncedAtFirstOpen = await lastSynced();
    // The answers were taken and written off the page's thread, by the mirror's worker.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/mirrorWorker/),
    );
    const firstOpen = await mirrorReadsOf(page);
    // A new phone reads the whole window (the demo's month of tickets), each ticket once: a
    // month that fits in one page is not preceded by its dashboards' part (which would read
    // the open and recent tickets twice). One more read: the listener's first answer after
    // the page, empty. Its counts: the view's size asked first, and the check after the page.
    const onThePhone =
      (await localTicketsOf(page, DEALERSHIP_1)) + (await localTicketsOf(page, DEALERSHIP_2));
    expect(onThePhone).toBeGreaterThan(100);
    expect(firstOpen.tickets).toEqual({ documents: onThePhone + 1, counts: 2 });
    // What the pages may have missed (a document with no receipt time) shows in a count,
    // even in a view whose documents stay.
    expect(firstOpen.washes?.counts).toBeGreaterThan(0);
    await page.close();

    // While the app is closed: a new ticket and a note, each stamped by the server as every
    // write is, and the tickets' change stamp moved in the same commit (as a phone's does).
    const ticketsStampBefore = await stampOf('tickets');
    const washesStamp = await stampOf('washLogs');
    const punchesStamp = await stampOf('timePunches');
    const added = await openTicket('lotPrep');
    await changeTickets((batch, db) =>
      batch.update(db.doc(`tickets/${edited.id}`), {
        notes: 'Keys at the desk',
        receivedAt: FieldValue.serverTimestamp(),
      }),
    );
    expect(await stampOf('tickets')).not.toBe(ticketsStampBefore);
    since = new Date().toISOString();
    const asked = firestoreRequests(context);
    const reopened = await reopen(context, '/ownerDashboard');
    await expectAnsweredSince(reopened, since);
    expect(await localTicket(reopened, added.id)).not.toBeNull();
    // The page itself loaded no Firestore SDK: it read the owner's document through REST,
    // and the mirror's worker follows it (src/data/ownDocument.ts).
    const pageScripts = await reopened.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(pageScripts).toContainEqual(expect.stringMatching(/\/ownDocument-[^/]*\.js$/));
    expect(pageScripts).not.toContainEqual(expect.stringMatching(/\/firestore-[^/]*\.js$/));
    expect((await localTicket(reopened, edited.id))?.notes).toBe('Keys at the desk');
    const { firstListen, listens, countedTickets, readInPages } = asked.stop();
    // The change stamps, and the views of the collections without one (the people and the
    // clock states, which Cloud Functions write), are asked in the connection's first
    // request, by their changes: none waits for a round trip (the connection's handshake).
    expect(asks(firstListen, 'changeStamps', 'any')).toBe(true);
    expect(asks(firstListen, 'users')).toBe(true);
    expect(asks(firstListen, 'clockStates')).toBe(true);
    // The tickets' stamp moved: their changes since the mark are asked, and counted.
    expect(listens.some((body) => asks(body, 'tickets'))).toBe(true);
    expect(countedTickets).toBe(true);
    // No view is read whole again in pages.
    expect(readInPages).toEqual([]);
    const resumed = await mirrorReadsOf(reopened);
    // The two changed tickets (no other test writes meanwhile: one worker), and one count of the view.
    expect(resumed.tickets).toEqual({ documents: 2, counts: 1 });
    // The washes' and punches' stamps did not move (nobody wrote one): their views are not
    // asked at all, and their copies are complete as they are. Nor is any other stamped
    // collection's (the dealerships, invites, week approvals, supplies…): nobody wrote to them.
    expect(await stampOf('washLogs')).toBe(washesStamp);
    expect(await stampOf('timePunches')).toBe(punchesStamp);
    for (const collection of STAMPED_COLLECTIONS.filter((name) => name !== 'tickets'))
      expect(
        listens.some((body) => asks(body, collection, 'any')),
        collection,
      ).toBe(false);
    expect(resumed.washes ?? { documents: 0, counts: 0 }).toEqual({ documents: 0, counts: 0 });
    expect(resumed.time ?? { documents: 0, counts: 0 }).toEqual({ documents: 0, counts: 0 });
    await reopened.close();

    // Nothing written anywhere while the app is closed: the tickets are not asked either,
    // and the copy is up to date all the same.
    since = new Date().toISOString();
    const quiet = firestoreRequests(context);
    const quietReopen = await reopen(context, '/ownerDashboard');
    await expectAnsweredSince(quietReopen, since);
    const quietAsked = quiet.stop();
    expect(quietAsked.listens.some((body) => asks(body, 'tickets', 'any'))).toBe(false);
    expect(quietAsked.countedTickets).toBe(false);
    expect((await mirrorReadsOf(quietReopen)).tickets ?? { documents: 0, counts: 0 }).toEqual({
      documents: 0,
      counts: 0,
    });
    // Written while it is open: the stamp moves, the phone hears it and asks the tickets' changes.
    const whileOpen = await openTicket('delivery');
    await expect
      .poll(() => localTicket(quietReopen, whileOpen.id), { ...ASK_THE_PAGE_OFTEN, timeout: 20_000 })
      .not.toBeNull();
    await quietReopen.close();

    // Deleted on the server while the app is closed: no change says so; its stamp moves, so
    // the view is asked, and its count differs.
    const ticketsStampBeforeDeletion = await stampOf('tickets');
    await changeTickets((batch, db) => batch.delete(db.doc(`tickets/${deleted.id}`)));
    expect(await stampOf('tickets')).not.toBe(ticketsStampBeforeDeletion);
    since = new Date().toISOString();
    const third = await reopen(context, '/ownerDashboard');
    await expectAnsweredSince(third, since);
    await expect.poll(() => localTicket(third, deleted.id), ASK_THE_PAGE_OFTEN).toBeNull();
    expect(await localTicket(third, edited.id)).not.toBeNull();
    expect((await mirrorReadsOf(third)).tickets?.documents).toBeGreaterThan(100);
    // Seconds, not a quarter of an hour, since the first open said so: neither reopen
    // wrote it again (each would be a write, and a change every office phone hears).
    expect(await lastSynced()).toBe(syncedAtFirstOpen);
  },
);
