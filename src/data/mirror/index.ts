/** The device's copy of the person's documents, as screens read it. */
export * from './useMirror';
