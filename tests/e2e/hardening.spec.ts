import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEALERSHIP_1, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { adminFirestore } from '../support/admin';
import { waitForTestHooks } from '../support/app';
import { SPEC_TEXTS } from '../../src/config/texts';
import { FIRESTORE_NETWORK_PROBE } from '../../src/config/securityHeaders';
import { expectPath, signIn } from '../support/signIn';

// Nothing here goes offline: the service worker, and its precache of every chunk, stays out.
test.use({ serviceWorkers: 'block' });

declare global {
  interface Window {
    /** Set by an XSS payload if it ever runs. */
    xssRan?: number;
    cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation the page reports. */
async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
}

test('every response carries the security headers, and the app runs under its policy', async ({ page }) => {
  await watchCsp(page);
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');

  const owner = demoAccount('owner');
  await signIn(page, owner.email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await expect(page.getByText(owner.displayName)).toBeVisible();
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

/** A 1×1 transparent GIF: what Google serves for Firestore's network probe (no internet here). */
const CLEAR_DOT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

test('a reconnect raises no policy violation and logs no policy error: Firestore’s network probe is allowed', async ({
  page,
  context,
}) => {
  await watchCsp(page);
  const policyMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyMessages.push(message.text());
  });
  const probes: string[] = [];
  // Google's own image, answered here as Google would (the machine has no internet).
  await context.route('https://www.google.com/images/cleardot.gif*', (route) => {
    probes.push(route.request().url());
    return route.fulfill({ contentType: 'image/gif', body: CLEAR_DOT_GIF });
  });
  const owner = demoAccount('owner');
  await signIn(page, owner.email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  // The signal drops under the open listeners (their channel errors, and the transport
  // tests the network with its probe), then comes back.
  await context.setOffline(true);
  await expect(page.getByText(SPEC_TEXTS.banner.offline)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(SPEC_TEXTS.banner.reconnected)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  // The transport tests the network only on some channel errors: its probe is also loaded
  // here as it loads it (an image), so the policy is shown to let it through every run.
  const probe = await page.evaluate(
    (url) =>
      new Promise<string>((resolve) => {
        const image = new Image();
        image.onload = () => resolve('loaded');
        image.onerror = () => resolve('refused');
        image.src = `${url}?zx=${Date.now().toString(36)}`;
      }),
    FIRESTORE_NETWORK_PROBE,
  );
  expect(probe).toBe('loaded');
  expect(probes.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(policyMessages).toEqual([]);
});

test('names and typed references are shown as text: no XSS payload runs', async ({ page }) => {
  const wash = demoAccount('wash');
  const userRef = adminFirestore().doc(`users/${wash.uid}`);
  const namePayload = '<img src=x onerror="window.xssRan=1">';
  const referencePayload = '<img src=x onerror=window.xssRan=2>';
  const notePayload = '<script>window.xssRan=3</script>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await userRef.update({ displayName: namePayload });
  try {
    await signIn(page, wash.email, DEMO_PASSWORD);
    await expectPath(page, '/serviceWashDashboard');
    await expect(page.getByText(namePayload, { exact: false })).toBeVisible();
    await waitForTestHooks(page);
    // A wash for a dealership this crew is not assigned to: the server refuses it, and
    // the refused-changes list shows its reference.
    await page.evaluate(
      async ({ dealershipId, reference, note }) => {
        await window.lotcrewTest?.queueWrite('logWash', {
          id: crypto.randomUUID(),
          dealershipId,
          washedAt: new Date().toISOString(),
          reference,
          vin: null,
          kind: 'service',
          note,
        });
      },
      { dealershipId: DEALERSHIP_1, reference: referencePayload, note: notePayload },
    );
    await expect(page.getByTestId('sync-indicator')).toContainText('refused by the server');
    await page.getByTestId('sync-indicator').click();
    await expect(page.getByText(`Wash ${referencePayload}`)).toBeVisible();
    expect(await page.evaluate(() => window.xssRan)).toBeUndefined();
    expect(await page.locator('img[src="x"], script:text("xssRan")').count()).toBe(0);
    expect(dialogs).toEqual([]);
  } finally {
    await userRef.update({ displayName: wash.displayName });
  }
});
