import { problemSchema, tourCodeSchema } from '@tourview/schema';
import { z } from 'zod';

/** Path parameters of every `/tours/{tourCode}` route. */
export const tourParamsSchema = z.object({ tourCode: tourCodeSchema });

/** The problem answers a route may give, by status. */
export function problemResponses(...statuses: number[]): Record<number, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema]));
}
