import { can, isOfficeRole, MANAGED_ROLES } from '../../config/roles';
import { resumable, view, type ViewsOf } from '../mirror/view';

/**
 * Other people's user documents and the invites that bring new ones in:
 * - the owner's office: everyone (user management, assigning work, timesheets) and every invite;
 *   the people resume from their last answer; the invites, a handful, are read whole;
 * - a dealership manager: the employees and supervisors of each of their dealerships (the
 *   rules let them read those, one dealership at a time) and the invites they made.
 */
export const userViews: ViewsOf = ({ uid, role, dealerships }) => {
  // Everyone, resumed: every write to a person's document gets the server's change time
  // (functions/src/stamps.ts), so a reopen asks only for the people changed since.
  if (isOfficeRole(role)) return [resumable(view('people', 'users')), view('invites', 'invites')];
  // A manager placed at no dealership yet manages nobody (and asks for nothing).
  if (can(role, 'managesDealershipStaff') && dealerships.length > 0)
    return [
      ...dealerships.map((dealershipId) =>
        view(
          `staff-${dealershipId}`,
          'users',
          ['dealerships', 'array-contains', dealershipId],
          ['role', 'in', MANAGED_ROLES],
        ),
      ),
      view('my-invites', 'invites', ['createdBy', '==', uid]),
    ];
  return [];
};
