import { problemSchema } from '@tourview/schema';
import { z } from 'zod';

/** The problem answers a route may give, by status. */
export function problems(...statuses: number[]): Record<number, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema]));
}

/** What every route behind sign-in may answer besides its own: no session, no XSRF header. */
export const SIGNED_IN = [401, 403] as const;

/** An answer without a body. */
export const noContent = z.null().describe('No content');

/** `/users/{id}`. */
export const accountParamsSchema = z.object({ id: z.string().min(1).max(64) });
