import { isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { staying, view, withDashboardParts, type ViewsOf } from '../mirror/view';

/**
 * The time clock's documents of the window: everyone's for the owner's office, one's own
 * for who clocks in (punches, their word on their breaks, the corrections of their time, their approved weeks).
 * Punches are never changed or removed: they stay. So do the words on breaks (never changed
 * or removed), the corrections (decided once, never moved to another person or request time)
 * and the week approvals (stepped, never moved to another person or week): none is deleted
 * (firestore.rules; tests/rules/flows.rules.test.ts), so a reopen needs no count to learn of
 * a removal.
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
      staying(view('time-attestations', 'timeAttestations', ['at', '>=', timeSince])),
      staying(view('time-corrections', 'timeCorrections', ['requestedAt', '>=', timeSince])),
      staying(view('time-weeks', 'timeWeeks', ['weekStart', '>=', timeSinceDate])),
    ];
  if (ROLE_REGISTRY[role].clocks)
    return [
      staying(view('my-time', 'timePunches', ['uid', '==', uid], ['at', '>=', timeSince])),
      staying(view('my-attestations', 'timeAttestations', ['uid', '==', uid], ['at', '>=', timeSince])),
      staying(
        view('my-time-corrections', 'timeCorrections', ['uid', '==', uid], ['requestedAt', '>=', timeSince]),
      ),
      staying(view('my-time-weeks', 'timeWeeks', ['uid', '==', uid], ['weekStart', '>=', timeSinceDate])),
    ];
  return [];
};
