/** The shared-phone kiosk (issue #35): its PINs and their lockout. */
export * from './pin';
