import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { APP_TEXTS, SPEC_TEXTS } from '../../src/config/texts';
import { SentryReceiver } from '../support/sentryReceiver';
import { SwitchableStaticServer } from '../support/staticServer';

const ROOT = resolve(import.meta.dirname, '../..');
const SENTRY_BUILD = resolve(ROOT, 'test-results/dist-sentry');

test('errors reach Sentry without phone numbers, emails or Storage tokens', async ({ page }) => {
  test.slow(
    true,
    'makes a second production build of the app, with a DSN of the local receiver, before its journey',
  );
  const receiver = new SentryReceiver(4198);
  await receiver.listen();
  // The same app, built with a DSN that points at the local receiver.
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'emulator', '--outDir', SENTRY_BUILD, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, VITE_SENTRY_DSN: receiver.dsn },
      stdio: 'inherit',
    },
  );
  const server = new SwitchableStaticServer(SENTRY_BUILD);
  const origin = await server.listen(4182);
  try {
    const employee = demoAccount('lotprep');
    await page.goto(`${origin}/`);
    await page.getByLabel(APP_TEXTS.signIn.email).fill(employee.email);
    await page.getByLabel(APP_TEXTS.signIn.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: APP_TEXTS.signIn.submit }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lotPrepDashboard');

    // Personal data in a console error (captured by Sentry's console integration)…
    await page.evaluate(() => {
      console.error(
        'Could not text (555) 555-0101 for sales@demo.lotcrew.test: https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media&token=5e1f0c2a-secret',
      );
    });
    // …and in the address of the page that throws.
    await page.goto(`${origin}/test-sentry?token=5e1f0c2a-secret&phone=5555550101`);
    await expect(page.getByText(SPEC_TEXTS.errors.renderError)).toBeVisible();

    await expect
      .poll(() => receiver.envelopes.join('\n'), { timeout: 20_000 })
      .toContain(APP_TEXTS.sentryTestError);
    await expect
      .poll(() => receiver.envelopes.join('\n'), { timeout: 20_000 })
      .toContain('Could not text [phone]');
    const sent = receiver.envelopes.join('\n');
    expect(sent).not.toMatch(/555\D{0,2}555\D?0101|5555550101/);
    expect(sent).not.toContain('sales@demo.lotcrew.test');
    expect(sent).not.toContain('5e1f0c2a-secret');
  } finally {
    await server.close();
    await receiver.close();
  }
});
