/** The shared-phone kiosk (issue #35): PINs and their lockout, the kiosk's copy and punches. */
export * from './pin';
export * from './pins';
export * from './useKiosk';
export * from './writes';
