/** The connection to the backend, as screens see it. */
export * from './appConnection';
export type { ConnectionState } from './machine';
