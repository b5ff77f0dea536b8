/** Stock search over the device's copy. */
export * from './stockSearch';
