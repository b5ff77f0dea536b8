import { CREW_ROLES, isOfficeRole } from '../../config/roles';
import { view, type ViewsOf } from '../mirror/view';

/** Other people's user documents: the crews, for the owner's office (to assign work). */
export const userViews: ViewsOf = ({ role }) =>
  isOfficeRole(role) ? [view('crew', 'users', ['role', 'in', CREW_ROLES])] : [];
