import { isCrewRole, isDealershipRole, isOfficeRole, kindsOf, ROLE_REGISTRY } from '../../config/roles';
import { UNFINISHED_STATUSES } from '../model';
import {
  resumable,
  view,
  withDashboardParts,
  type Condition,
  type MirrorScope,
  type ViewsOf,
} from '../mirror/view';

/**
 * Tickets: the owner's office all of the window; dealership staff their dealerships';
 * crews their own work and the open work of their kind (service wash: at its dealerships).
 * The window's tickets are caught up by their changes on a reopen; open work and a crew's
 * work in hand are read whole, so a ticket someone else takes leaves the phone at once.
 * The dashboards read every ticket not finished and those changed in their window: a new
 * phone reads those first (one query per status: one `in` per query, the dealerships').
 */
export const ticketViews: ViewsOf = ({ uid, role, dealerships }, { since, dashboardSince }) => {
  const changedRecently: Condition = ['updatedAt', '>=', dashboardSince];
  const dashboardParts: Condition[][] = [
    ...UNFINISHED_STATUSES.map((status): Condition[] => [['status', '==', status]]),
    [changedRecently],
  ];
  if (isOfficeRole(role))
    return [
      withDashboardParts(
        resumable(view('tickets', 'tickets', ['updatedAt', '>=', since])),
        ...dashboardParts,
      ),
    ];
  if (isDealershipRole(role)) {
    if (dealerships.length === 0) return [];
    return [
      withDashboardParts(
        resumable(
          view('tickets', 'tickets', ['dealershipId', 'in', dealerships], ['updatedAt', '>=', since]),
        ),
        ...dashboardParts,
      ),
    ];
  }
  if (!isCrewRole(role)) return [];
  const kinds = kindsOf(role);
  const views: MirrorScope[] = [
    view('my-work', 'tickets', ['assigneeUid', '==', uid], ['status', 'in', ['assigned', 'inProgress']]),
    withDashboardParts(
      resumable(
        view(
          'my-done',
          'tickets',
          ['assigneeUid', '==', uid],
          ['status', 'in', ['done', 'cancelled']],
          ['updatedAt', '>=', since],
        ),
      ),
      [changedRecently],
    ),
  ];
  if (ROLE_REGISTRY[role].roams)
    views.push(view('open-work', 'tickets', ['status', '==', 'open'], ['kind', 'in', kinds]));
  else if (dealerships.length > 0)
    views.push(
      view(
        'open-work',
        'tickets',
        ['status', '==', 'open'],
        // One `in` per query (the dealerships'): a dealership-bound crew does one kind.
        ['kind', '==', kinds[0] ?? 'serviceWash'],
        ['dealershipId', 'in', dealerships],
      ),
    );
  return views;
};
