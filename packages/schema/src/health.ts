import { z } from 'zod';

/**
 * The body of `GET /api/public/health` when the service is up. Extra fields are allowed so
 * the server may report more without breaking older clients.
 */
export const healthSchema = z.looseObject({
  ok: z.boolean(),
  dialect: z.enum(['sqlite', 'postgres']).optional(),
  /** Storage round-trip time in milliseconds. */
  latencyMs: z.number().nonnegative().optional(),
  /** The server's version. */
  version: z.string().optional(),
  /** The git commit the server was built from, or `unknown`. */
  commit: z.string().optional(),
});

/** The service's health. */
export type Health = z.infer<typeof healthSchema>;
