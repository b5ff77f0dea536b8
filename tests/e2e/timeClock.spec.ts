/**
 * The time clock (issue #16) in Chromium against the emulators: punches with no signal
 * that land once and in order, the forgotten clock-out, a correction asked for and
 * approved, a locked week, California's break question at clock-out and the payroll file
 * with its premium column. Each test works as a twin of a demo
 * account (its own person), so its time is nobody else's.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DEALERSHIP_1,
  DEMO_DEALERSHIPS,
  DEMO_PASSWORD,
  demoAccount,
  demoProfilePhoto,
} from '../../scripts/demo/demoData';
import { moveChangeStamps } from '../../scripts/demo/seed';
import { businessWeek, payPeriodAt } from '../../src/data/time/timesheet';
import { TIME_TEXTS } from '../../src/i18n/areas/time';
import { en } from '../../src/i18n/en';
import { APP_TEXTS } from '../../src/config/texts';
import { inputValueAt, type Weekday } from '../../src/utils/zonedTime';
import { PART_RETRY_MS } from '../../src/ui/lazyPart';
import { NAV_TEXTS } from '../../src/i18n/areas/navigation';
import { adminFirestore, commitAsAdmin, storeJpeg, twinOf, uniqueName } from '../support/admin';
import {
  expectQueueDrained,
  layoutShiftSoFar,
  onlineTest,
  recordLayoutShift,
  waitForServiceWorker,
  waitForTestHooks,
} from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';
import { DAY_MS, HOUR_MS } from '../../src/utils/duration';

const words = TIME_TEXTS.english;
const COMMON = { partMissing: en['common.partMissing'], chunkMissingTitle: en['common.chunkMissing.title'] };
const CLOCK_HOME = '/clockInOutOnlyEmployeeDashboard';

/** Lighthouse's phone (a Moto G Power's screen, in CSS pixels). */
const PHONE_SCREEN = { width: 412, height: 823 };
/** Web Vitals' "good" cumulative layout shift, issue #33's budget for every dashboard. */
const LAYOUT_SHIFT_BUDGET = 0.05;

