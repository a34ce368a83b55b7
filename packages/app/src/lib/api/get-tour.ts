import {
  PREVIEW_PARAM,
  tourCodeProblem,
  visitorTourSchema,
  type TourCodeProblem,
  type VisitorTour,
} from '@tourview/schema';
import type { ApiClient, RequestOptions } from '../api-client/index.js';

/**
 * `GET /tours/{code}`: the published tour (unbranded for an unbranded code), or with `preview` the draft preview that token
 * opens. Throws before any request when `code` breaks the tour code rule, and
 * `ApiProblemError` with code `tour_not_found` for an unknown code (`preview_not_found` for an
 * unknown or expired preview).
 */
export function getTour(
  client: ApiClient,
  code: string,
  options: RequestOptions & { preview?: string | null } = {},
): Promise<VisitorTour> {
  assertTourCode(code);
  const { preview, ...request } = options;
  const query = preview == null ? '' : `?${PREVIEW_PARAM}=${encodeURIComponent(preview)}`;
  return client.get(`/tours/${encodeURIComponent(code)}${query}`, visitorTourSchema, request);
}

/** Rejects a malformed tour code with a clear message, so no request is made for it. */
export function assertTourCode(code: string): void {
  const problem = tourCodeProblem(code);
  if (problem) throw new InvalidTourCodeError(code, problem);
}

/** A tour code that breaks the tour code rule (`tourCodeSchema`); `reason` is a stable key to translate. */
export class InvalidTourCodeError extends Error {
  override readonly name = 'InvalidTourCodeError';

  constructor(
    readonly code: string,
    readonly reason: TourCodeProblem,
  ) {
    super(`"${code}" is not a tour code (${reason}): use 3–64 characters of A–Z a–z 0–9 - _.`);
  }
}
