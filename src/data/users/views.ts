import { CLOCKING_ROLES, isOfficeRole } from '../../config/roles';
import { view, type ViewsOf } from '../mirror/view';

/**
 * Other people's user documents, for the owner's office: everyone who clocks in (the crews,
 * to assign work; and clock-only staff, for their time and timesheets).
 */
export const userViews: ViewsOf = ({ role }) =>
  isOfficeRole(role) ? [view('crew', 'users', ['role', 'in', CLOCKING_ROLES])] : [];
