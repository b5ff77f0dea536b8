/** The new-ticket form's checks and the write it makes (pure, unit-tested). */
import { VehicleSchema, vehicleIssueOf } from '../../data/tickets';
import type { Dealership, TicketKind, Vehicle } from '../../data/model';
import type { TicketsEnglish } from '../../i18n/areas/tickets';
import { deviceTimeZone, instantOfInputValue } from '../../utils/zonedTime';

/** What a form says about a field: a catalogue key of the ticket screens. */
export type FieldMessage = keyof TicketsEnglish;

/** The vehicle fields as typed (the same on the new and the edit form). */
export type VehicleForm = Record<'stock' | 'vin' | 'year' | 'make' | 'model' | 'color', string>;
export const VEHICLE_FIELDS = ['stock', 'vin', 'year', 'make', 'model', 'color'] as const;

/** The typed vehicle as a ticket stores it, or a message per field. */
export function checkVehicle(
  form: VehicleForm,
): { ok: true; vehicle: Vehicle } | { ok: false; errors: Partial<Record<keyof VehicleForm, FieldMessage>> } {
  const parsed = VehicleSchema.safeParse({
    stock: form.stock,
    vin: form.vin.trim().toUpperCase(),
    year: form.year.trim() === '' ? Number.NaN : Number(form.year),
    make: form.make,
    model: form.model,
    color: form.color,
  });
  if (parsed.success) return { ok: true, vehicle: parsed.data };
  const errors: Partial<Record<keyof VehicleForm, FieldMessage>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const message =
      field === 'year' && form.year.trim() === '' ? 'vehicle.yearMissing' : vehicleIssueOf(issue.message);
    if (typeof field === 'string' && (VEHICLE_FIELDS as readonly string[]).includes(field))
      errors[field as keyof VehicleForm] ??= message;
  }
  return { ok: false, errors };
}

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

export type FormErrors = Partial<Record<keyof NewTicketForm, FieldMessage>>;

/** The job's price from the dealership's list (`other` work has no list price). */
export function listPriceCents(dealership: Dealership | undefined, kind: TicketKind): number | null {
  if (!dealership) return null;
  return kind === 'other' ? 0 : dealership.priceList[kind];
}

export function checkNewTicket(
  form: NewTicketForm,
  dealership: Dealership | undefined,
  now: Date,
): { errors: FormErrors } | { errors: null; vehicle: Vehicle; dueAt: string; priceCents: number } {
  const vehicle = checkVehicle(form);
  const errors: FormErrors = vehicle.ok ? {} : { ...vehicle.errors };
  if (!form.dealershipId) errors.dealershipId = 'tickets.form.chooseDealership';
  // The due time is typed on the dealership's clock, wherever the phone is set.
  const dueMs = instantOfInputValue(form.due, dealership?.timezone ?? deviceTimeZone());
  if (dueMs === null) errors.due = 'tickets.form.dueMissing';
  else if (dueMs < now.getTime() - 60 * 60_000) errors.due = 'tickets.form.duePast';
  const priceCents = listPriceCents(dealership, form.kind);
  if (form.dealershipId && priceCents === null) errors.dealershipId = 'tickets.form.noPriceList';
  if (Object.keys(errors).length > 0 || !vehicle.ok || priceCents === null || dueMs === null)
    return { errors };
  return { errors: null, vehicle: vehicle.vehicle, dueAt: new Date(dueMs).toISOString(), priceCents };
}
