import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { isTimeZone } from '../../utils/zonedTime';
import { getDatabase, type Mirrored } from '../db';
import { PRICES_SINCE_EVER, type Dealership, type PricedKind } from '../model';
import { writerOf } from '../outbox/queueWrite';
import type { DEALERSHIP_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof DEALERSHIP_MUTATORS>();

const readDealerships = () => getDatabase().dealerships.toArray();

/** The device's dealerships as last read by keepDealershipsWarm, while it runs. */
let warmDealerships: Mirrored<Dealership>[] | undefined;
let subscription: { unsubscribe: () => void } | undefined;

/**
 * Keeps the device's dealerships read ahead of the screens, live, for the rest of the app's
 * run, and each one's time zone ready to count days in. A screen that opens after this has
 * answered draws its first render with them: its times on each dealership's clock from the
 * first frame (not the phone's zone, replaced a render later), and no time zone's calendar
 * built inside the tap that opened it (~6 ms of the ticket list's first tap at 4× CPU, most
 * of it the zone's first Intl.DateTimeFormat; bench/budget-notes.md). A handful of small
 * documents in memory; a sign-out empties the device's copy and this with it. The app keeps
 * it for its whole run; `stop` is for tests, whose modules outlive one file.
 */
export function keepDealershipsWarm(): { stop: () => void } {
  const stop = () => {
    subscription?.unsubscribe();
    subscription = undefined;
    warmDealerships = undefined;
  };
  if (subscription) return { stop };
  subscription = liveQuery(readDealerships).subscribe({
    next: (dealerships) => {
      for (const dealership of dealerships) isTimeZone(dealership.timezone);
      warmDealerships = dealerships;
    },
    // The screens read for themselves; a failed read ahead only costs that wait.
    error: stop,
  });
  return { stop };
}

/**
 * The dealerships on the device's copy (every one for the owner's office; one's own
 * otherwise); until the first read answers, those kept warm (keepDealershipsWarm), if any.
 * The first screen that reads them keeps them warm from then on: every screen after it draws
 * its first render on the dealerships' clocks, not only those that read them ahead (`warm`).
 */
export function useDealerships(): Mirrored<Dealership>[] | undefined {
  useEffect(() => void keepDealershipsWarm(), []);
  return useLiveQuery(readDealerships, [], warmDealerships);
}

export { PRICES_SINCE_EVER } from '../model';

/**
 * Sets a dealership's prices from `effectiveFrom` on (its local midnight of the day chosen),
 * appended to its price history through the sync queue. The first change of a dealership
 * with no history first records the list it had, in force since ever, so the work before
 * the change keeps its price.
 */
export async function setDealershipPrices(
  dealership: Pick<Mirrored<Dealership>, 'id' | 'name' | 'priceList' | 'priceHistory'>,
  prices: Record<PricedKind, number>,
  effectiveFrom: number,
): Promise<void> {
  const base = { id: dealership.id, name: dealership.name };
  if ((dealership.priceHistory ?? []).length === 0)
    await queueWrite('setPrices', {
      ...base,
      prices: dealership.priceList,
      effectiveFrom: PRICES_SINCE_EVER,
      setAt: new Date(Date.now() - 1).toISOString(),
    });
  await queueWrite('setPrices', {
    ...base,
    prices,
    effectiveFrom: new Date(effectiveFrom).toISOString(),
    setAt: new Date().toISOString(),
  });
}
