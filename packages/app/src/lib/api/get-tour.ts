import { tourCodeProblem, tourSchema, type Tour, type TourCodeProblem } from '@tourview/schema';
import type { ApiClient, RequestOptions } from '../api-client/index.js';

/**
 * `GET /tours/{code}`: the published tour. Throws before any request when `code` breaks the
 * tour code rule, and `ApiProblemError` with code `tour_not_found` for an unknown code.
 */
export function getTour(client: ApiClient, code: string, options: RequestOptions = {}): Promise<Tour> {
  assertTourCode(code);
  return client.get(`/tours/${encodeURIComponent(code)}`, tourSchema, options);
}

/** Rejects a malformed tour code with a clear message, so no request is made for it. */
export function assertTourCode(code: string): void {
  const problem = tourCodeProblem(code);
  if (problem) throw new InvalidTourCodeError(code, problem);
}

/** A tour code that breaks the rule of PRODUCT.md §2; `reason` is a stable key to translate. */
export class InvalidTourCodeError extends Error {
  override readonly name = 'InvalidTourCodeError';

  constructor(
    readonly code: string,
    readonly reason: TourCodeProblem,
  ) {
    super(`"${code}" is not a tour code (${reason}): use 3–64 characters of A–Z a–z 0–9 - _.`);
  }
}
