import { describe, expect, it } from 'vitest';
import { problemOf } from '@tourview/schema';
import { ApiProblemError, NetworkError } from '../../lib/api-client/index.js';
import { RecaptchaError } from '../../lib/recaptcha.js';
import { cannotSend, submitErrorKey, type SubmitErrorKey } from './submit-error.js';

describe('submitErrorKey', () => {
  it.each([
    'xsrf_mismatch',
    'recaptcha_failed',
    'recaptcha_unavailable',
    'enquiries_disabled',
    'rate_limited',
    'validation_failed',
    'tour_not_found',
  ] as const)('passes the problem code %s through', (code) => {
    const status = code === 'rate_limited' ? 429 : 403;
    expect(submitErrorKey(new ApiProblemError(status, problemOf(code)))).toBe(code);
  });

  it('reports a dropped connection as network', () => {
    expect(submitErrorKey(new NetworkError('/api', new TypeError('fetch failed')))).toBe('network');
  });

  it('reports a reCAPTCHA script that failed in the browser as blocked', () => {
    expect(submitErrorKey(new RecaptchaError('load_failed', 'script blocked'))).toBe('recaptcha_blocked');
  });

  it('treats a bare 429 as rate limited and anything else as unknown', () => {
    expect(submitErrorKey(new ApiProblemError(429))).toBe('rate_limited');
    expect(submitErrorKey(new ApiProblemError(500, problemOf('internal_error')))).toBe('unknown');
    expect(submitErrorKey(new Error('boom'))).toBe('unknown');
  });
});

describe('cannotSend', () => {
  it('is true for every failure the visitor cannot fix in the form', () => {
    const forbiddenXsrf = submitErrorKey(new ApiProblemError(403, problemOf('xsrf_mismatch')));
    const down = submitErrorKey(new ApiProblemError(503, problemOf('recaptcha_unavailable')));
    const keys: SubmitErrorKey[] = [forbiddenXsrf, down, 'network', 'recaptcha_blocked', 'unknown'];
    expect(keys.every(cannotSend)).toBe(true);
    expect(cannotSend('validation_failed')).toBe(false);
  });
});