/** What the server holds of a person's punches, in time order. */
async function serverPunches(uid: string): Promise<{ kind: string; at: string }[]> {
  const snapshot = await adminFirestore().collection('timePunches').where('uid', '==', uid).get();
  return snapshot.docs
    .map((doc) => ({ kind: String(doc.get('kind')), at: String(doc.get('at')) }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** A punch on the server, as its phone would have sent it; `more` adds fields (its photo's outcome). */
async function seedPunch(
  uid: string,
  id: string,
  kind: string,
  at: Date,
  weekStart: string,
  more: Record<string, unknown> = {},
) {
  await adminFirestore()
    .doc(`timePunches/${id}`)
    .set({
      uid,
      kind,
      at: at.toISOString(),
      timezone: 'America/Chicago',
      position: null,
      clockSkewMs: 0,
      weekStart,
      note: '',
      receivedAt: Timestamp.fromDate(new Date(at.getTime() + 2_000)),
      ...more,
    });
}

/** The demo business's clock and week (its dealerships are in Springfield, weeks start on Monday). */
const BUSINESS = { zone: 'America/Chicago', weekStart: 1 } as const;
const weekStartOf = (instant: number): string => businessWeek(instant, BUSINESS).key;
/** A day of last week (0 Monday … 6 Sunday) at `hour` on the business's clock: far from any week's edge. */
const lastWeekAt = (day: number, hour: number): number =>
  (businessWeek(Date.now() - 7 * DAY_MS, BUSINESS).days[day]?.start ?? 0) + hour * HOUR_MS;

async function signInAs(page: Page, email: string, home: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expectPath(page, home);
}

test('a clock-only employee with no signal clocks in, reloads, takes a break, clocks out; four punches land once, in order', async ({
  page,
  context,
}) => {
  const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Cody Twin');
  // The phone's clock is days behind the server's (last Wednesday, 9 AM): its taps happen
  // "in the past", and the app, having compared clocks, flags them without refusing them.
  await context.clock.install({ time: lastWeekAt(2, 9) });
  await signInAs(page, me.email, CLOCK_HOME);
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  const clock = page.getByTestId('clock');
  await expect(clock.getByTestId('clock-state')).toHaveText(words['time.state.off']);
  // The phone has heard from the server (its copy is current) before the signal goes.
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /);

  await cutNetwork(context);
  await clock.getByRole('button', { name: words['time.tap.in'] }).click();
  await expect(clock.getByTestId('punch-status')).toContainText('recorded on this phone');

  await page.reload();
  await expect(clock.getByTestId('clock-state')).toContainText('Clocked in since');
  await context.clock.fastForward('02:00:00');
  await clock.getByRole('button', { name: words['time.tap.breakStart'] }).click();
  await expect(clock.getByTestId('clock-state')).toContainText('On a break since');
  await context.clock.fastForward('00:30:00');
  await clock.getByRole('button', { name: words['time.tap.breakEnd'] }).click();
  await context.clock.fastForward('01:30:00');
  await clock.getByRole('button', { name: words['time.tap.out'] }).click();
  await expect(clock.getByTestId('clock-state')).toHaveText(words['time.state.off']);
  await expect(clock.getByTestId('punch-status')).toContainText('Clocked out');
  await expect(clock.getByTestId('punch-status')).toContainText('recorded on this phone');
  expect(await serverPunches(me.uid)).toEqual([]);

  // Still with no signal, /time counts the shift from the phone and says how old its data is.
  // Four hours (and the seconds the test took) from in to out, half an hour of it an unpaid break.
  await page.getByRole('link', { name: NAV_TEXTS.english['nav.time'] }).click();
  await expectPath(page, '/time');
  await expect(page.getByTestId('freshness')).toContainText('Offline: showing data saved on this phone');
  const week = page.getByTestId('this-week');
  await expect(week.getByTestId('worked')).toHaveText(/^3\.5\d? h$/);
  await expect(week.getByTestId('breaks')).toHaveText(/^0\.5\d? h$/);

  await restoreNetwork(context);
  await expectQueueDrained(page);
  const landed = await serverPunches(me.uid);
  expect(landed.map((punch) => punch.kind)).toEqual(['in', 'breakStart', 'breakEnd', 'out']);
  await expect(clock.getByTestId('punch-status')).toContainText('received by the office');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /);
  await expect(week.getByTestId('worked')).toHaveText(/^3\.5\d? h$/);
  await expect(page.getByTestId('flags')).toContainText('Phone clock off by more than 2 minutes');
});

test("signed in with no signal before the clock's code was stored: the dashboard stays, the clock says so and arrives with the signal", async ({
  page,
  context,
}) => {
  const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Cora Twin');
  // Only the clock's file and the main navigation's fail, as they do when the signal drops
  // between the dashboard's paint and their load, before the service worker stored them.
  const CLOCK_CODE = /\/assets\/(ClockPanel|AppNav)-[^/]*\.js$/;
  await context.route(CLOCK_CODE, (route) => route.abort('internetdisconnected'));
  await signInAs(page, me.email, CLOCK_HOME);
  await expect(page.getByText(COMMON.partMissing)).toBeVisible();
  await expect(page.getByRole('button', { name: APP_TEXTS.signOut })).toBeVisible();
  await expect(page.getByRole('heading', { name: COMMON.chunkMissingTitle })).toHaveCount(0);
  const timeLink = page.getByRole('link', { name: NAV_TEXTS.english['nav.time'] });
  await expect(timeLink).toHaveCount(0);

  await context.unroute(CLOCK_CODE);
  await context.setOffline(true);
  await context.setOffline(false); // the browser's 'online' event: the clock asks again
  const clock = page.getByTestId('clock');
  // The 'online' event may come before the network is really back (it asks again then), so
  // the part's own timer asking again is what the clock may arrive with.
  await expect(clock.getByRole('button', { name: words['time.tap.in'] })).toBeVisible({
    timeout: 2 * PART_RETRY_MS,
  });
  await expect(page.getByText(COMMON.partMissing)).toHaveCount(0);
  await expect(timeLink).toBeVisible({ timeout: 2 * PART_RETRY_MS });
});

test('a shift left open past the limit is prompted on the next open, and closed with a note for review', async ({
  page,
}) => {
  const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Forgetful Twin');
  const clockedInAt = new Date(Date.now() - 14 * HOUR_MS);
  await seedPunch(me.uid, `forgot-${me.uid}`, 'in', clockedInAt, weekStartOf(clockedInAt.getTime()));
  await signInAs(page, me.email, CLOCK_HOME);
  const clockState = page.getByTestId('clock-state');
  await expect(clockState).toContainText('You are still clocked in since');

  // The next open, on a phone's screen: the clock arrives after the numbers, in the room the
  // dashboard keeps for it, so the prompt moves nothing (what Lighthouse scores as layout shift).
  await page.setViewportSize(PHONE_SCREEN);
  await page.addInitScript(recordLayoutShift);
  await page.reload();
  await expect(clockState).toContainText('You are still clocked in since');
  const closeIt = page.getByRole('button', { name: words['time.forgotOpen'] });
  await expect(closeIt).toBeVisible();
  await expect(page.getByRole('button', { name: words['time.tap.in'] })).toHaveCount(0);
  expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);

  // The form opens when the person asks for it (a shift they caused, which is not scored).
  await closeIt.click();
  const prompt = page.getByTestId('forgotten-clock-out');
  await expect(prompt).toContainText(words['time.stillInHelp']);

  // A note is required: nothing is queued without one, and the time chosen stays.
  await prompt.getByRole('button', { name: words['time.clockOutWithNote'] }).click();
  await expect(prompt.getByText(words['time.noteRequired'])).toBeVisible();
  await prompt.getByLabel(words['time.note']).fill('Left at the end of my shift, forgot the app.');
  await prompt.getByRole('button', { name: words['time.clockOutWithNote'] }).click();
  await expect(page.getByTestId('clock-state')).toHaveText(words['time.state.off']);
  await expectQueueDrained(page);

  expect((await serverPunches(me.uid)).map((punch) => punch.kind)).toEqual(['in', 'out']);
  const corrections = await adminFirestore().collection('timeCorrections').where('uid', '==', me.uid).get();
  expect(
    corrections.docs.map((doc): unknown[] => [doc.get('state'), doc.get('change.action'), doc.get('reason')]),
  ).toEqual([['pending', 'move', 'Left at the end of my shift, forgot the app.']]);
  // The time they gave: eight hours after clocking in (the form's suggestion).
  expect(Date.parse(String(corrections.docs[0]?.get('change.to')))).toBe(
    Math.floor((clockedInAt.getTime() + 8 * HOUR_MS) / 60_000) * 60_000,
  );
});

onlineTest('a crew member asks for a correction, and the owner approves it', async ({ page, browser }) => {
  // A name of its own: the owner picks this person from everyone who clocks in.
  const name = uniqueName('Corrected Twin');
  const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, name);
  // A shift of this week on the business's clock (the screen lists this week's punches), in
  // the past: up to six hours back, but never before the week began (in a Monday's first
  // hours, six hours back is last week's Sunday).
  const now = Date.now();
  const weekBegan = businessWeek(now, BUSINESS).days[0]?.start ?? 0;
  const start = new Date(Math.max(now - 6 * HOUR_MS, weekBegan + (now - weekBegan) / 3));
  const end = new Date(Math.max(now - 1 * HOUR_MS, weekBegan + (2 * (now - weekBegan)) / 3));
  const week = weekStartOf(start.getTime());
  await seedPunch(me.uid, `in-${me.uid}`, 'in', start, week);
  await seedPunch(me.uid, `out-${me.uid}`, 'out', end, weekStartOf(end.getTime()));

  await signInAs(page, me.email, CLOCK_HOME);
  await page.goto('/time');
  // The shift has reached the phone.
  await expect(page.getByTestId('punches')).toContainText(words['time.kind.out']);
  const form = page.getByTestId('correction-form');
  await form.getByLabel(words['time.requestWhat']).selectOption({ label: words['time.requestWrong'] });
  await form
    .getByLabel(words['time.requestReason'])
    .fill('Stayed to finish the Camry, left 30 minutes later.');
  const later = await form.getByLabel(words['time.requestAt']).inputValue();
  expect(later).not.toBe('');
  await form.getByRole('button', { name: words['time.requestSend'] }).click();
  await expect(form.getByText(words['time.requestSent'])).toBeVisible();
  await expect(page.getByTestId('correction')).toContainText(words['time.correction.pending']);
  await expectQueueDrained(page);

  const office = await browser.newContext();
  try {
    const ownerPage = await office.newPage();
    await signInAs(ownerPage, demoAccount('owner').email, '/ownerDashboard');
    await ownerPage.goto('/time');
    await ownerPage.getByLabel(words['time.person']).selectOption({ label: name });
    const request = ownerPage.getByTestId('correction');
    await expect(request).toContainText('Stayed to finish the Camry');
    await request.getByRole('button', { name: words['time.approve'] }).click();
    await expect(request).toContainText(words['time.correction.approved']);
    await expectQueueDrained(ownerPage);
  } finally {
    await office.close();
  }
  const corrections = await adminFirestore().collection('timeCorrections').where('uid', '==', me.uid).get();
  expect(corrections.docs.map((doc): unknown[] => [doc.get('state'), doc.get('decidedBy')])).toEqual([
    ['approved', demoAccount('owner').uid],
  ]);
  // The crew member sees the office's answer, and the punch stays as tapped.
  await expect(page.getByTestId('correction')).toContainText(words['time.correction.approved']);
  expect((await adminFirestore().doc(`timePunches/out-${me.uid}`).get()).get('at')).toBe(end.toISOString());
});

