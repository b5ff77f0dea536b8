/**
 * The wash bay's form: the typed text read back into a wash, or into what is wrong with
 * each field (as keys of the washes catalogue). Pure, so every rule is unit-tested; the
 * screen only draws it and keeps what was typed.
 */
import type { WashKind } from '../../data/model';
import { isValidVin, VIN_LENGTH } from '../../utils/vin';

export interface WashForm {
  dealershipId: string;
  reference: string;
  kind: WashKind;
  vin: string;
  note: string;
  /** Why the same car is logged again; asked only when it was washed within the window. */
  repeatReason: string;
}

export type WashProblem =
  | 'washes.problem.reference'
  | 'washes.problem.vinShape'
  | 'washes.problem.vinCheckDigit'
  | 'washes.problem.reason'
  | 'washes.problem.labelNotHere';

export type WashErrors = Partial<Record<'reference' | 'vin' | 'repeatReason', WashProblem>>;

export interface WashFields {
  dealershipId: string;
  reference: string;
  kind: WashKind;
  vin: string | null;
  note: string;
  repeatReason?: string;
}

const REFERENCE_MAX = 40;
const REASON_MAX = 200;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

export const EMPTY_WASH_FORM: Omit<WashForm, 'dealershipId' | 'kind'> = {
  reference: '',
  vin: '',
  note: '',
  repeatReason: '',
};

/** What the VIN field says, if anything: its shape first, then its check digit. */
export function vinProblem(text: string): WashProblem | null {
  const vin = text.trim().toUpperCase();
  if (vin === '') return null;
  if (vin.length !== VIN_LENGTH || !VIN_SHAPE.test(vin)) return 'washes.problem.vinShape';
  return isValidVin(vin) ? null : 'washes.problem.vinCheckDigit';
}

/**
 * The form read back: the wash's fields, or what is wrong. `isRepeat` says the reference
 * was washed within the duplicate window: logging it then needs a reason.
 */
export function readWashForm(
  form: WashForm,
  isRepeat: boolean,
): { fields: WashFields; errors?: undefined } | { fields?: undefined; errors: WashErrors } {
  const reference = form.reference.trim().slice(0, REFERENCE_MAX);
  const vinIssue = vinProblem(form.vin);
  const repeatReason = form.repeatReason.trim();
  const errors: WashErrors = {
    ...(reference === '' ? { reference: 'washes.problem.reference' as const } : {}),
    ...(vinIssue ? { vin: vinIssue } : {}),
    ...(isRepeat && repeatReason === '' ? { repeatReason: 'washes.problem.reason' as const } : {}),
  };
  if (Object.keys(errors).length > 0) return { errors };
  const vin = form.vin.trim().toUpperCase();
  return {
    fields: {
      dealershipId: form.dealershipId,
      reference,
      kind: form.kind,
      vin: vin === '' ? null : vin,
      note: form.note.trim(),
      ...(isRepeat ? { repeatReason: repeatReason.slice(0, REASON_MAX) } : {}),
    },
  };
}
