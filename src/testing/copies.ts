// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
import type { MirroredData } from '../data/mirror';

/** A reading of a copy that holds nothing and has never heard from the server, for unit tests to build on. */
export const EMPTY_COPY: Readonly<MirroredData> = {
  payRates: [],
  dealerships: [],
  tickets: [],
  timePunches: [],
  clockStates: [],
  timeAttestations: [],
  timeCorrections: [],
  timeWeeks: [],
  washLogs: [],
  supplyRequests: [],
  invoices: [],
  syncedAt: null,
};
