import type { TicketKind, TicketStatus } from '../../data/model';

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

export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString([], {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
