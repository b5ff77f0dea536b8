import { createRoute } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { APP_TEXTS } from '../config/texts';
import { rootRoute } from './__root';

/** /test-sentry: throws on purpose, so error reporting can be checked end to end. */
export const testSentryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.testSentry,
  component: function ThrowForSentry(): never {
    throw new Error(APP_TEXTS.sentryTestError);
  },
});
