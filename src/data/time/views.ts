import { isOfficeRole, ROLE_REGISTRY } from '../../config/roles';
import { resumable, staying, view, type ViewsOf } from '../mirror/view';

/**
 * The time clock's documents of the window: everyone's for the owner's office, one's own
 * for who clocks in (punches, their word on their breaks, the corrections of their time, their approved weeks).
 * Punches are never changed or removed: they stay.
 */
export const timeViews: ViewsOf = ({ uid, role }, { timeSince, timeSinceDate }) => {
  if (isOfficeRole(role))
    return [
      staying(view('time', 'timePunches', ['at', '>=', timeSince])),
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
