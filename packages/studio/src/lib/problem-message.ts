import { ApiProblemError } from './api-client.js';

const MESSAGES: Record<string, string> = {
  sign_in_failed: 'The email or the password is wrong.',
  sign_in_throttled: 'Too many failed sign-ins. Wait a moment, then try again.',
  setup_link_invalid: 'This setup link is unknown, used or expired. Restart the server for a new one.',
  account_exists: 'An account with this email exists.',
  own_account: 'You cannot remove your own account.',
  account_not_found: 'This account no longer exists.',
  forbidden: 'Your role does not allow this.',
  unauthenticated: 'Your session ended. Sign in again.',
  tour_exists: 'A tour with this code exists. Choose another code.',
  tour_code_unavailable: 'This code cannot be used. Choose another code.',
  tour_not_found: 'This tour does not exist, or you are not a member of it.',
  version_not_found: 'This version no longer exists.',
  xsrf_mismatch: 'The page was open too long. Reload it and try again.',
};

const FIELD_MESSAGES: Record<string, string> = {
  too_short: 'is too short (at least 12 characters)',
  too_long: 'is too long',
  invalid_email: 'is not an email address',
};

/** What to tell the operator about a failed request, in words. */
export function problemMessage(error: unknown): string {
  if (!(error instanceof ApiProblemError)) return 'The studio cannot be reached. Check your connection.';
  if (error.code === 'validation_failed' && error.errors.length > 0)
    return error.errors
      .map((e) => `The ${e.path || 'request'} ${FIELD_MESSAGES[e.message] ?? 'is invalid'}.`)
      .join(' ');
  if (error.code === 'revision_conflict' && error.conflict) {
    const { updatedBy, updatedAt } = error.conflict;
    return `Changed by ${updatedBy ?? 'someone else'} at ${new Date(updatedAt).toLocaleString()} — reload to see their changes.`;
  }
  return MESSAGES[error.code] ?? error.message;
}
