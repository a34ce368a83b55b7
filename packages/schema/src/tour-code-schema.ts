import { z } from 'zod';

/** Zod schema of a tour code, with one clear message per failure. */
export const tourCodeSchema = z
  .string()
  .min(3, 'A tour code has at least 3 characters.')
  .max(64, 'A tour code has at most 64 characters.')
  .regex(/^[A-Za-z0-9_-]*$/, 'A tour code uses only letters, digits, "-" and "_".');

/** A validated tour code. */
export type TourCode = z.infer<typeof tourCodeSchema>;
