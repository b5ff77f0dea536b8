import { can, isOfficeRole } from '../../config/roles';
import { staying, view, type ViewsOf } from '../mirror/view';

/**
 * Daily reports of the window: all for the owner's office, their dealerships' for managers and
 * supervisors. A report is never deleted nor moved to another day or dealership (its id is its
 * day and dealership; firestore.rules, tests/rules/flows.rules.test.ts): it stays, and a reopen
 * needs no count to learn of a removal.
 */
export const reportViews: ViewsOf = ({ role, dealerships }, { sinceDate }) => {
  if (isOfficeRole(role)) return [staying(view('reports', 'dailyReports', ['date', '>=', sinceDate]))];
  if (can(role, 'readsDealershipReports') && dealerships.length > 0)
    return [
      staying(
        view('reports', 'dailyReports', ['dealershipId', 'in', dealerships], ['date', '>=', sinceDate]),
      ),
    ];
  return [];
};
