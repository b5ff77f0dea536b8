// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * The app's own create of each collection it creates, with every field its screens fill
 * in: what the demo's and the scale data's documents are compared with (issue #32, item 10).
 */
import { MUTATOR_REGISTRY } from '../../src/data/mutators';
import type { MutatorName } from '../../src/data/mutators';

const UID = 'writer';
const AT = '2026-11-20T15:00:00.000Z';
const UUID = '0b8f2d8e-7c1a-4c55-9a41-2b3d4e5f6a7b';

/** One create per collection, with every field the app's screens fill in. */
export const APP_CREATES: { collection: string; name: MutatorName; args: unknown }[] = [
  {
    collection: 'washLogs',
    name: 'logWash',
    args: {
      id: UUID,
      dealershipId: 'd1',
      washedAt: AT,
      reference: 'A1234',
      vin: null,
      kind: 'service',
      note: '',
      washerName: 'Wes Walker',
    },
  },
  {
    collection: 'timePunches',
    name: 'punch',
    args: {
      id: UUID,
      kind: 'in',
      at: AT,
      timezone: 'America/Chicago',
      position: null,
      clockSkewMs: 0,
      weekStart: '2026-11-16',
      note: '',
    },
  },
  {
    collection: 'tickets',
    name: 'createTicket',
    args: {
      id: UUID,
      dealershipId: 'd1',
      kind: 'delivery',
      vehicle: {
        stock: 'A1234',
        vin: '1HGCM82633A004352',
        year: 2024,
        make: 'Honda',
        model: 'Accord',
        color: 'Blue',
      },
      from: 'Lot',
      to: 'Customer',
      dueAt: AT,
      priority: 'normal',
      salespersonUid: null,
      notes: '',
      priceCents: 4500,
      createdAt: AT,
      byName: 'Olivia Owner',
    },
  },
  {
    collection: 'supplyRequests',
    name: 'requestSupplies',
    args: {
      id: UUID,
      requesterName: 'Eli Employee',
      supplierUid: 'supplier',
      supplierName: 'Suzy Supply Co.',
      items: [{ name: 'Towels', qty: 2, unit: 'box', unitPriceCents: 1200, catalogItemId: null }],
      dealershipId: 'd1',
      location: 'Bay 2',
      neededBy: null,
      note: '',
      createdAt: AT,
    },
  },
  {
    collection: 'invoices',
    name: 'submitInvoice',
    args: {
      writeId: UUID,
      supplierName: 'Suzy Supply Co.',
      number: 'INV-1',
      issuedOn: '2026-11-20',
      lines: [{ item: 'Towels', qty: 2, unitPriceCents: 1200 }],
      requestIds: [],
      pdfBytes: 1000,
      createdAt: AT,
    },
  },
  {
    collection: 'dailyReports',
    name: 'closeDailyReport',
    args: {
      date: '2026-11-19',
      dealershipId: 'd1',
      byName: 'Olivia Owner',
      at: AT,
      figures: {
        ticketsDoneByKind: { detail: 1 },
        washes: 2,
        minutesWorked: 480,
        revenueCents: 9000,
        openCarriedOver: 0,
      },
      notes: '',
    },
  },
  {
    collection: 'payRates',
    name: 'setPayRate',
    args: { uid: 'crew', hourlyRateCents: 1850, effectiveFrom: AT, setAt: AT, personName: 'Eli Employee' },
  },
];

/** The fields the app's create writes to the collection's document (the receipt time included). */
export function appFields(name: MutatorName, args: unknown, collection: string): string[] {
  const mutator = MUTATOR_REGISTRY.mutatorOf(name);
  const write = mutator
    .remote(mutator.parse(args), UID)
    .find((one) => one.path.startsWith(`${collection}/`) && one.path.split('/').length === 2);
  if (!write) throw new Error(`${name} writes no ${collection} document`);
  return [...Object.keys(write.data), ...(write.stampReceivedAt ? ['receivedAt'] : [])].sort();
}
