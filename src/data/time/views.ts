import { isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { resumable, staying, view, withDashboardParts, type ViewsOf } from '../mirror/view';

/**
 * The time clock's documents of the window: everyone's for the owner's office, one's own
 * for who clocks in (punches, their word on their breaks, the corrections of their time, their approved weeks).
 * Punches are never changed or removed: they stay.
 *
 * The office's dashboards count who is clocked in from each person's clock state, which the
 * server keeps (clockStates, one document per person; functions/src/clockStates.ts), and read
 * no punch: on a new phone the office's punches (~4,000 in a month of two dealerships) come
 * with the month, after the dashboards' numbers (a view with no dashboards' part to read).
 * The server only writes the states, so no removal can be missed: they stay too.
 */
export const timeViews: ViewsOf = ({ uid, role }, { timeSince, timeSinceDate }) => {
  if (isOfficeRole(role))
    return [
      withDashboardParts(staying(view('time', 'timePunches', ['at', '>=', timeSince]))),
      staying(view('clock-states', 'clockStates')),
      resumable(view('time-attestations', 'timeAttestations', ['at', '>=', timeSince])),
      resumable(view('time-corrections', 'timeCorrections', ['requestedAt', '>=', timeSince])),
      resumable(view('time-weeks', 'timeWeeks', ['weekStart', '>=', timeSinceDate])),
    ];
  if (ROLE_REGISTRY[role].clocks)
    return [
      staying(view('my-time', 'timePunches', ['uid', '==', uid], ['at', '>=', timeSince])),
      resumable(view('my-attestations', 'timeAttestations', ['uid', '==', uid], ['at', '>=', timeSince])),
      resumable(
        view('my-time-corrections', 'timeCorrections', ['uid', '==', uid], ['requestedAt', '>=', timeSince]),
      ),
      resumable(view('my-time-weeks', 'timeWeeks', ['uid', '==', uid], ['weekStart', '>=', timeSinceDate])),
    ];
  return [];
};