onlineTest(
  'a locked week refuses a crew member’s change with a clear message, and queues nothing',
  async ({ page }) => {
    const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Locked Twin');
    const week = weekStartOf(lastWeekAt(3, 12));
    await commitAsAdmin(`timeWeeks/${me.uid}_${week}`, (batch, ref) =>
      batch.set(ref, {
        uid: me.uid,
        weekStart: week,
        locked: true,
        history: [
          { action: 'approve', by: demoAccount('owner').uid, at: new Date().toISOString(), note: '' },
        ],
        receivedAt: Timestamp.now(),
      }),
    );
    await signInAs(page, me.email, CLOCK_HOME);
    await page.goto('/time');
    // The approval has reached the phone.
    await expect(page.getByTestId('past-weeks')).toContainText(words['time.weekApproved']);
    const form = page.getByTestId('correction-form');
    await form.getByLabel(words['time.requestAt']).fill(inputValueAt(lastWeekAt(3, 17), BUSINESS.zone));
    await form.getByLabel(words['time.requestReason']).fill('Forgot to clock out last week');
    await form.getByRole('button', { name: words['time.requestSend'] }).click();
    await expect(form.getByRole('alert')).toHaveText(words['time.weekLocked']);
    // What was typed stays, and nothing went to the queue.
    await expect(form.getByLabel(words['time.requestReason'])).toHaveValue('Forgot to clock out last week');
    const corrections = await adminFirestore().collection('timeCorrections').where('uid', '==', me.uid).get();
    expect(corrections.size).toBe(0);
  },
);

