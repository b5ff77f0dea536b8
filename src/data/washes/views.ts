import { isCrewRole, isDealershipRole, isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { staying, view, withDashboardParts, type ViewsOf } from '../mirror/view';

/**
 * Wash logs of the window: everywhere for the owner's office and roaming crews, else their
 * dealerships'. A wash is never deleted, and its dealership and time never change: it stays.
 * The dashboards read the washes of their window: a new phone reads those first.
 */
export const washViews: ViewsOf = ({ role, dealerships }, { since, dashboardSince }) => {
  const recent = ['washedAt', '>=', dashboardSince] as const;
  const everywhere = withDashboardParts(staying(view('washes', 'washLogs', ['washedAt', '>=', since])), [
    recent,
  ]);
  const theirs = withDashboardParts(
    staying(view('washes', 'washLogs', ['dealershipId', 'in', dealerships], ['washedAt', '>=', since])),
    [recent],
  );
  if (isOfficeRole(role)) return [everywhere];
  if (isDealershipRole(role) || (isCrewRole(role) && !ROLE_REGISTRY[role].roams))
    return dealerships.length > 0 ? [theirs] : [];
  if (isCrewRole(role)) return [everywhere];
  return [];
};
