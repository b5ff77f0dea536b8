/** Tickets put straight into the emulator for an end-to-end test, as the app would have written them. */
import { DEALERSHIP_1 } from '../../scripts/demo/demoData';
import { adminFirestore } from './admin';

/** An open delivery request at the first demo dealership, made by `salespersonUid` for themselves. */
export async function seedOpenTicket(ticketId: string, salespersonUid: string, stock: string): Promise<void> {
  const now = new Date().toISOString();
  await adminFirestore()
    .doc(`tickets/${ticketId}`)
    .set({
      dealershipId: DEALERSHIP_1,
      kind: 'delivery',
      vehicle: { stock, vin: '', year: 2023, make: 'Kia', model: 'Soul', color: 'Red' },
      from: 'Lot B',
      to: 'Customer',
      dueAt: now,
      priority: 'normal',
      status: 'open',
      assigneeUid: null,
      requestedBy: salespersonUid,
      salespersonUid,
      history: [{ status: 'open', at: now, by: salespersonUid }],
      notes: '',
      photos: [],
      priceCents: 4500,
      createdAt: now,
      updatedAt: now,
      receivedAt: new Date(),
    });
}
