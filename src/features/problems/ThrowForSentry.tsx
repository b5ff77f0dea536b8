import { APP_TEXTS } from '../../config/texts';

/** /test-sentry: throws on purpose, so error reporting can be checked end to end. */
export function ThrowForSentry(): never {
  throw new Error(APP_TEXTS.sentryTestError);
}
