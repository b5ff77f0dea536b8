import type { BrowserContext } from '@playwright/test';
import { EMULATOR_HOSTS } from '../../scripts/emulators/suite.mjs';

/** An emulator's host ("127.0.0.1:8080") as a pattern that matches it alone. */
export const hostPattern = (host: string) => host.replace(/\./g, '\\.');

/** Requests to the backend; aborted while the network is "cut". */
export const BACKEND = new RegExp(`^https?://(${Object.values(EMULATOR_HOSTS).map(hostPattern).join('|')})/`);
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

/** The Cloud Storage SDK's code, loaded at a phone's first upload or stored file shown. */
const STORAGE_CODE = /\/assets\/storage-[^/]*\.js$/;

/**
 * Refuses the Storage SDK's code as a lost signal would (a phone that has not installed the
 * app, whose signal went after sign-in), until `allow`; `refusals` counts the asks.
 */
export async function refuseStorageCode(context: BrowserContext) {
  let refused = 0;
  await context.route(STORAGE_CODE, (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  return { refusals: () => refused, allow: () => context.unroute(STORAGE_CODE) };
}
