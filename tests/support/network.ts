import type { BrowserContext } from '@playwright/test';
import { EMULATOR_HOSTS } from '../../scripts/emulators/suite.mjs';

/** Requests to the backend; aborted while the network is "cut". */
export const BACKEND = new RegExp(
  `^https?://(${Object.values(EMULATOR_HOSTS).join('|').replace(/\./g, '\\.')})/`,
);
const abort = (route: { abort: () => Promise<void> }) => route.abort();

/**
 * Cuts the network the way a lot with no signal does. context.setOffline alone does not
 * stop service-worker fetches or open streams, so backend requests are aborted too.
 */
export async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route(BACKEND, abort);
  await context.setOffline(true);
}

export async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute(BACKEND, abort);
  await context.setOffline(false);
}

/** The browser says it is online, but the backend cannot be reached (captive Wi-Fi). */
export async function onlineButUnreachable(context: BrowserContext): Promise<void> {
  await context.route(BACKEND, abort);
  await context.setOffline(false);
}
