import { isCrewRole, isDealershipRole, isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { view, type MirrorScope, type ViewsOf } from '../mirror/view';

/**
 * Dealerships (names, price lists, time zones): listed by those who work everywhere,
 * fetched one by one by those assigned to some; suppliers and clock-only staff need none.
 */
export const dealershipViews: ViewsOf = ({ role, dealerships }) => {
  const all = view('dealerships', 'dealerships');
  const mine: MirrorScope = { key: 'dealerships', collection: 'dealerships', where: [], ids: dealerships };
  if (isOfficeRole(role)) return [all];
  if (isDealershipRole(role)) return dealerships.length > 0 ? [mine] : [];
  if (isCrewRole(role)) return [ROLE_REGISTRY[role].roams ? all : mine];
  return [];
};
