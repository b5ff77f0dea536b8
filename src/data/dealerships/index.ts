/** The dealerships domain, as screens see it: the device's dealerships, and what a dealership's form may hold. */
export * from './limits';
export * from './useDealerships';
export type { DealershipFields } from './mutators';
export * from './writes';
