import { isCrewRole, isDealershipRole, isOfficeRole, isSupplierRole } from '../../config/roles';
import { view, type MirrorScope, type ViewsOf } from '../mirror/view';

/**
 * Supplies (issue #18): the owner's office has every request, invoice and supplier; crews
 * and dealership staff their own requests and the suppliers' catalogues (to request
 * from); a supplier the requests addressed to them, their invoices and their own catalogue.
 */
export const supplyViews: ViewsOf = ({ uid, role, dealerships }) => {
  const catalogues = view('suppliers', 'suppliers');
  if (isOfficeRole(role)) return [view('supply', 'supplyRequests'), view('invoices', 'invoices'), catalogues];
  // Dealership staff without a dealership are not placed yet (spec §6): they ask for nothing.
  if (isCrewRole(role) || (isDealershipRole(role) && dealerships.length > 0))
    return [view('my-supply', 'supplyRequests', ['requestedBy', '==', uid]), catalogues];
  if (isSupplierRole(role)) {
    const mine: MirrorScope = { key: 'my-catalogue', collection: 'suppliers', where: [], ids: [uid] };
    return [
      view('supply', 'supplyRequests', ['supplierUid', '==', uid]),
      view('invoices', 'invoices', ['supplierUid', '==', uid]),
      mine,
    ];
  }
  return [];
};
