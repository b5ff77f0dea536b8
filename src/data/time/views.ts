import { isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { view, type ViewsOf } from '../mirror/view';

/** Time entries of the last two weeks: everyone's for the owner's office, one's own for who clocks in. */
export const timeViews: ViewsOf = ({ uid, role }, { timeSince }) => {
  if (isOfficeRole(role)) return [view('time', 'timeEntries', ['clockInAt', '>=', timeSince])];
  if (ROLE_REGISTRY[role].clocks)
    return [view('my-time', 'timeEntries', ['uid', '==', uid], ['clockInAt', '>=', timeSince])];
  return [];
};
