import { z } from 'zod';

/**
 * Every error the public and studio APIs can answer, with its status and meaning. Clients switch on
 * `code`, which never changes once shipped.
 */
export const PROBLEMS = {
  bad_request: { status: 400, title: 'The request is malformed.' },
  validation_failed: { status: 400, title: 'A field of the request is invalid.' },
  invalid_json: { status: 400, title: 'The body is not valid JSON.' },
  oembed_url_invalid: { status: 400, title: 'The url is not a tour or video page of this site.' },
  invalid_tour_code: { status: 400, title: 'The tour code is not 3–64 characters of A–Z a–z 0–9 - _.' },
  setup_link_invalid: { status: 400, title: 'The setup link is unknown, used or expired.' },
  unauthenticated: { status: 401, title: 'Sign in first.' },
  sign_in_failed: { status: 401, title: 'The email or the password is wrong.' },
  xsrf_mismatch: { status: 403, title: 'The XSRF header is missing or does not match the cookie.' },
  recaptcha_failed: { status: 403, title: 'The reCAPTCHA check failed.' },
  forbidden: { status: 403, title: 'Your role does not allow this.' },
  tour_not_found: { status: 404, title: 'No tour has this code.' },
  not_found: { status: 404, title: 'Nothing is here.' },
  account_not_found: { status: 404, title: 'No account has this id.' },
  method_not_allowed: { status: 405, title: 'This method is not allowed here.' },
  account_exists: { status: 409, title: 'An account with this email exists.' },
  tour_exists: { status: 409, title: 'A tour with this code exists.' },
  tour_code_unavailable: { status: 409, title: 'This tour code cannot be used; choose another.' },
  file_in_use: { status: 409, title: 'The draft uses this file; remove those uses first.' },
  revision_conflict: { status: 412, title: 'Someone else changed the draft since you loaded it.' },
  precondition_required: { status: 428, title: 'Send If-Match with the draft’s ETag.' },
  version_not_found: { status: 404, title: 'The tour has no version with this number.' },
  job_not_found: { status: 404, title: 'The tour has no job with this id.' },
  preview_not_found: { status: 404, title: 'No valid preview has this token; it may have expired.' },
  live_viewing_not_found: { status: 404, title: 'The tour has no live viewing with this id.' },
  enquiry_not_found: { status: 404, title: 'No enquiry of your tours has this id.' },
  own_account: { status: 409, title: 'You cannot remove or demote your own account.' },
  payload_too_large: { status: 413, title: 'The body is too large.' },
  upload_quota_exceeded: { status: 413, title: 'The upload would go over a storage quota.' },
  unsupported_media_type: { status: 415, title: 'The body must be application/json.' },
  rate_limited: { status: 429, title: 'Too many requests; try again later.' },
  sign_in_throttled: { status: 429, title: 'Too many failed sign-ins; wait before trying again.' },
  too_many_streams: { status: 429, title: 'This session has too many live streams open; close one first.' },
  internal_error: { status: 500, title: 'Something went wrong on our side.' },
  oembed_format_unsupported: { status: 501, title: 'Only format=json is offered.' },
  enquiries_disabled: { status: 503, title: 'Enquiries cannot be accepted right now.' },
  recaptcha_unavailable: { status: 503, title: 'The reCAPTCHA check could not be made.' },
  storage_unavailable: { status: 503, title: 'Storage is unavailable.' },
  not_ready: { status: 503, title: 'This instance cannot serve requests now; send them to another.' },
} as const satisfies Record<string, { status: number; title: string }>;

/** A stable error code. */
export type ProblemCode = keyof typeof PROBLEMS;

/** The `type` URI of a problem. */
export function problemType(code: ProblemCode): string {
  return `urn:tourview:problem:${code}`;
}

/** An `application/problem+json` body (RFC 9457) with our stable `code`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** `tour_not_found` only: a stored code that differs from the asked one only by letter case. */
  suggestion: z.string().optional(),
  /** `revision_conflict` only: the draft's revision now, who changed it and when. */
  conflict: z
    .object({ revision: z.number().int(), updatedBy: z.string().nullable(), updatedAt: z.string() })
    .optional(),
  /** `upload_quota_exceeded` only: whose quota, and its limit, use and the request, in bytes. */
  quota: z
    .object({
      scope: z.enum(['account', 'tour']),
      limit: z.number().int(),
      used: z.number().int(),
      requested: z.number().int(),
    })
    .optional(),
  /** `file_in_use` only: where the draft uses the file, in words. */
  uses: z.array(z.string()).optional(),
});

/** A problem body. */
export type Problem = z.infer<typeof problemSchema>;

/** Builds the body for a code from the catalogue. */
export function problemOf(
  code: ProblemCode,
  extra: Pick<Problem, 'detail' | 'instance' | 'errors' | 'suggestion' | 'conflict' | 'quota' | 'uses'> = {},
): Problem {
  const { status, title } = PROBLEMS[code];
  return { type: problemType(code), title, status, code, ...extra };
}

/** True for a code in the catalogue. */
export function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(PROBLEMS, code);
}
