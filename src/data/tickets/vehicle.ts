/** A vehicle as a ticket names it; every message is what the form shows. */
import { z } from '../../lib/zod';
import { isValidVin } from '../../utils/vin';

export const VehicleSchema = z
  .object({
    stock: z
      .string()
      .trim()
      .min(1, 'Enter the stock number.')
      .max(20, 'A stock number has at most 20 characters.'),
    vin: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN has 17 letters and digits (never I, O or Q).')
        .refine(isValidVin, 'This VIN’s check digit (9th character) does not match: check for a typo.'),
    ]),
    year: z
      .number()
      .int()
      .min(1980, 'Enter a model year from 1980 on.')
      .max(2100, 'Enter a real model year.'),
    make: z.string().trim().max(40),
    model: z.string().trim().max(40),
    color: z.string().trim().max(40),
  })
  .strict();
