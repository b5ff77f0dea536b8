import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEALERSHIP_2, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { APP_TEXTS } from '../../src/config/texts';
import { LOCAL_KEYS } from '../../src/config/constants';
import { pendingWrites, queueWashes, waitForTestHooks } from '../support/app';
import { cutNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';

/** Row counts of the app's IndexedDB stores, read with the raw API. */
function storeCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('lotcrew');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const names = Array.from(db.objectStoreNames);
          const tx = db.transaction(names, 'readonly');
          const counts: Record<string, number> = {};
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

test('signing out offline warns about unsynced writes, then wipes the local data but not device flags', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccount('wash').email, DEMO_PASSWORD);
  await expectPath(page, '/serviceWashDashboard');
  await waitForTestHooks(page);
  // The dashboard is on screen before the signal goes, as it is for a person.
  await expect(page.getByRole('button', { name: APP_TEXTS.signOut })).toBeVisible();
  await page.evaluate((keys) => {
    localStorage.setItem(keys.policyAcceptance, '{"signature":"Wes Walker"}');
    localStorage.setItem('lotcrew.someonesDraft.v1', 'half-typed note');
  }, LOCAL_KEYS);
  await cutNetwork(context);
  await queueWashes(page, 'RO-SIGNOUT', 1, DEALERSHIP_2);

  await page.getByRole('button', { name: APP_TEXTS.signOut }).click();
  const warning = page.getByRole('dialog', { name: 'Changes not synced yet' });
  await expect(warning).toContainText('1 change on this phone has not reached the server yet');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);
  expect(await pendingWrites(page)).toBe(1);

  await page.getByRole('button', { name: APP_TEXTS.signOut }).click();
  await page.getByRole('button', { name: 'Sign out and discard' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: APP_TEXTS.signIn.title })).toBeVisible();
  const counts = await storeCounts(page);
  expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  expect(Object.keys(counts)).toEqual(expect.arrayContaining(['outbox', 'userDocs', 'washLogs']));
  const flags = await page.evaluate(
    (keys) => [localStorage.getItem(keys.policyAcceptance), localStorage.getItem('lotcrew.someonesDraft.v1')],
    LOCAL_KEYS,
  );
  expect(flags).toEqual(['{"signature":"Wes Walker"}', null]);
});
