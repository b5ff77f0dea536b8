import { createRootRoute, Outlet, redirect } from '@tanstack/react-router';
import { landingInputs, redirectFor } from '../features/auth/redirect';
import { sessionResolved } from '../data/session';
import { SPEC_TEXTS } from '../config/texts';
import { Loading } from '../ui/Loading';
import { Page } from '../ui/Page';
import { screenAccess } from './screens';

/** The landing inputs last decided on: landing is due again when they change. */
let landedFor: string | undefined;

export const rootRoute = createRootRoute({
  // The one place the app redirects: every navigation, and every session change that
  // alters what landing reads (src/app/router.tsx invalidates the router then).
  beforeLoad: async ({ location, preload }) => {
    const session = await sessionResolved();
    const inputs = landingInputs(session);
    // A preload (hover, intent) only asks whether the screen may open; it lands no one.
    const landingDue = !preload && inputs !== landedFor;
    if (!preload) landedFor = inputs;
    const target = redirectFor(location.pathname, session, landingDue, screenAccess);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (target !== null) throw redirect({ to: target, replace: true });
  },
  component: Outlet,
  pendingComponent: () => <Loading text={SPEC_TEXTS.loading} />,
  notFoundComponent: () => (
    <Page title="Page not found" subtitle="That address is not a Lotcrew screen. Use the menu or go back." />
  ),
});
