/** The users domain, as screens see it: the user document, read safely. */
export * from './userDoc';
export * from './people';
