import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import type { SupplyLine, SupplyRequest, SupplyStatus, Supplier } from '../model';
import { queuedDocuments, writerOf, type WriteArgs } from '../outbox/queueWrite';
import type { SUPPLY_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof SUPPLY_MUTATORS>();

/** A request as the device holds it: `pending` while a write of it waits in this phone's queue. */
export type DeviceSupplyRequest = Mirrored<SupplyRequest> & { pending: boolean };

/** The supply requests on the device (the person's own, or addressed to them, or all for the office), newest first. */
export function useSupplyRequests(): DeviceSupplyRequest[] | undefined {
  return useLiveQuery(async () => {
    const [requests, queued] = await Promise.all([getDatabase().supplyRequests.toArray(), queuedDocuments()]);
    return requests
      .map((request) => ({ ...request, pending: queued.has(`supplyRequests/${request.id}`) }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, []);
}

/** The suppliers and catalogues on the device, active first, by name. */
export function useSuppliers(): Mirrored<Supplier>[] | undefined {
  return useLiveQuery(
    async () =>
      (await getDatabase().suppliers.toArray()).sort(
        (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
      ),
    [],
  );
}

/**
 * Where a request stands once these quantities are delivered: fulfilled when every line
 * has all it asked for, partly fulfilled when something came, else as acknowledged.
 */
export function statusAfterDelivery(
  items: readonly SupplyLine[],
  delivered: readonly number[],
): Exclude<SupplyStatus, 'open'> {
  if (items.every((line, index) => (delivered[index] ?? 0) >= line.qty)) return 'fulfilled';
  if (delivered.some((qty) => qty > 0)) return 'partlyFulfilled';
  return 'acknowledged';
}

/** What a request's catalogue lines come to, in whole cents (free-text lines have no price). */
export function requestValueCents(items: readonly SupplyLine[]): number {
  return items.reduce((sum, line) => sum + (line.unitPriceCents ?? 0) * line.qty, 0);
}

export function requestSupplies(
  args: Omit<WriteArgs<typeof SUPPLY_MUTATORS, 'requestSupplies'>, 'id' | 'createdAt'>,
): Promise<string> {
  return queueWrite('requestSupplies', {
    ...args,
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
  });
}

/** The supplier's step: acknowledged (nothing delivered yet), or the quantities delivered so far. */
export function stepSupplyRequest(
  request: Pick<DeviceSupplyRequest, 'id' | 'items' | 'requesterName'>,
  delivered: readonly number[] | null,
): Promise<string> {
  const quantities = delivered ? [...delivered] : request.items.map(() => 0);
  return queueWrite('stepSupplyRequest', {
    id: request.id,
    status: delivered ? statusAfterDelivery(request.items, quantities) : 'acknowledged',
    delivered: quantities,
    at: new Date().toISOString(),
    requesterName: request.requesterName,
  });
}

export function saveCatalogue(args: WriteArgs<typeof SUPPLY_MUTATORS, 'saveCatalogue'>): Promise<string> {
  return queueWrite('saveCatalogue', args);
}
