/**
 * The app's writes: the registry the sync queue replays, assembled from the domains'
 * own mutators (each domain folder says what its writes do; see docs/architecture.md,
 * "Add a write"). Loaded on demand with zod: the sign-in page needs none of it.
 */
import { DEALERSHIP_MUTATORS } from './dealerships/mutators';
import type { LotcrewDatabase } from './db';
import { registryOf } from './outbox/mutator';
import { enqueue } from './outbox/outbox';
import { FINANCE_MUTATORS } from './finance/mutators';
import { INVOICE_MUTATORS } from './supplies/invoiceMutators';
import { KIOSK_MUTATORS } from './kiosk/mutators';
import { REPORT_MUTATORS } from './reports/mutators';
import { SUPPLY_MUTATORS } from './supplies/mutators';
import { TICKET_MUTATORS } from './tickets/ticketMutators';
import { TIME_MUTATORS } from './time/mutators';
import { ACCESS_MUTATORS } from './users/accessMutators';
import { USER_MUTATORS } from './users/mutators';
import { WASH_MUTATORS } from './washes/mutators';

export const MUTATORS = {
  ...USER_MUTATORS,
  ...ACCESS_MUTATORS,
  ...WASH_MUTATORS,
  ...TICKET_MUTATORS,
  ...TIME_MUTATORS,
  ...DEALERSHIP_MUTATORS,
  ...SUPPLY_MUTATORS,
  ...INVOICE_MUTATORS,
  ...REPORT_MUTATORS,
  ...FINANCE_MUTATORS,
  ...KIOSK_MUTATORS,
};

export type MutatorName = keyof typeof MUTATORS;
export type MutatorArgs<Name extends MutatorName> = Parameters<(typeof MUTATORS)[Name]['local']>[1];

export const MUTATOR_REGISTRY = registryOf(MUTATORS);

/** Queues a named write on `db` for `uid`, typed by its name (enqueue with the app's registry). */
export function enqueueWrite<Name extends MutatorName>(
  db: LotcrewDatabase,
  uid: string,
  name: Name,
  args: MutatorArgs<Name>,
  now?: Date,
): Promise<string> {
  return enqueue(db, MUTATOR_REGISTRY, uid, name, args, now);
}

/**
 * The user document as this person will see it once their queued writes land: the
 * server's (or mirrored) fields with each pending write's changes applied in order.
 */
export function withPendingUserChanges(
  data: Record<string, unknown>,
  pending: readonly { name: string; args: unknown }[],
): Record<string, unknown> {
  let result = data;
  for (const entry of pending) {
    if (!MUTATOR_REGISTRY.isMutatorName(entry.name)) continue;
    const mutator = MUTATOR_REGISTRY.mutatorOf(entry.name);
    if (!mutator.userDocPatch) continue;
    try {
      result = { ...result, ...mutator.userDocPatch(mutator.parse(entry.args)) };
    } catch {
      // An unreadable entry changes nothing here; the flusher dead-letters it.
    }
  }
  return result;
}
