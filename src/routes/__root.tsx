import { createRootRoute, Outlet, redirect } from '@tanstack/react-router';
import { guardRedirect } from '../features/auth/guard';
import { sessionResolved } from '../data/session';
import { SPEC_TEXTS } from '../config/texts';
import { Loading } from '../ui/Loading';
import { Page } from '../ui/Page';

export const rootRoute = createRootRoute({
  // Every navigation passes the guard of src/config/permissions.ts.
  beforeLoad: async ({ location }) => {
    const target = guardRedirect(location.pathname, await sessionResolved());
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    if (target !== null) throw redirect({ to: target, replace: true });
  },
  component: Outlet,
  pendingComponent: () => <Loading text={SPEC_TEXTS.loading} />,
  notFoundComponent: () => (
    <Page title="Page not found" subtitle="That address is not a Lotcrew screen. Use the menu or go back." />
  ),
});
