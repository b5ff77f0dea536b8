import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { rootRoute } from './__root';

const TicketPage = lazyRouteComponent(() => import('../features/tickets/TicketPage'), 'TicketPage');
const EditTicketPage = lazyRouteComponent(
  () => import('../features/tickets/EditTicketPage'),
  'EditTicketPage',
);

export const ticketListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.tickets,
  component: lazyRouteComponent(() => import('../features/tickets/TicketListPage'), 'TicketListPage'),
});

export const newTicketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.ticketNew,
  component: lazyRouteComponent(() => import('../features/tickets/NewTicketPage'), 'NewTicketPage'),
});

export const ticketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.ticketView,
  component: function TicketRoute() {
    const { ticketId } = ticketRoute.useParams();
    return <TicketPage ticketId={ticketId} />;
  },
});

export const stockSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.stockSearch,
  component: lazyRouteComponent(() => import('../features/search/StockSearchPage'), 'StockSearchPage'),
});

export const ticketBackupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.ticketBackup,
  component: lazyRouteComponent(() => import('../features/tickets/BackupPage'), 'BackupPage'),
});

export const editTicketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.ticketEdit,
  component: function EditTicketRoute() {
    const { ticketId } = editTicketRoute.useParams();
    return <EditTicketPage ticketId={ticketId} />;
  },
});
