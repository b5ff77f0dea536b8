/**
 * The parts of Sentry the app uses, named one by one (as src/data/sdk/auth.ts names Firebase
 * Auth's): loading '@sentry/react' whole put its session replay, user feedback and the rest,
 * which the app never starts, in the chunk every phone loads after its first paint.
 */
export { captureConsoleIntegration, captureException, init } from '@sentry/react';
