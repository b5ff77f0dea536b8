/** What the screens call ticket kinds and statuses. */
import type { TicketKind, TicketStatus } from '../model';

export const KIND_LABELS: Record<TicketKind, string> = {
  delivery: 'Delivery',
  serviceWash: 'Service wash',
  lotPrep: 'Lot prep',
  photos: 'Photos',
  detail: 'Detail',
  other: 'Other',
};

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  assigned: 'Claimed',
  inProgress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};
