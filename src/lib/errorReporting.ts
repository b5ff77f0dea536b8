/**
 * Sentry, started only when a DSN is configured (none: nothing is sent), and loaded
 * after first paint so it never slows the sign-in screen. Spec §7: default personal
 * data is sent and console log, warn and error are captured — after every event and
 * breadcrumb has had emails, phone numbers and Storage tokens scrubbed (scrub.ts).
 */
import { APP_VERSION, env } from '../config/env';
import type * as SentryParts from './sentry';

type SentryModule = typeof SentryParts;
let sentry: Promise<SentryModule | null> | undefined;

export function startErrorReporting(): Promise<SentryModule | null> {
  sentry ??= (async () => {
    const dsn = env.VITE_SENTRY_DSN;
    if (!dsn) return null;
    // The scrubber travels with Sentry: nothing before the first paint needs it.
    const [Sentry, { scrubDeep }] = await Promise.all([import('./sentry'), import('./scrub')]);
    Sentry.init({
      dsn,
      release: `lotcrew@${APP_VERSION}`,
      // Sentry 11's form of "send default PII": user info and request data are collected.
      dataCollection: { userInfo: true },
      integrations: [Sentry.captureConsoleIntegration({ levels: ['log', 'warn', 'error'] })],
      beforeSend: (event) => scrubDeep(event),
      beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
    });
    return Sentry;
  })();
  return sentry;
}

/** Reports an error caught by the app: to Sentry when it is configured, to the console otherwise. */
export function reportError(error: unknown): void {
  void startErrorReporting().then((Sentry) => {
    if (Sentry) Sentry.captureException(error);
    else console.error(error);
  });
}
