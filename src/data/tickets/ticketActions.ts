/**
 * Which steps a person may take on a ticket: the same conditions firestore.rules check
 * (tested there), so the screen offers only what the server will accept.
 */
import {
  isCrewRole,
  isDealershipRole,
  isOfficeRole,
  kindsOf,
  ROLE_REGISTRY,
  type Role,
} from '../../config/roles';
import type { Ticket } from '../model';

export type TicketAction = 'claim' | 'start' | 'done' | 'cancel' | 'notes' | 'edit' | 'photos' | 'assign';

export interface TicketViewer {
  uid: string;
  role: Role;
  dealerships: readonly string[];
}

export function ticketActions(ticket: Ticket, viewer: TicketViewer): TicketAction[] {
  const actions: TicketAction[] = [];
  const isOwnerOrAdmin = isOfficeRole(viewer.role);
  const isCrew = isCrewRole(viewer.role);
  const isAssignee = ticket.assigneeUid === viewer.uid;
  const isStaff = isDealershipRole(viewer.role) && viewer.dealerships.includes(ticket.dealershipId);
  const mayClaim =
    isCrew &&
    ticket.status === 'open' &&
    (kindsOf(viewer.role) as readonly string[]).includes(ticket.kind) &&
    (ROLE_REGISTRY[viewer.role].roams || viewer.dealerships.includes(ticket.dealershipId));
  if (mayClaim) actions.push('claim');
  if (isCrew && isAssignee && ticket.status === 'assigned') actions.push('start');
  if (isCrew && isAssignee && ticket.status === 'inProgress') actions.push('done');
  if ((isOwnerOrAdmin || isStaff) && (ticket.status === 'open' || ticket.status === 'assigned'))
    actions.push('cancel');
  if (isOwnerOrAdmin || isStaff || (isCrew && isAssignee)) actions.push('notes');
  // The request's details: its dealership's staff while nobody has taken it; owner and admin always.
  if (isOwnerOrAdmin || (isStaff && ticket.status === 'open')) actions.push('edit');
  // Photos: whoever does the work (Storage lets only them and the owner's office write).
  const working = ticket.status === 'assigned' || ticket.status === 'inProgress' || ticket.status === 'done';
  if ((isCrew && isAssignee && working) || (isOwnerOrAdmin && ticket.status !== 'cancelled'))
    actions.push('photos');
  // The owner's office hands work to a crew member until it is started.
  if (isOwnerOrAdmin && (ticket.status === 'open' || ticket.status === 'assigned')) actions.push('assign');
  return actions;
}
