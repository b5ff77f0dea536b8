import { createRootRoute, Outlet, redirect } from '@tanstack/react-router';
import { landingInputs, redirectFor } from '../features/auth/redirect';
import { sessionResolved } from '../data/session';
import { useT } from '../i18n';
import { Loading } from '../ui/Loading';
import { Page } from '../ui/Page';
import { screenAccess } from './screens';

/** 'Loading…' while a screen's code arrives (spec §2). */
export function RouteLoading() {
  const t = useT();
  return <Loading text={t('spec.loading')} />;
}

/** The landing inputs last decided on: landing is due again when they change. */
let landedFor: string | undefined;

export const rootRoute = createRootRoute({
  // The one place the app redirects: every navigation, and every session change that
  // alters what landing reads (src/app/router.tsx invalidates the router then).
  beforeLoad: async ({ location, preload }) => {
    const session = await sessionResolved();
    const inputs = landingInputs(session);
    // A page opened with someone already signed in (a reload, an installed app reopened
    // on a screen) stays where it is: only the guard below may move them. Landing is for
    // sign-in and for changes of what it reads; "/" always forwards.
    if (landedFor === undefined && session.status === 'signedIn' && location.pathname !== '/')
      landedFor = inputs;
    // A preload (hover, intent) only asks whether the screen may open; it lands no one.
    const landingDue = !preload && inputs !== landedFor;
    if (!preload) landedFor = inputs;
    const target = redirectFor(location.pathname, session, landingDue, screenAccess);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (target !== null) throw redirect({ to: target, replace: true });
  },
  component: Outlet,
  pendingComponent: RouteLoading,
  notFoundComponent: function NotFound() {
    const t = useT();
    return <Page title={t('common.notFound.title')} subtitle={t('common.notFound.body')} />;
  },
});
