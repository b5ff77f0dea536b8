/** The tickets domain, as screens see it: read hooks, who may do what, labels, photos' slots, forms, backup. */
export * from './backup';
export * from './doneAt';
export * from './photoSlots';
export * from './ticketActions';
export * from './useTickets';
export * from './vehicle';
export * from './firstTickets';
export * from './writes';
export * from './stages';
export * from './lookup';
