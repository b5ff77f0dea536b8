import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import { PRICES_SINCE_EVER, type Dealership, type PricedKind } from '../model';
import { writerOf } from '../outbox/queueWrite';
import type { DEALERSHIP_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof DEALERSHIP_MUTATORS>();

/** The dealerships on the device's copy (every one for the owner's office; one's own otherwise). */
export function useDealerships(): Mirrored<Dealership>[] | undefined {
  return useLiveQuery(() => getDatabase().dealerships.toArray(), []);
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
