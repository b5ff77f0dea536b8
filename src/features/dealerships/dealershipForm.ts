/**
 * A dealership's form: what its fields show for a stored dealership (or a new one), and
 * the typed text read back into the write's fields, or into what is wrong with each field.
 * Pure, so every rule of the form is unit-tested; the screen only draws it.
 */
import {
  DEFAULT_DUPLICATE_WASH_WINDOW_HOURS,
  DEFAULT_OPEN_SHIFT_LIMIT_HOURS,
  DEFAULT_WEEK_START_DAY,
} from '../../config/constants';
import { DEALERSHIP_LIMITS, isKnownZone, type DealershipFields } from '../../data/dealerships';
import type { Mirrored } from '../../data/db';
import {
  PRICED_KINDS,
  TICKET_KINDS,
  type Dealership,
  type OvertimeRule,
  type PricedKind,
  type TicketKind,
} from '../../data/model';
import { agingTargetHoursOf, DEFAULT_AGING_TARGET_HOURS } from '../../data/tickets';
import { centsOfDollars, dollarsOfCents } from '../../utils/money';
import { DAY_MS } from '../../utils/duration';

/** Every field as typed: text, as inputs hold it, so nothing typed is lost to parsing. */
export interface DealershipForm {
  name: string;
  code: string;
  address: string;
  timezone: string;
  weekStart: string;
  overtimeRule: OvertimeRule;
  openShiftLimitHours: string;
  duplicateWashWindowHours: string;
  lat: string;
  lng: string;
  radiusM: string;
  prices: Record<PricedKind, string>;
  /** Hours after which a ticket of each kind not done is aging (issue #36). */
  agingTargets: Record<TicketKind, string>;
  active: boolean;
  punchPhoto: boolean;
}

/** What is wrong with a field, as a key of the screen's catalogue. */
export type FormProblem =
  | 'required'
  | 'tooLong'
  | 'timezone'
  | 'limitHours'
  | 'duplicateWindow'
  | 'geofencePartial'
  | 'latitude'
  | 'longitude'
  | 'radius'
  | 'price'
  | 'pricesFrom'
  | 'agingHours';

export type FormErrors = Partial<
  Record<
    | Exclude<keyof DealershipForm, 'prices' | 'agingTargets'>
    | PricedKind
    | 'pricesFrom'
    | `aging-${TicketKind}`,
    FormProblem
  >
>;

/** The form of a stored dealership, or of a new one on the business's usual settings. */
export function formOf(dealership: Mirrored<Dealership> | undefined, fallbackZone: string): DealershipForm {
  const fence = dealership?.geofence ?? null;
  return {
    name: dealership?.name ?? '',
    code: dealership?.code ?? '',
    address: dealership?.address ?? '',
    timezone: dealership?.timezone ?? fallbackZone,
    weekStart: String(dealership?.weekStart ?? DEFAULT_WEEK_START_DAY),
    overtimeRule: dealership?.overtimeRule ?? 'federal',
    openShiftLimitHours: String(dealership?.openShiftLimitHours ?? DEFAULT_OPEN_SHIFT_LIMIT_HOURS),
    duplicateWashWindowHours: String(
      dealership?.duplicateWashWindowHours ?? DEFAULT_DUPLICATE_WASH_WINDOW_HOURS,
    ),
    lat: fence ? String(fence.lat) : '',
    lng: fence ? String(fence.lng) : '',
    radiusM: fence ? String(fence.radiusM) : '',
    prices: Object.fromEntries(
      PRICED_KINDS.map((kind) => [kind, dealership ? dollarsOfCents(dealership.priceList[kind] ?? 0) : '']),
    ) as Record<PricedKind, string>,
    agingTargets: Object.fromEntries(
      TICKET_KINDS.map((kind) => [kind, String(agingTargetHoursOf(dealership, kind))]),
    ) as Record<TicketKind, string>,
    active: dealership?.active ?? true,
    punchPhoto: dealership?.punchPhoto ?? false,
  };
}

