/** The users domain, as screens see it: the user document, read safely. */
export * from './userDoc';
export * from './people';
export * from './directory';
export type { Access, AccessChange } from '../db';
export { VISIBILITIES, type Visibility } from '../model';
export * from './legalName';
export * from './writes';
