import { createRootRoute, Outlet } from '@tanstack/react-router';
import { SPEC_TEXTS } from '../config/texts';
import { Loading } from '../ui/Loading';
import { Page } from '../ui/Page';

export const rootRoute = createRootRoute({
  component: Outlet,
  pendingComponent: () => <Loading text={SPEC_TEXTS.loading} />,
  notFoundComponent: () => (
    <Page title="Page not found" subtitle="That address is not a Lotcrew screen. Use the menu or go back." />
  ),
});
