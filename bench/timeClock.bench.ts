/**
 * Benchmarks of issue #16, in Debian's Chromium against the production build, CPU
 * throttled 4× (a mid-range phone):
 * - a pay period of 200 people × 2 weeks (4,000 punches) computed into timesheets on the
 *   device, as /timesheets does;
 * - a tap on Clock in / Clock out until the clock says the punch is on the phone.
 * Run by `npm run bench`; not a test. Figures: bench/results/time-clock.json.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_PASSWORD, demoAccount } from '../scripts/demo/demoData';
import { TIME_TEXTS } from '../src/i18n/areas/time';
import { twinOf } from '../tests/support/admin';
import { waitForTestHooks } from '../tests/support/app';
import { expectPath, signIn } from '../tests/support/signIn';

const CPU_SLOWDOWN = 4;
const PEOPLE = 200;
const SHIFTS_PER_PERSON = 10;
const RUNS = 7;
const TAPS = 8;
const words = TIME_TEXTS.english;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results: Record<string, unknown> = {};

test.afterAll(() => {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/time-clock.json', `${JSON.stringify(results, null, 2)}\n`);
});

test(`a pay period of ${PEOPLE} people × 2 weeks computed on the device at ${CPU_SLOWDOWN}× CPU`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await waitForTestHooks(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const runs = await page.evaluate(
    ([people, shifts, count]) =>
      window.lotcrewTest?.timeTimesheet(people, shifts, count) ?? Promise.resolve([]),
    [PEOPLE, SHIFTS_PER_PERSON, RUNS] as const,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(runs).toHaveLength(RUNS);
  // The first run pays for the code's first compilation; a screen's later renders do not.
  const steady = runs.slice(1).map((ms) => Math.round(ms * 10) / 10);
  results.timesheet = {
    people: PEOPLE,
    punches: PEOPLE * SHIFTS_PER_PERSON * 2,
    cpuSlowdown: CPU_SLOWDOWN,
    firstRunMs: Math.round((runs[0] ?? 0) * 10) / 10,
    medianMs: median(steady),
    runs: steady,
  };
  console.log(
    `[bench] timesheet, ${PEOPLE} people, ${PEOPLE * SHIFTS_PER_PERSON * 2} punches: median ${median(steady)} ms`,
  );
});

test(`a tap on the clock until "recorded on this phone" at ${CPU_SLOWDOWN}× CPU`, async ({ page }) => {
  test.setTimeout(300_000);
  const me = await twinOf(demoAccount('clock'), DEMO_PASSWORD, 'Bench Clock');
  await signIn(page, me.email, DEMO_PASSWORD);
  await expectPath(page, '/clockInOutOnlyEmployeeDashboard');
  await waitForTestHooks(page);
  const clock = page.getByTestId('clock');
  await expect(clock.getByTestId('clock-state')).toHaveText(words['time.state.off']);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const taps: number[] = [];
  for (let tap = 0; tap < TAPS; tap += 1) {
    const kind = tap % 2 === 0 ? 'in' : 'out';
    // Measured in the page: from the click to the receipt line naming this punch.
    const ms = await page.evaluate(
      ([label, receipt]) =>
        new Promise<number>((resolve) => {
          const status = document.querySelector('[data-testid="punch-status"]');
          const button = [...document.querySelectorAll('button')].find(
            (element) => element.textContent === label,
          );
          if (!status || !button) throw new Error(`no ${label} button or receipt line`);
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (status.textContent?.startsWith(receipt)) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(status, { childList: true, characterData: true, subtree: true });
          button.click();
        }),
      [words[`time.tap.${kind}`], words[`time.kind.${kind}`]] as const,
    );
    taps.push(Math.round(ms * 10) / 10);
    await expect(clock.getByTestId('clock-state')).toHaveText(
      kind === 'in' ? /Clocked in since/ : words['time.state.off'],
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  results.clockTap = {
    taps: TAPS,
    cpuSlowdown: CPU_SLOWDOWN,
    medianMs: median(taps),
    worstMs: Math.max(...taps),
    runs: taps,
  };
  console.log(
    `[bench] clock tap to "recorded on this phone": median ${median(taps)} ms, worst ${Math.max(...taps)} ms`,
  );
});
