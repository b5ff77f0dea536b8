/**
 * The HTTP security headers of every response: Firebase Hosting sends PRODUCTION_HEADERS
 * (firebase.json holds a copy that a unit test keeps equal), and `vite preview` sends
 * the same policy with the local emulators' origins (vite.config.ts).
 *
 * The policy allows scripts, styles, workers and the manifest from the app's own origin
 * only (no inline script, no eval; WebAssembly from the app's own files may be compiled, for
 * the barcode reader), network calls only to Firebase, Sentry and the
 * configured webhook, and nobody may frame the app.
 */

/** Where the Firebase Web SDK connects: Auth, Firestore, Storage, installations. */
export const FIREBASE_CONNECT_ORIGINS = [
  'https://*.googleapis.com',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebaseapp.com',
];
/** Sentry's ingest hosts (the DSN's host is one of these). */
export const SENTRY_CONNECT_ORIGINS = ['https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io'];
/**
 * The one image Firestore's WebChannel transport loads to test the network when its
 * channel errors (hard-coded in closure's webchannel netutils; firebase-js-sdk#6777):
 * blocked, every reconnect logged a policy violation. Allowed by its full URL, not the host.
 */
export const FIRESTORE_NETWORK_PROBE = 'https://www.google.com/images/cleardot.gif';
/** Ticket photos are shown from Storage download URLs; and Firestore's network probe. */
export const STORAGE_IMAGE_ORIGINS = ['https://firebasestorage.googleapis.com', FIRESTORE_NETWORK_PROBE];

export interface PolicyOrigins {
  connect: readonly string[];
  images: readonly string[];
}

export function contentSecurityPolicy(origins: PolicyOrigins): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // WebAssembly may be compiled (the barcode reader, issue #36); JavaScript's eval stays refused.
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:', ...origins.images],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...origins.connect],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** One year, in seconds: how long browsers keep to HTTPS once they have seen it. */
const HSTS_MAX_AGE_S = 31_536_000;

export function securityHeaders(origins: PolicyOrigins, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The app's own origin may use the camera (ticket photos) and the position (punches,
    // a dealership's lot on its form); nothing else is asked for, and no other origin may.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(self), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` } : {}),
  };
}

export const PRODUCTION_HEADERS = securityHeaders(
  { connect: [...FIREBASE_CONNECT_ORIGINS, ...SENTRY_CONNECT_ORIGINS], images: STORAGE_IMAGE_ORIGINS },
  true,
);

/** The origin of a URL setting (Sentry DSN, webhook), or nothing when unset or unreadable. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
