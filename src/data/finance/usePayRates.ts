import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase } from '../db';
import type { PayRateStep } from '../model';
import { writerOf } from '../outbox/queueWrite';
import { inForce } from './figures';
import type { FINANCE_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof FINANCE_MUTATORS>();

/** Every pay-rate history on the device (the owner's office), by person. */
export function usePayRates(): ReadonlyMap<string, readonly PayRateStep[]> | undefined {
  return useLiveQuery(async () => {
    const rates = await getDatabase().payRates.toArray();
    return new Map(rates.map((rate) => [rate.uid, rate.history]));
  }, []);
}

/** The rate in force at `instant` in a history, in cents an hour; null before the first. */
export function rateAt(history: readonly PayRateStep[], instant: number): number | null {
  return inForce(
    history.map((step) => ({ effectiveFrom: step.effectiveFrom, value: step.hourlyRateCents })),
    instant,
  );
}

/** Sets a person's rate from `effectiveFrom` on (the business's midnight of the day chosen). */
export function setPayRate(
  person: { uid: string; name: string },
  hourlyRateCents: number,
  effectiveFrom: number,
) {
  return queueWrite('setPayRate', {
    uid: person.uid,
    hourlyRateCents,
    effectiveFrom: new Date(effectiveFrom).toISOString(),
    setAt: new Date().toISOString(),
    personName: person.name,
  });
}
