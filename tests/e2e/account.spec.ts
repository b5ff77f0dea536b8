/**
 * A person's own account and phone (issue #20) in Chromium against the emulators: a Sales
 * employee turns SMS alerts off in Settings and on again, each recorded as consent
 * evidence; a crew member renames themselves with no signal and the name reaches the
 * server; a password is changed only with the current one and a long enough new one, and
 * signs in afterwards; Settings says the version, what the phone stores, finds no newer
 * build, and clears the phone's copy without signing the person out.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { adminFirestore, twinOf, uniqueName } from '../support/admin';
import {
  ASK_THE_PAGE_OFTEN,
  expectQueueDrained,
  onlineTest,
  waitForServiceWorker,
  waitForTestHooks,
} from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { cameraPhoto, storedFile } from '../support/photos';
import { expectPath, signIn } from '../support/signIn';

/** How many dealerships this phone's copy holds (none once the copy is gone). */
function dealershipsOnPhone(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lotcrew');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const read = open.result.transaction('dealerships').objectStore('dealerships').count();
          read.onsuccess = () => {
            resolve(read.result);
            open.result.close();
          };
        };
      }),
  );
}

async function consentEventsOf(uid: string): Promise<{ consent: string; phone: string }[]> {
  const events = await adminFirestore().collection('consentEvents').where('uid', '==', uid).get();
  return events.docs
    .map((event) => event.data() as { consent: string; phone: string; acceptedAt: string })
    .sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt))
    .map(({ consent, phone }) => ({ consent, phone }));
}

onlineTest(
  'a Sales employee turns SMS alerts off in Settings, then on again, each recorded as evidence',
  async ({ page }) => {
    const sales = await twinOf(demoAccount('sales-signed'), DEMO_PASSWORD, uniqueName('Sales Twin'));
    await signIn(page, sales.email, DEMO_PASSWORD, '/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const state = page.getByTestId('sms-state');
    await expect(state).toHaveText('SMS alerts are on, sent to (555) 555-0177.');

    await page.getByRole('button', { name: 'Change SMS alerts' }).click();
    const form = page.getByRole('dialog', { name: 'SMS work alerts' });
    await form.getByRole('button', { name: 'No, Thanks' }).click();
    await expect(state).toHaveText('SMS alerts are off.');
    await expect(page.getByText('Your choice is saved.')).toBeVisible();
    await expect.poll(() => consentEventsOf(sales.uid)).toEqual([{ consent: 'disagree', phone: '' }]);
    await expect
      .poll(async () => (await adminFirestore().doc(`users/${sales.uid}`).get()).get('smsConsent') as unknown)
      .toBe('disagree');

    // Opting in again needs the box ticked and a number, as on the first day.
    await page.getByRole('button', { name: 'Change SMS alerts' }).click();
    await form.getByRole('button', { name: 'Enable SMS alerts' }).click();
    await expect(form.getByText('You must check the consent box to enable SMS alerts.')).toBeVisible();
    await form.getByRole('checkbox').check();
    await form.getByLabel('Mobile number', { exact: true }).fill('5555550188');
    await form.getByRole('button', { name: 'Enable SMS alerts' }).click();
    await expect(state).toHaveText('SMS alerts are on, sent to (555) 555-0188.');
    await expect
      .poll(() => consentEventsOf(sales.uid))
      .toEqual([
        { consent: 'disagree', phone: '' },
        { consent: 'agree', phone: '5555550188' },
      ]);
  },
);

test('a crew member renames themselves with no signal; the name reaches the server once back online', async ({
  page,
  context,
}) => {
  const crew = await twinOf(demoAccount('lotprep'), DEMO_PASSWORD, uniqueName('Rename Twin'));
  const newName = uniqueName('Lena P.');
  await signIn(page, crew.email, DEMO_PASSWORD, '/profile');
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  const nameField = page.getByRole('textbox', { name: 'Display name' });
  await expect(nameField).toHaveValue(/^Rename Twin /);

  await cutNetwork(context);
  // An empty name is explained, and what was typed elsewhere stays.
  await nameField.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await nameField.fill(newName);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved. It reaches the server as soon as there is signal.')).toBeVisible();
  // The app opened afresh with no signal still shows the new name.
  await page.reload();
  await expect(nameField).toHaveValue(newName);
  expect((await adminFirestore().doc(`users/${crew.uid}`).get()).get('displayName')).not.toBe(newName);

  await restoreNetwork(context);
  await expectQueueDrained(page);
  await expect
    .poll(async () => (await adminFirestore().doc(`users/${crew.uid}`).get()).get('displayName') as unknown)
    .toBe(newName);
});

onlineTest(
  'a password changes only with the current one and a long enough new one, and signs in afterwards',
  async ({ page }) => {
    const crew = await twinOf(demoAccount('photos'), DEMO_PASSWORD, uniqueName('Password Twin'));
    const newPassword = `new-${crypto.randomUUID().slice(0, 12)}`;
    await signIn(page, crew.email, DEMO_PASSWORD, '/profile');
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password');
    const change = page.getByRole('button', { name: 'Change password' });

    await current.fill(DEMO_PASSWORD);
    await next.fill('short');
    await change.click();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await current.fill('not-the-password');
    await next.fill(newPassword);
    await change.click();
    await expect(page.getByText('That is not your current password.')).toBeVisible();
    // Nothing typed is lost to a refusal.
    await expect(next).toHaveValue(newPassword);
    await current.fill(DEMO_PASSWORD);
    await change.click();
    await expect(
      page.getByText('Password changed. Use the new one the next time you sign in.'),
    ).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/');
    await signIn(page, crew.email, newPassword);
    await expectPath(page, '/photosDashboard');
  },
);

test('Settings says the version and what the phone stores, finds no newer build, and clears the copy while staying signed in', async ({
  page,
}) => {
  const crew = await twinOf(demoAccount('lotprep'), DEMO_PASSWORD, uniqueName('Settings Twin'));
  await signIn(page, crew.email, DEMO_PASSWORD, '/settings');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('app-version')).toHaveText(/^Version \S+$/);
  await expect(page.getByTestId('storage-use')).toHaveText(/^Lotcrew uses [\d.,]+ MB on this phone/);
  await page.getByRole('button', { name: 'Check for update' }).click();
  await expect(page.getByTestId('update-check')).toHaveText('You have the latest version.');

  await expect.poll(() => dealershipsOnPhone(page), ASK_THE_PAGE_OFTEN).toBeGreaterThan(0);
  // A record only this phone has: it must be gone after clearing, whatever the server sends back.
  const marker = (action: 'put' | 'get') =>
    page.evaluate(
      (what) =>
        new Promise<boolean>((resolve, reject) => {
          const open = indexedDB.open('lotcrew');
          open.onerror = () => reject(new Error(String(open.error)));
          open.onsuccess = () => {
            const store = open.result.transaction('heldFigures', 'readwrite').objectStore('heldFigures');
            const request =
              what === 'put'
                ? store.put({ key: 'only-on-this-phone', asOf: new Date().toISOString(), value: 1 })
                : store.get('only-on-this-phone');
            request.onsuccess = () => {
              resolve(request.result !== undefined);
              open.result.close();
            };
          };
        }),
      action,
    );
  await marker('put');
  expect(await marker('get')).toBe(true);
  await page.getByRole('button', { name: 'Clear this phone’s data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear this phone’s data?' });
  await expect(confirm).toContainText('Your copy of the work is read again from the server.');
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Clear data' }).click();
  await reloaded;
  // The app starts afresh, still signed in (on their home, as any fresh start lands), and
  // reads its copy again from the server.
  await expectPath(page, '/lotPrepDashboard');
  await expect(page.getByRole('heading', { name: 'Lot prep dashboard' })).toBeVisible();
  expect(await marker('get')).toBe(false);
  await expect.poll(() => dealershipsOnPhone(page), ASK_THE_PAGE_OFTEN).toBeGreaterThan(0);
});

