import { isCrewRole, isDealershipRole, isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { view, type MirrorScope, type ViewsOf } from '../mirror/view';

/**
 * Dealerships (names, price lists, time zones): listed by those who work everywhere,
 * fetched one by one by those assigned to some (clock-only staff too: their clock, week
 * and overtime law are their dealership's); suppliers need none.
 */
export const dealershipViews: ViewsOf = ({ role, dealerships }) => {
  const all = view('dealerships', 'dealerships');
  const mine: MirrorScope = { key: 'dealerships', collection: 'dealerships', where: [], ids: dealerships };
  if (isOfficeRole(role)) return [all];
  if (isDealershipRole(role)) return dealerships.length > 0 ? [mine] : [];
  if (isCrewRole(role)) return [ROLE_REGISTRY[role].roams ? all : mine];
  if (ROLE_REGISTRY[role].clocks && dealerships.length > 0) return [mine];
  return [];
};
