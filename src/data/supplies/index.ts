/** The supplies domain, as screens see it: requests, catalogues, and their writes. */
export { MAX_CATALOG_ITEMS, MAX_SUPPLY_LINES, MAX_SUPPLY_QTY } from './mutators';
export * from './useSupplies';
export {
  invoiceId,
  invoiceTotalCents,
  MAX_INVOICE_LINES,
  MAX_INVOICE_PDF_BYTES,
  type PdfProblem,
} from './invoice';
export { MAX_INVOICE_QTY } from './invoiceMutators';
export * from './useInvoices';
