import { isOfficeRole } from '../../config/roles';
import { view, type ViewsOf } from '../mirror/view';

/** Pay-rate histories: the owner's office only (the rules refuse everyone else, the person included). */
export const financeViews: ViewsOf = ({ role }) =>
  isOfficeRole(role) ? [view('pay-rates', 'payRates')] : [];