/** A dealership in Los Angeles that follows California's law (overtime, meals and rest); one id, so reruns reuse it. */
const CALIFORNIA_DEALERSHIP = 'e2e-california';
const LOS_ANGELES_ZONE = 'America/Los_Angeles';

/**
 * Los Angeles with its workweek starting tomorrow (local): no week, so no pay period, starts
 * in the last six days. A shift of the last six hours then lies in one pay period whatever
 * the hour the test runs; across a period's start its hours would be split between two
 * timesheets and two payroll files (with two-week periods starting on Mondays: every other
 * Monday between 08:00 and 14:00 UTC).
 */
function losAngelesWeekStartingTomorrow(now: number) {
  const days = businessWeek(now, { zone: LOS_ANGELES_ZONE, weekStart: 0 }).days;
  const today = days.findIndex((day) => day.start <= now && now < day.end);
  return { zone: LOS_ANGELES_ZONE, weekStart: ((today + 1) % 7) as Weekday };
}

test('a California crew member clocks out with no signal, with a photo, and answers the break question; the owner sees the photo and the payroll file’s premium', async ({
  page,
  context,
  browser,
}) => {
  // Clocked in six hours ago and never took a meal: past the 5th hour, the meal is late.
  const clockedInAt = new Date(Date.now() - 6 * HOUR_MS);
  const losAngeles = losAngelesWeekStartingTomorrow(Date.now());
  await commitAsAdmin(`dealerships/${CALIFORNIA_DEALERSHIP}`, (batch, ref) =>
    batch.set(ref, {
      ...DEMO_DEALERSHIPS[DEALERSHIP_1],
      name: 'Harbor Motors (e2e)',
      code: 'HBR',
      address: '400 Harbor Blvd, Los Angeles, CA 90021',
      timezone: losAngeles.zone,
      weekStart: losAngeles.weekStart,
      overtimeRule: 'california',
      geofence: null,
      punchPhoto: true,
      // Not one of the business's working dealerships: it stays out of the other tests' lists.
      active: false,
    }),
  );
  const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'José Peña');
  await adminFirestore()
    .doc(`users/${me.uid}`)
    .update({ dealerships: [CALIFORNIA_DEALERSHIP] });
  await seedPunch(
    me.uid,
    `ca-in-${me.uid}`,
    'in',
    clockedInAt,
    businessWeek(clockedInAt.getTime(), losAngeles).key,
  );

  await signInAs(page, me.email, CLOCK_HOME);
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  const clock = page.getByTestId('clock');
  await expect(clock.getByTestId('clock-state')).toContainText('Clocked in since');
  await expect(clock.getByText(/^Your meal break was due by \d{1,2}:\d{2}/)).toBeVisible();
  await expect(clock.getByText(words['time.photo.asked'])).toBeVisible();

  await cutNetwork(context);
  // The clock-out takes a photo with Chromium's own camera (a test pattern), permission granted.
  await clock.getByRole('button', { name: words['time.tap.out'] }).click();
  await expect(clock.getByTestId('punch-status')).toContainText('recorded on this phone');
  await expect(clock.getByTestId('punch-photo-status')).toHaveCount(0);
  const question = clock.getByTestId('break-question');
  await expect(question).toBeVisible();
  // Six hours of work: skipping the meal was not hers to choose, so it is not offered.
  await expect(question.getByLabel(words['time.breaks.answer.waivedMeal'])).toHaveCount(0);
  // The question stays until it is answered, across a reload with no signal.
  await page.reload();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: words['time.breaks.send'] }).click();
  await expect(question.getByText(words['time.breaks.chooseAnswer'])).toBeVisible();
  await question.getByLabel(words['time.breaks.answer.couldNotTake']).check();
  await question.getByLabel(words['time.breaks.note']).fill('Two deliveries at noon');
  await question.getByRole('button', { name: words['time.breaks.send'] }).click();
  await expect(question.getByText(words['time.breaks.chooseMissed'])).toBeVisible();
  // What she typed is still there.
  await expect(question.getByLabel(words['time.breaks.note'])).toHaveValue('Two deliveries at noon');
  await question.getByLabel(words['time.breaks.missed.meal']).check();
  await question.getByRole('button', { name: words['time.breaks.send'] }).click();
  await expect(clock.getByText(words['time.breaks.thanks'])).toBeVisible();
  await expect(question).toHaveCount(0);

  await restoreNetwork(context);
  await expectQueueDrained(page);
  const answers = await adminFirestore().collection('timeAttestations').where('uid', '==', me.uid).get();
  const out = (await serverPunches(me.uid)).at(-1);
  expect(out?.kind).toBe('out');
  const outPunch = await adminFirestore()
    .collection('timePunches')
    .where('uid', '==', me.uid)
    .where('kind', '==', 'out')
    .get();
  expect(outPunch.docs.map((doc) => doc.get('photo') as unknown)).toEqual(['taken']);
  expect(
    answers.docs.map((doc): unknown[] => [
      doc.get('answer'),
      doc.get('couldNotTake'),
      doc.get('note'),
      doc.get('language'),
    ]),
  ).toEqual([['couldNotTake', ['meal'], 'Two deliveries at noon', 'en']]);
  expect(answers.docs[0]?.get('at')).toBe(out?.at);

  // The owner's office: her day earns a premium hour, in the hours file's own column.
  const office = await browser.newPage();
  await signInAs(office, demoAccount('owner').email, '/ownerDashboard');
  await office.goto('/timesheets');
  await expect(office.getByTestId('freshness')).toHaveText(/^Updated /);
  // The timesheet opens on the pay period holding today, by her dealership's clock: her whole shift.
  expect(payPeriodAt(Date.now(), losAngeles)[0]?.period.start).toBeLessThan(clockedInAt.getTime());
  const row = office.getByTestId('timesheet-row').filter({ hasText: 'José Peña' });
  await expect(row.getByTestId('premium').first()).toBeVisible();
  await office.getByRole('button', { name: words['timesheets.exportHours'] }).click();
  // Her week is not approved and no legal name is kept: said before the file, with a link to fix it.
  const check = office.getByTestId('payroll-check');
  await expect(check.getByRole('heading', { name: words['timesheets.check.title'] })).toBeFocused();
  // Her, not another José Peña an emulator reused across runs may hold: the row whose link opens her time.
  const her = check
    .getByTestId('payroll-check-person')
    .filter({ has: office.locator(`a[href$="/time?person=${me.uid}"]`) });
  // The workweek her shift falls in, by the dealership's clock, holds time not approved.
  await expect(her).toContainText('1 week not approved');
  await expect(
    her.getByRole('link', { name: words['timesheets.check.fix'].replace('{name}', 'José Peña') }),
  ).toHaveAttribute('href', new RegExp(`/time\\?person=${me.uid}$`));
  const download = office.waitForEvent('download');
  await check.getByRole('button', { name: words['timesheets.check.exportAnyway'] }).click();
  const file = (await readFile(await (await download).path())).toString('utf8');
  // Imported, not opened: no byte-order mark (it would be read as part of "first_name"); CRLF line ends.
  expect(file.startsWith('first_name,')).toBe(true);
  const lines = file.split('\r\n');
  expect(lines[0]).toBe(
    'first_name,last_name,regular_hours,overtime_hours,double_overtime_hours,meal_rest_premium_hours',
  );
  // Six hours (and the seconds the test took), no overtime, one premium hour for the late meal.
  expect(lines.some((line) => /^José,Peña,6(\.0\d)?,0,0,1$/.test(line))).toBe(true);
  expect(lines.at(-1)).toBe('');

  // The photo followed its punch to Storage (the upload queue, after the punch): her /time shows it.
  await office.goto(`/time?person=${me.uid}`);
  const photo = office.getByTestId('punches').getByTestId('punch-photo');
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('alt', words['time.photo.of']);
  // A real JPEG of the camera's picture, PUNCH_PHOTO_MAX_EDGE_PX on its longest edge.
  const size = await photo.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return Math.max(image.naturalWidth, image.naturalHeight);
  });
  expect(size).toBe(320);
  await office.close();
});

