/** The new-ticket form's checks and the write it makes (pure, unit-tested). */
import { VehicleSchema } from '../../data/tickets/vehicle';
import type { Dealership, TicketKind } from '../../data/model';

export interface NewTicketForm {
  stock: string;
  vin: string;
  year: string;
  make: string;
  model: string;
  color: string;
  kind: TicketKind;
  dealershipId: string;
  from: string;
  to: string;
  /** From an <input type="datetime-local">: local time, no zone. */
  due: string;
  priority: 'normal' | 'high';
  notes: string;
  iAmSalesperson: boolean;
}

export type FormErrors = Partial<Record<keyof NewTicketForm, string>>;

/** The job's price from the dealership's list (`other` work has no list price). */
export function listPriceCents(dealership: Dealership | undefined, kind: TicketKind): number | null {
  if (!dealership) return null;
  return kind === 'other' ? 0 : dealership.priceList[kind];
}

export function checkNewTicket(
  form: NewTicketForm,
  dealership: Dealership | undefined,
  now: Date,
):
  | { errors: FormErrors }
  | { errors: null; vehicle: ReturnType<typeof VehicleSchema.parse>; dueAt: string; priceCents: number } {
  const errors: FormErrors = {};
  const vehicle = VehicleSchema.safeParse({
    stock: form.stock,
    vin: form.vin.trim().toUpperCase(),
    year: form.year.trim() === '' ? Number.NaN : Number(form.year),
    make: form.make,
    model: form.model,
    color: form.color,
  });
  if (!vehicle.success)
    for (const issue of vehicle.error.issues) {
      const field = issue.path[0];
      const message = field === 'year' && form.year.trim() === '' ? 'Enter the model year.' : issue.message;
      if (typeof field === 'string' && field in form) errors[field as keyof NewTicketForm] ??= message;
    }
  if (!form.dealershipId) errors.dealershipId = 'Choose the dealership.';
  const dueMs = Date.parse(form.due);
  if (form.due === '' || Number.isNaN(dueMs)) errors.due = 'Enter when the work is due.';
  else if (dueMs < now.getTime() - 60 * 60_000) errors.due = 'The due time is in the past.';
  const priceCents = listPriceCents(dealership, form.kind);
  if (form.dealershipId && priceCents === null)
    errors.dealershipId =
      'This dealership’s price list is not on this phone yet: connect once, then try again.';
  if (Object.keys(errors).length > 0 || !vehicle.success || priceCents === null) return { errors };
  return { errors: null, vehicle: vehicle.data, dueAt: new Date(dueMs).toISOString(), priceCents };
}