const inRange = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The typed form as the write's fields, or what is wrong with each field. */
export function readForm(form: DealershipForm): { fields: DealershipFields } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const text = (key: 'name' | 'code' | 'address', max: number, required: boolean) => {
    const value = form[key].trim();
    if (required && value === '') errors[key] = 'required';
    else if (value.length > max) errors[key] = 'tooLong';
    return value;
  };
  const name = text('name', DEALERSHIP_LIMITS.nameChars, true);
  const code = text('code', DEALERSHIP_LIMITS.codeChars, true);
  const address = text('address', DEALERSHIP_LIMITS.addressChars, false);
  const timezone = form.timezone.trim();
  if (timezone === '' || !isKnownZone(timezone)) errors.timezone = 'timezone';

  const limit = numberOf(form.openShiftLimitHours);
  const limits = DEALERSHIP_LIMITS.openShiftLimitHours;
  if (!Number.isInteger(limit) || !inRange(limit, limits.min, limits.max))
    errors.openShiftLimitHours = 'limitHours';
  const duplicateWindow = numberOf(form.duplicateWashWindowHours);
  const windowLimits = DEALERSHIP_LIMITS.duplicateWashWindowHours;
  if (!Number.isInteger(duplicateWindow) || !inRange(duplicateWindow, windowLimits.min, windowLimits.max))
    errors.duplicateWashWindowHours = 'duplicateWindow';

  // A geofence is all three numbers or none: half a circle is a mistake, not "no geofence".
  const typed = [form.lat, form.lng, form.radiusM].filter((value) => value.trim() !== '').length;
  const lat = numberOf(form.lat);
  const lng = numberOf(form.lng);
  const radiusM = numberOf(form.radiusM);
  if (typed > 0 && typed < 3) errors.lat = 'geofencePartial';
  else if (typed === 3) {
    if (!inRange(lat, -90, 90)) errors.lat = 'latitude';
    if (!inRange(lng, -180, 180)) errors.lng = 'longitude';
    const radius = DEALERSHIP_LIMITS.geofenceRadiusM;
    if (!inRange(radiusM, radius.min, radius.max)) errors.radiusM = 'radius';
  }

  const priceList = {} as Record<PricedKind, number>;
  for (const kind of PRICED_KINDS) {
    const cents = centsOfDollars(form.prices[kind]);
    if (cents === null || cents > DEALERSHIP_LIMITS.priceCents) errors[kind] = 'price';
    else priceList[kind] = cents;
  }

  const agingTargetHours: Partial<Record<TicketKind, number>> = {};
  const agingLimits = DEALERSHIP_LIMITS.agingTargetHours;
  for (const kind of TICKET_KINDS) {
    const hours = numberOf(form.agingTargets[kind]);
    if (!Number.isInteger(hours) || !inRange(hours, agingLimits.min, agingLimits.max))
      errors[`aging-${kind}`] = 'agingHours';
    // Only what differs from the default is kept: a default changed later reaches every dealership that kept it.
    else if (hours !== DEFAULT_AGING_TARGET_HOURS[kind]) agingTargetHours[kind] = hours;
  }

  if (Object.keys(errors).length > 0) return { errors };
  return {
    fields: {
      name,
      code,
      address,
      timezone,
      weekStart: Number(form.weekStart),
      overtimeRule: form.overtimeRule,
      openShiftLimitHours: limit,
      duplicateWashWindowHours: duplicateWindow,
      geofence: typed === 3 ? { lat, lng, radiusM } : null,
      priceList,
      agingTargetHours,
      active: form.active,
      punchPhoto: form.punchPhoto,
    },
  };
}

/** How far back a price change may start (a year: the money screens' longest range). */
export const PRICES_BACKDATE_DAYS = 366;

/**
 * The day new prices start, as typed (YYYY-MM-DD), checked against `today` on the
 * dealership's clock: a real day, not in the future (a price is set on its day), at most
 * a year back. Null when it is fine.
 */
export function pricesFromProblem(day: string, today: string): 'pricesFrom' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return 'pricesFrom';
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const typed = Date.UTC(year, month - 1, date);
  const check = new Date(typed);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return 'pricesFrom';
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  return typed > todayMs || todayMs - typed > PRICES_BACKDATE_DAYS * DAY_MS ? 'pricesFrom' : null;
}

/** Whether the typed list differs from the stored one (a change to record in the history). */
export function pricesChanged(
  stored: Record<PricedKind, number> | undefined,
  typed: Record<PricedKind, number>,
): boolean {
  return !stored || PRICED_KINDS.some((kind) => stored[kind] !== typed[kind]);
}