test('the office looks at a punch before its photo has arrived: the photo shows once the crew member’s phone sends it, with no reload', async ({
  page,
}) => {
  const crew = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Photo Later');
  const punchId = `photo-later-${crew.uid}`;
  // A minute ago: in this week, which /time opens on.
  const at = new Date(Date.now() - 60_000);
  // The punch has reached the server; its photo is still on the crew member's phone (its
  // upload queue sends a photo after the punch that names it).
  await seedPunch(crew.uid, punchId, 'in', at, weekStartOf(at.getTime()), { photo: 'taken' });
  await moveChangeStamps(adminFirestore(), adminFirestore().batch(), ['timePunches']).commit();
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, `/time?person=${crew.uid}`);
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /, { timeout: 60_000 });
  const punches = page.getByTestId('punches');
  await expect(punches.getByRole('listitem')).toHaveCount(1);
  await expect(punches.getByTestId('punch-photo')).toHaveCount(0);
  // Then the phone sends it: the screen, left open, shows it (it asks again, 1 s doubling to 15 s).
  await storeJpeg(`punchPhotos/${crew.uid}/${punchId}.jpg`, demoProfilePhoto());
  await expect(punches.getByTestId('punch-photo')).toBeVisible({ timeout: 20_000 });
});

test.describe('where a punch was tapped, from Chromium’s own geolocation with the permission granted', () => {
  // The Northside lot's geofence (250 m); 0.2° of latitude north is about 22 km from it.
  const lot = DEMO_DEALERSHIPS[DEALERSHIP_1]?.geofence ?? { lat: 0, lng: 0, radiusM: 0 };
  const PLACES = [
    { where: 'on the Northside lot', latitude: lot.lat, longitude: lot.lng, flagged: false },
    { where: '22 km from every lot', latitude: lot.lat + 0.2, longitude: lot.lng, flagged: true },
  ];
  for (const { where, latitude, longitude, flagged } of PLACES) {
    test(`a punch ${where} carries the phone's position and ${flagged ? 'is' : 'is not'} flagged for review`, async ({
      browser,
    }) => {
      // A real position through the browser's API (no stub of navigator.geolocation): the
      // app's Permissions-Policy must allow it for its own origin, as production sends it.
      const context = await browser.newContext({
        permissions: ['geolocation'],
        geolocation: { latitude, longitude, accuracy: 15 },
      });
      const page = await context.newPage();
      const name = `Geo Twin ${flagged ? 'Away' : 'Lot'} ${crypto.randomUUID().slice(0, 6)}`;
      const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, name);
      await signInAs(page, me.email, CLOCK_HOME);
      await waitForTestHooks(page);
      const clock = page.getByTestId('clock');
      await clock.getByLabel(words['time.location']).check();
      await expect
        .poll(() => page.evaluate(() => window.lotcrewTest?.freshPosition() ?? null))
        .toMatchObject({ lat: latitude, lng: longitude });
      await clock.getByRole('button', { name: words['time.tap.in'] }).click();
      // The punch is on the phone (or already at the office) before the queue is looked at: an
      // empty queue before the tap's write was queued said nothing (a CI run's first attempt
      // found no punch on the server).
      await expect(clock.getByTestId('punch-status')).not.toBeEmpty();
      await expectQueueDrained(page);
      const landed = await adminFirestore().collection('timePunches').where('uid', '==', me.uid).get();
      expect(landed.docs.map((doc) => doc.get('position') as unknown)).toEqual([
        { lat: latitude, lng: longitude, accuracyM: 15 },
      ]);

      // The office reviews it: the owner's /time for this person flags it, or does not.
      const office = await browser.newContext();
      const ownerPage = await office.newPage();
      await signIn(ownerPage, demoAccount('owner').email, DEMO_PASSWORD, '/time');
      await ownerPage.getByLabel(words['time.person']).selectOption({ label: name });
      await expect(ownerPage.getByTestId('punches').getByRole('listitem')).toHaveCount(1);
      if (flagged) await expect(ownerPage.getByTestId('flags')).toContainText('Punch outside every lot');
      else await expect(ownerPage.getByTestId('flags')).toHaveCount(0);
      await office.close();
      await context.close();
    });
  }
});

test.describe('a phone set to another time zone than its dealership', () => {
  // Tokyo is 15 hours ahead of the demo's Springfield (Chicago) in November.
  test.use({ timezoneId: 'Asia/Tokyo' });

  onlineTest(
    'shows a shift’s start on the dealership’s clock in the dashboard’s tile and in its clock card alike',
    async ({ page }) => {
      const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Tomo Zone');
      const start = new Date(Math.floor((Date.now() - 2 * HOUR_MS) / 60_000) * 60_000);
      await seedPunch(me.uid, `zone-in-${me.uid}`, 'in', start, weekStartOf(start.getTime()));
      await signInAs(page, me.email, CLOCK_HOME);
      // What the dealership's wall clock said at the tap (not the phone's Tokyo time).
      const onDealershipClock = new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: BUSINESS.zone,
      }).format(start);
      await expect(page.getByTestId('clock').getByTestId('clock-state')).toHaveText(
        words['time.state.in'].replace('{time}', onDealershipClock),
      );
      await expect(page.getByTestId('tile-clocked-in')).toContainText(`Since ${onDealershipClock}`);
    },
  );
});
