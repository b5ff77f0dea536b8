/** The supplies domain, as screens see it: requests, catalogues, and their writes. */
export { MAX_CATALOG_ITEMS, MAX_SUPPLY_LINES, MAX_SUPPLY_QTY } from './mutators';
export * from './useSupplies';
