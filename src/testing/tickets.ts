// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/** A vehicle with a valid VIN, for unit tests. */
export const TEST_VEHICLE = {
  stock: 'NSM24007',
  vin: '1HGCM82633A004352',
  year: 2022,
  make: 'Honda',
  model: 'Civic',
  color: 'Blue',
};

/** The arguments of a new ticket request (createTicket), for unit tests. */
export const newTicketArgs = (id: string) => ({
  id,
  dealershipId: 'dlr-1',
  kind: 'delivery' as const,
  vehicle: TEST_VEHICLE,
  from: 'Lot A',
  to: 'Customer: 41 Elm St',
  dueAt: '2026-11-22T17:00:00.000Z',
  priority: 'normal' as const,
  salespersonUid: null,
  notes: '',
  priceCents: 4500,
  createdAt: '2026-11-21T10:00:00.000Z',
});
