import { formatIssues, problemSchema } from '@tourview/schema';
import { ApiProblemError, MalformedResponseError } from './errors.js';

/** The zod error `formatIssues` understands, named without importing zod itself. */
type SchemaError = Parameters<typeof formatIssues>[0];

/** Anything with zod's `safeParse`: the response schemas of `@tourview/schema`. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: SchemaError };
}

type JsonResult = { ok: true; value: unknown } | { ok: false; error: unknown };

function parseJson(text: string): JsonResult {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Validates a success body against the contract, or throws {@link MalformedResponseError}. */
export function parseSuccess<T>(url: string, status: number, text: string, schema: ResponseSchema<T>): T {
  const json = parseJson(text);
  if (!json.ok) throw new MalformedResponseError(url, status, ['(root): the body is not JSON'], json.error);
  const result = schema.safeParse(json.value);
  if (!result.success)
    throw new MalformedResponseError(url, status, formatIssues(result.error), result.error);
  return result.data;
}

/** The error for a failed response: its problem+json body when it has a valid one. */
export function problemFromBody(status: number, text: string, retryAfterMs?: number): ApiProblemError {
  const json = parseJson(text);
  const problem = json.ok ? problemSchema.safeParse(json.value) : undefined;
  return new ApiProblemError(status, problem?.success ? problem.data : undefined, retryAfterMs);
}
