import { createRoute } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { rootRoute } from './__root';

export const SENTRY_TEST_ERROR = 'Lotcrew Sentry test error (thrown on purpose by /test-sentry)';

/** /test-sentry: throws on purpose, so error reporting can be checked end to end. */
export const testSentryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.testSentry,
  component: function ThrowForSentry(): never {
    throw new Error(SENTRY_TEST_ERROR);
  },
});
