/** The device's copy of the person's documents, as screens read it, and the mirror's start in the shell. */
export * from './mirroredData';
export * from './useMirror';
