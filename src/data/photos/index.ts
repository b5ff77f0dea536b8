/** Ticket photos taken on this phone: take, show, upload state. */
export * from './photos';
