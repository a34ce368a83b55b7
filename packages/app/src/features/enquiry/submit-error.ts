import { ApiProblemError, NetworkError } from '../../lib/api-client/index.js';
import { RecaptchaError } from '../../lib/recaptcha.js';

/** Why an enquiry could not be sent, as a message key the form translates. */
export type SubmitErrorKey =
  | 'xsrf_mismatch'
  | 'recaptcha_failed'
  | 'recaptcha_unavailable'
  | 'recaptcha_blocked'
  | 'enquiries_disabled'
  | 'rate_limited'
  | 'validation_failed'
  | 'tour_not_found'
  | 'network'
  | 'unknown';

const PASSED_THROUGH = new Set<string>([
  'xsrf_mismatch',
  'recaptcha_failed',
  'recaptcha_unavailable',
  'enquiries_disabled',
  'rate_limited',
  'validation_failed',
  'tour_not_found',
]);

/** Maps whatever a submit threw to the message the visitor sees. */
export function submitErrorKey(error: unknown): SubmitErrorKey {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof RecaptchaError) return 'recaptcha_blocked';
  if (error instanceof ApiProblemError) {
    if (PASSED_THROUGH.has(error.code)) return error.code as SubmitErrorKey;
    if (error.status === 429) return 'rate_limited';
  }
  return 'unknown';
}

/**
 * Failures the visitor cannot fix in the form: the way to the server (or to reCAPTCHA) is
 * blocked or down. The form then offers the agent's phone and email right away. An XSRF
 * mismatch belongs here because a framed tour may never get its cookie (third-party cookies
 * blocked), so sending again cannot help there.
 */
export function cannotSend(key: SubmitErrorKey): boolean {
  return key !== 'validation_failed';
}
