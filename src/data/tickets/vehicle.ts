/**
 * A vehicle as a ticket names it. Each check's message is English (restores and logs
 * read it); the forms show the issue's catalogue key instead (`vehicleIssueOf`), in the
 * person's language (src/i18n/areas/tickets.ts, whose English a test keeps the same).
 */
import { z } from '../../lib/zod';
import { isValidVin } from '../../utils/vin';

export const VEHICLE_ISSUE_MESSAGES = {
  'vehicle.stockMissing': 'Enter the stock number.',
  'vehicle.stockLong': 'A stock number has at most 20 characters.',
  'vehicle.vinShape': 'A VIN has 17 letters and digits (never I, O or Q).',
  'vehicle.vinCheckDigit': 'This VIN’s check digit (9th character) does not match: check for a typo.',
  'vehicle.yearEarly': 'Enter a model year from 1980 on.',
  'vehicle.yearLate': 'Enter a real model year.',
  'vehicle.tooLong': 'This is too long.',
} as const;
export type VehicleIssue = keyof typeof VEHICLE_ISSUE_MESSAGES;
const message = VEHICLE_ISSUE_MESSAGES;

/** The vehicle issue an English check message names, or null for any other message. */
export function vehicleIssueKnown(text: string): VehicleIssue | null {
  const found = Object.entries(VEHICLE_ISSUE_MESSAGES).find(([, english]) => english === text);
  return found ? (found[0] as VehicleIssue) : null;
}

/** The issue a failed form check names (a check with no message of its own: the field is too long). */
export function vehicleIssueOf(text: string): VehicleIssue {
  return vehicleIssueKnown(text) ?? 'vehicle.tooLong';
}

export const VehicleSchema = z.lazy(() =>
  z
    .object({
      stock: z.string().trim().min(1, message['vehicle.stockMissing']).max(20, message['vehicle.stockLong']),
      vin: z.union([
        z.literal(''),
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-HJ-NPR-Z0-9]{17}$/, message['vehicle.vinShape'])
          .refine(isValidVin, message['vehicle.vinCheckDigit']),
      ]),
      year: z.number().int().min(1980, message['vehicle.yearEarly']).max(2100, message['vehicle.yearLate']),
      make: z.string().trim().max(40, message['vehicle.tooLong']),
      model: z.string().trim().max(40, message['vehicle.tooLong']),
      color: z.string().trim().max(40, message['vehicle.tooLong']),
    })
    .strict(),
);
