import { can, isOfficeRole } from '../../config/roles';
import { resumable, view, type ViewsOf } from '../mirror/view';

/** Daily reports of the window: all for the owner's office, their dealerships' for managers and supervisors. */
export const reportViews: ViewsOf = ({ role, dealerships }, { sinceDate }) => {
  if (isOfficeRole(role)) return [resumable(view('reports', 'dailyReports', ['date', '>=', sinceDate]))];
  if (can(role, 'readsDealershipReports') && dealerships.length > 0)
    return [
      resumable(
        view('reports', 'dailyReports', ['dealershipId', 'in', dealerships], ['date', '>=', sinceDate]),
      ),
    ];
  return [];
};
