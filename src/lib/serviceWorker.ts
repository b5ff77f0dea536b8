/**
 * The one bridge between the page and the service worker (sw/sw.ts). Only this module
 * imports workbox-window.
 */
import { Workbox } from 'workbox-window';

let workbox: Workbox | undefined;

export function registerServiceWorker(): Workbox | undefined {
  if (workbox || !('serviceWorker' in navigator) || !import.meta.env.PROD) return workbox;
  workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  void workbox.register();
  return workbox;
}
