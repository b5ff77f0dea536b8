/**
 * The shared-phone kiosk (issue #35), end to end in Chromium with the emulators: a crew
 * member sets their PIN on their own phone; on the dealership's kiosk, with no signal, two
 * crew members punch with their PINs (one mistyped first) and a photo from Chromium's own
 * camera; the kiosk reloads, still offline, and knows who is in; back online, each punch
 * lands once under the right person, marked with the kiosk, and each photo follows it.
 */
import { expect, test } from '../support/test';
import { getAuth } from 'firebase-admin/auth';
import { DEALERSHIP_1, DEMO_DEALERSHIPS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { KIOSK_TEXTS } from '../../src/i18n/areas/kiosk';
import { TIME_TEXTS } from '../../src/i18n/areas/time';
import { adminFirestore, commitAsAdmin, seedKioskPin, storedFileExists, twinOf } from '../support/admin';
import { expectQueueDrained, waitForServiceWorker, waitForTestHooks } from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';

const words = { ...KIOSK_TEXTS.english, ...TIME_TEXTS.english };
/**
 * A dealership of this run alone (an emulator reused across runs keeps earlier runs' crews
 * and PINs); it asks for a photo at each punch.
 */
const KIOSK_DEALERSHIP = `e2e-kiosk-${crypto.randomUUID().slice(0, 8)}`;

/** A crew member of the kiosk's dealership: a clock-only twin, placed there. */
async function crewMember(name: string) {
  const person = await twinOf(demoAccount('clock'), DEMO_PASSWORD, name);
  await adminFirestore()
    .doc(`users/${person.uid}`)
    .update({ dealerships: [KIOSK_DEALERSHIP] });
  return person;
}

/** A kiosk account for the dealership, as claiming the office's kiosk invite leaves it. */
async function kioskAccount() {
  const email = `kiosk-${crypto.randomUUID()}@demo.lotcrew.test`;
  const { uid } = await getAuth().createUser({ email, password: DEMO_PASSWORD, displayName: 'Yard kiosk' });
  await adminFirestore().doc(`users/${uid}`).set({
    email,
    displayName: 'Yard kiosk',
    profileCompleted: true,
    active: true,
    dealerships: [],
    kioskFor: KIOSK_DEALERSHIP,
  });
  return { uid, email };
}

test('two crew members punch on a kiosk with no signal, with PINs and photos; after a reload and reconnect each punch lands once, theirs', async ({
  page,
  browser,
  context,
}) => {
  test.slow(
    true,
    "three phones: a crew member's sets his PIN, the kiosk punches offline through a reload, and the owner's new phone copies the business before it shows the punches",
  );
  await commitAsAdmin(`dealerships/${KIOSK_DEALERSHIP}`, (batch, ref) =>
    batch.set(ref, {
      ...DEMO_DEALERSHIPS[DEALERSHIP_1],
      name: 'Yard Motors (e2e)',
      code: 'YRD',
      geofence: null,
      punchPhoto: true,
      // Not one of the business's working dealerships: it stays out of the other tests' lists.
      active: false,
    }),
  );
  const kiko = await crewMember('Kiko Ruiz');
  const lupe = await crewMember('Lupe Diaz');
  const rene = await crewMember('Rene Soto');
  // Lupe's and Rene's PINs as their phones would have sent them (only their hashes).
  await seedKioskPin({ uid: lupe.uid, displayName: 'Lupe Diaz' }, [KIOSK_DEALERSHIP], '2580');
  await seedKioskPin({ uid: rene.uid, displayName: 'Rene Soto' }, [KIOSK_DEALERSHIP], '7193');

  // Kiko sets his on his own phone: a guessable one is refused, with the reason; his stays.
  const phone = await browser.newPage();
  await signIn(phone, kiko.email, DEMO_PASSWORD, '/profile');
  const form = phone.getByTestId('kiosk-pin');
  await expect(form.getByTestId('kiosk-pin-state')).toHaveText(words['kiosk.pinNone']);
  await form.getByLabel(words['kiosk.newPin']).fill('1234');
  await form.getByLabel(words['kiosk.repeatPin']).fill('1234');
  await form.getByRole('button', { name: words['kiosk.savePin'] }).click();
  await expect(form.getByText(words['kiosk.pinProblem.guessable'])).toBeVisible();
  await form.getByLabel(words['kiosk.newPin']).fill('4831');
  await form.getByLabel(words['kiosk.repeatPin']).fill('4831');
  await form.getByRole('button', { name: words['kiosk.savePin'] }).click();
  await expect(form.getByText(words['kiosk.pinSaved'])).toBeVisible();
  await expect(form.getByTestId('kiosk-pin-state')).toContainText('You have a kiosk PIN');
  await expectQueueDrained(phone);
  const kept = (await adminFirestore().doc(`kioskPins/${kiko.uid}`).get()).data() ?? {};
  // Only the salted hash reached the server, never the PIN.
  expect(Object.keys(kept).sort()).toEqual(
    ['dealerships', 'displayName', 'hash', 'receivedAt', 'rounds', 'salt', 'setAt', 'uid'].sort(),
  );
  expect(JSON.stringify(kept)).not.toContain('4831');
  await phone.close();

  // The kiosk: its account lands on /kiosk, and lists both once its copy has arrived.
  const kiosk = await kioskAccount();
  await signIn(page, kiosk.email, DEMO_PASSWORD);
  await expectPath(page, '/kiosk');
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  const person = (name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });
  await expect(person('Kiko Ruiz')).toContainText(words['kiosk.state.off']);
  await expect(person('Lupe Diaz')).toBeVisible();

  await cutNetwork(context);
  await expect(page.getByText(words['kiosk.offline'])).toBeVisible();
  const pinField = page.getByLabel(words['kiosk.pin'], { exact: true });
  const receipt = page.getByTestId('kiosk-receipt');
  // Kiko clocks in, mistyping his PIN once.
  await person('Kiko Ruiz').click();
  await page.getByRole('button', { name: words['time.tap.in'] }).click();
  await pinField.fill('4832');
  await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
  await expect(page.getByText('That PIN is not right. 4 tries left before it locks.')).toBeVisible();
  await expect(pinField).toHaveValue('');
  await pinField.fill('4831');
  await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
  await expect(receipt).toContainText('Kiko Ruiz: Clocked in at');
  // Lupe clocks in.
  await person('Lupe Diaz').click();
  await page.getByRole('button', { name: words['time.tap.in'] }).click();
  await pinField.fill('2580');
  await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
  await expect(receipt).toContainText('Lupe Diaz: Clocked in at');
  // Someone tries Rene's PIN five times: it locks, and the right one is refused until it opens.
  await person('Rene Soto').click();
  await page.getByRole('button', { name: words['time.tap.in'] }).click();
  for (const guess of ['1111', '2222', '3333', '4444']) {
    await pinField.fill(guess);
    await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
    await expect(pinField).toHaveValue('');
  }
  await pinField.fill('5555');
  await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
  await expect(page.getByText(/^This PIN is locked after too many tries, until \d{1,2}:\d{2}/)).toBeVisible();
  await pinField.fill('7193');
  await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
  await expect(page.getByText(/^This PIN is locked after too many tries/)).toBeVisible();
  await page.getByRole('button', { name: words['kiosk.back'] }).click();

  // A reload with no signal: the kiosk still knows who is in, from the device.
  await page.reload();
  await expect(person('Kiko Ruiz')).toContainText('in since');
  await expect(person('Lupe Diaz')).toContainText('in since');
  // Kiko clocks out.
  await person('Kiko Ruiz').click();
  await expect(page.getByRole('button', { name: words['time.tap.breakStart'] })).toBeVisible();
  await page.getByRole('button', { name: words['time.tap.out'] }).click();
  await pinField.fill('4831');
  await page.getByRole('button', { name: words['kiosk.confirm'] }).click();
  await expect(receipt).toContainText('Kiko Ruiz: Clocked out at');
  await expect(person('Kiko Ruiz')).toContainText(words['kiosk.state.off']);

  await restoreNetwork(context);
  await expectQueueDrained(page);
  const landed = await adminFirestore().collection('timePunches').where('viaKiosk', '==', kiosk.uid).get();
  const punches = landed.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    .sort((a, b) => String(a.data.at).localeCompare(String(b.data.at)));
  expect(punches.map(({ data }): unknown[] => [data.uid, data.kind, data.dealershipId, data.photo])).toEqual([
    [kiko.uid, 'in', KIOSK_DEALERSHIP, 'taken'],
    [lupe.uid, 'in', KIOSK_DEALERSHIP, 'taken'],
    [kiko.uid, 'out', KIOSK_DEALERSHIP, 'taken'],
  ]);
  // Each photo followed its punch to Storage, under the person who punched.
  for (const { id, data } of punches)
    await expect.poll(() => storedFileExists(`punchPhotos/${String(data.uid)}/${id}.jpg`)).toBe(true);

  // The office sees, beside each of his punches, the kiosk it was made on and its photo.
  const office = await browser.newPage();
  await signIn(office, demoAccount('owner').email, DEMO_PASSWORD, `/time?person=${kiko.uid}`);
  // A new phone for the owner: the punches are read once its copy has caught up.
  await expect(office.getByTestId('freshness')).toHaveText(/^Updated /, { timeout: 60_000 });
  const listed = office.getByTestId('punches').getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('on the kiosk Yard kiosk');
  await expect(office.getByTestId('punches').getByTestId('punch-photo')).toHaveCount(2);
  // And, once the kiosk had signal, the lock on Rene's PIN.
  await office.goto('/timesheets');
  await expect(office.getByTestId('kiosk-locks')).toContainText('Rene Soto: PIN locked on Yard kiosk');
  await office.close();
});
