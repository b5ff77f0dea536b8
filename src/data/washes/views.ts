import { isCrewRole, isDealershipRole, isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { staying, view, type ViewsOf } from '../mirror/view';

/**
 * Wash logs of the window: everywhere for the owner's office and roaming crews, else their
 * dealerships'. A wash is never deleted, and its dealership and time never change: it stays.
 */
export const washViews: ViewsOf = ({ role, dealerships }, { since }) => {
  const everywhere = staying(view('washes', 'washLogs', ['washedAt', '>=', since]));
  const theirs = staying(
    view('washes', 'washLogs', ['dealershipId', 'in', dealerships], ['washedAt', '>=', since]),
  );
  if (isOfficeRole(role)) return [everywhere];
  if (isDealershipRole(role) || (isCrewRole(role) && !ROLE_REGISTRY[role].roams))
    return dealerships.length > 0 ? [theirs] : [];
  if (isCrewRole(role)) return [everywhere];
  return [];
};