onlineTest(
  'a person switched off by the office is told so at once, and the phone keeps none of the work',
  async ({ page }) => {
    const crew = await twinOf(demoAccount('lotprep'), DEMO_PASSWORD, uniqueName('Leaving Twin'));
    await signIn(page, crew.email, DEMO_PASSWORD);
    await expectPath(page, '/lotPrepDashboard');
    await expect.poll(() => dealershipsOnPhone(page), ASK_THE_PAGE_OFTEN).toBeGreaterThan(0);

    await adminFirestore().doc(`users/${crew.uid}`).update({ active: false });
    await expect(page.getByRole('heading', { name: 'Your account is switched off' })).toBeVisible();
    await expectPath(page, '/');
    await expect.poll(() => dealershipsOnPhone(page), ASK_THE_PAGE_OFTEN).toBe(0);
    // Reopening the app does not bring the work back.
    await page.goto('/lotPrepDashboard');
    await expect(page.getByRole('heading', { name: 'Your account is switched off' })).toBeVisible();
    expect(await dealershipsOnPhone(page)).toBe(0);
  },
);

test('a profile photo is made smaller on the phone, shown at once with no signal, and reaches Storage and the team', async ({
  page,
  context,
  browser,
}) => {
  const name = uniqueName('Photo Twin');
  const crew = await twinOf(demoAccount('employee'), DEMO_PASSWORD, name);
  await signIn(page, crew.email, DEMO_PASSWORD, '/profile');
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  const photo = page.getByTestId('profile-photo');
  await expect(photo.getByText('No photo yet.')).toBeVisible();

  // Not a photo: said plainly, nothing kept.
  await photo
    .getByLabel('Take or choose a photo')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(
    photo.getByText('That file is not a photo this phone can read.', { exact: false }),
  ).toBeVisible();

  const original = await cameraPhoto(page);
  await cutNetwork(context);
  await photo
    .getByLabel('Take or choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: original });
  await expect(photo.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await expect(photo.getByText('Your new photo is on this phone', { exact: false })).toBeVisible();
  await expect(page.getByTestId('nav-avatar').first()).toBeAttached();

  await restoreNetwork(context);
  await expect
    .poll(async () => (await adminFirestore().doc(`users/${crew.uid}`).get()).get('photoPath') as unknown, {
      timeout: 60_000,
    })
    .toMatch(new RegExp(`^profilePhotos/${crew.uid}/[0-9a-f-]+\\.jpg$`));
  const path = (await adminFirestore().doc(`users/${crew.uid}`).get()).get('photoPath') as string;
  const stored = await storedFile(path);
  expect(stored?.contentType).toBe('image/jpeg');
  expect(stored?.bytes.length).toBeLessThan(original.length);
  await expect(photo.getByText('Your new photo is on this phone', { exact: false })).toHaveCount(0);

  // The owner's phone fetches it for their list of people.
  const office = await (await browser.newContext()).newPage();
  await signIn(office, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(office, '/ownerDashboard');
  await expect
    .poll(
      async () => (await adminFirestore().doc(`users/${crew.uid}`).get()).get('photoUpdatedAt') as unknown,
    )
    .toBeTruthy();
  await office.context().close();
});
