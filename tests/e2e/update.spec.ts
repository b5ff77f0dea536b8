import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '../support/test';
import { SPEC_TEXTS } from '../../src/config/texts';
import { waitForServiceWorker } from '../support/app';
import { SwitchableStaticServer } from '../support/staticServer';

const ROOT = resolve(import.meta.dirname, '../..');
const NEXT_BUILD = resolve(ROOT, 'test-results/dist-next');
const PORT = 4181;

test('a new build waits, announces itself, and runs after the person accepts', async ({ page }) => {
  test.slow(true, 'makes a second production build of the app, with another build id, before its journey');
  // The build npm test made, and a second one of the same code with another build id.
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'emulator', '--outDir', NEXT_BUILD, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, LOTCREW_BUILD_ID: 'next-build' },
      stdio: 'inherit',
    },
  );
  const server = new SwitchableStaticServer(resolve(ROOT, 'dist'));
  const origin = await server.listen(PORT);
  try {
    await page.goto(`${origin}/`);
    await waitForServiceWorker(page);
    const firstBuild = await page.evaluate(() => document.documentElement.dataset.build);
    expect(firstBuild).not.toBe('next-build');

    server.deploy(NEXT_BUILD);
    await page.reload(); // the old worker still serves the old build; the new one installs
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstBuild);
    const prompt = page.getByRole('dialog', { name: SPEC_TEXTS.newAppVersion });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Update now' }).click();
    // The page reloads once; reading it mid-navigation throws, which counts as "not yet".
    const build = () => page.evaluate(() => document.documentElement.dataset.build).catch(() => 'navigating');
    await expect.poll(build).toBe('next-build');
    await expect(page.getByRole('dialog', { name: SPEC_TEXTS.newAppVersion })).toHaveCount(0);
  } finally {
    await server.close();
  }
});
