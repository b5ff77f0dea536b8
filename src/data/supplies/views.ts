import { isCrewRole, isOfficeRole } from '../../config/roles';
import { view, type ViewsOf } from '../mirror/view';

/** Supply requests and invoices: all for the owner's office, crews' own requests, a supplier's own. */
export const supplyViews: ViewsOf = ({ uid, role }) => {
  if (isOfficeRole(role)) return [view('supply', 'supplyRequests'), view('invoices', 'invoices')];
  if (isCrewRole(role)) return [view('my-supply', 'supplyRequests', ['requestedBy', '==', uid])];
  if (role === 'supplier')
    return [
      view('supply', 'supplyRequests', ['supplierUid', '==', uid]),
      view('invoices', 'invoices', ['supplierUid', '==', uid]),
    ];
  return [];
};
