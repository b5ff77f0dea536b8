/** Tickets put straight into the emulator for an end-to-end test, as the app would have written them. */
import { DEALERSHIP_1 } from '../../scripts/demo/demoData';
import { moveChangeStamps } from '../../scripts/demo/seed';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { adminFirestore } from './admin';

/** A VIN whose check digit is right. */
export const SEEDED_VIN = '1HGCM82633A004352';

/**
 * A ticket as the app writes one, requested now by `requestedBy` at the first demo dealership:
 * an open delivery of a red Kia Soul unless `fields` say otherwise.
 */
export function ticketDoc(
  requestedBy: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    dealershipId: DEALERSHIP_1,
    kind: 'delivery',
    vehicle: { stock: 'SEEDED', vin: '', year: 2023, make: 'Kia', model: 'Soul', color: 'Red' },
    from: 'Lot B',
    to: 'Customer',
    dueAt: now,
    priority: 'normal',
    status: 'open',
    assigneeUid: null,
    requestedBy,
    salespersonUid: null,
    history: [{ status: 'open', at: now, by: requestedBy }],
    notes: '',
    photos: [],
    priceCents: 4500,
    createdAt: now,
    updatedAt: now,
    receivedAt: new Date(),
    ...fields,
  };
}

/** Puts `ticketDoc(requestedBy, fields)` at tickets/{ticketId}, moving the tickets' change stamp with it. */
export async function seedTicket(
  ticketId: string,
  requestedBy: string,
  fields: Record<string, unknown> = {},
) {
  await changeTickets((batch, db) =>
    batch.set(db.doc(`tickets/${ticketId}`), ticketDoc(requestedBy, fields)),
  );
}

/**
 * Commits `change` to tickets through the Admin SDK with the tickets' change stamp moved in
 * the same commit, as a phone's commit does (otherwise a phone whose copy was complete would
 * not ask for it).
 */
export async function changeTickets(change: (batch: WriteBatch, db: Firestore) => unknown): Promise<void> {
  const db = adminFirestore();
  const batch = db.batch();
  change(batch, db);
  await moveChangeStamps(db, batch, ['tickets']).commit();
}

/** An open delivery request at the first demo dealership, made by `salespersonUid` for themselves. */
export async function seedOpenTicket(ticketId: string, salespersonUid: string, stock: string): Promise<void> {
  await seedTicket(ticketId, salespersonUid, {
    salespersonUid,
    vehicle: { stock, vin: '', year: 2023, make: 'Kia', model: 'Soul', color: 'Red' },
  });
}
