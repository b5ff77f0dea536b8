import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';
import { startConnectionTracking } from './data/connection/appConnection';
import { ROLES, ROLE_REGISTRY } from './config/roles';
import { PATHS } from './config/paths';
import { afterFirstScreen, firstScreenWillReport } from './data/firstScreen';
import { signedInAtStart } from './data/session';
import { startSignedInWorkWhenConfirmed } from './data/signedInStart';
import { startLanguage } from './i18n';
import { dropPrerender } from './features/auth/prerender';
import { reportError, startErrorReporting } from './lib/errorReporting';
import { registerServiceWorker } from './lib/serviceWorker';
import './ui/styles.css';

const router = createAppRouter();
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'dev';
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The sign-in page (for someone signed out) and every dashboard report their first paint;
// the network waits for that, not for a timer a slow phone's first paint can lose to.
const { pathname } = window.location;
if (
  (pathname === PATHS.signIn && !signedInAtStart()) ||
  ROLES.some((role) => ROLE_REGISTRY[role].home === pathname)
)
  firstScreenWillReport();

startConnectionTracking();
startSignedInWorkWhenConfirmed();

// The first screen is drawn in the person's language: Spanish waits for its chunk
// (precached, and asked for alongside the entry by the startup preload); English is here.
void startLanguage().then(() =>
  createRoot(container, {
    // React redrew the whole app after a render failed once: reported with what failed
    // (the cause), which React's own message leaves out.
    onRecoverableError: (error) => reportError(error instanceof Error && error.cause ? error.cause : error),
  }).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
// The service worker (and workbox-window) once the first screen is up: no screen needs it to paint.
void afterFirstScreen().then(registerServiceWorker);
// The sign-in page drawn before the app goes when the app's sign-in form draws; whatever the
// first screen turns out to be, it is gone once that screen is up (React's root never stays hidden).
void afterFirstScreen().then(dropPrerender);
// After first paint: Sentry is not needed to draw anything.
window.setTimeout(() => void startErrorReporting(), 0);
