/**
 * The live reads screens may ask for by name (src/data/liveReadPort.ts):
 * each a domain's listener that keeps server documents on the device while a screen shows
 * them. The mirror's worker runs them (mirror/mirrorWorker.ts), or the page where the
 * mirror runs there (mirror/mirrorClient.ts): either way the screen reads the device.
 */
import type { LiveReadParams } from './liveReadPort';

type LiveRead = (params: LiveReadParams) => Promise<() => void>;

/** Each read's domain module, loaded when first asked for. */
const LIVE_READS: Record<string, () => Promise<LiveRead>> = {
  ticketSmsAlerts: () => import('./smsAlerts/live').then((live) => live.SMS_ALERT_LIVE_READS.ticketSmsAlerts),
  mySmsAlerts: () => import('./smsAlerts/live').then((live) => live.SMS_ALERT_LIVE_READS.mySmsAlerts),
};

/** Starts the live read `name`; resolves with the function that stops it. */
export async function startLiveRead(name: string, params: LiveReadParams): Promise<() => void> {
  const load = LIVE_READS[name];
  if (!load) throw new Error(`There is no live read named "${name}".`);
  return (await load())(params);
}
