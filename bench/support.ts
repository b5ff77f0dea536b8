/** What the benchmarks of the device's work share: the phone they stand for, and how they sum up runs. */
import type { Page } from '@playwright/test';

/** A mid-range phone: Chromium's CPU throttled 4×. */
export const CPU_SLOWDOWN = 4;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** Milliseconds to a tenth, as the report shows them. */
export const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** Runs `work` with the page's CPU throttled to a phone's, and back to full speed after. */
export async function throttled<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    return await work();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
