import { createRouter } from '@tanstack/react-router';
import { SPEC_TEXTS } from '../config/texts';
import { getSessionState, subscribeSession } from '../data/session';
import { landingInputs } from '../features/auth/redirect';
import { rootRoute } from '../routes/__root';
import { dashboardRoutes } from '../routes/dashboards';
import { indexRoute } from '../routes/index';
import { claimProfileRoute, optInRoute, securityRoute } from '../routes/public';
import { testSentryRoute } from '../routes/testSentry';
import {
  editTicketRoute,
  newTicketRoute,
  stockSearchRoute,
  ticketBackupRoute,
  ticketListRoute,
  ticketRoute,
} from '../routes/tickets';
import { RenderErrorOverlay } from './ErrorOverlays';
import { awaitDealershipRoute, awaitRoleRoute } from '../routes/waiting';
import { Loading } from '../ui/Loading';
import { Shell } from './Shell';

const routeTree = rootRoute.addChildren([
  indexRoute,
  awaitRoleRoute,
  awaitDealershipRoute,
  securityRoute,
  optInRoute,
  claimProfileRoute,
  testSentryRoute,
  ...dashboardRoutes,
  ticketListRoute,
  newTicketRoute,
  ticketRoute,
  stockSearchRoute,
  ticketBackupRoute,
  editTicketRoute,
]);

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    InnerWrap: Shell,
    defaultErrorComponent: ({ error }) => <RenderErrorOverlay error={error} />,
    defaultPendingComponent: () => <Loading text={SPEC_TEXTS.loading} />,
    defaultPreload: 'intent',
  });
  // Landing (spec §4) when the session changes what it reads: the root route decides again.
  let inputs = landingInputs(getSessionState());
  subscribeSession(() => {
    const next = landingInputs(getSessionState());
    if (next === inputs) return;
    inputs = next;
    void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
