import { ENQUIRY_ACTION } from '@tourview/schema';
import { z } from 'zod';
import type { RecaptchaConfig } from '../../config/config.js';

/** The verdict on a token: accepted, or which problem to answer and why (for the log). */
export type RecaptchaVerdict =
  | { ok: true; score: number }
  | { ok: false; code: 'recaptcha_failed' | 'recaptcha_unavailable'; reason: string };

/** Verifies reCAPTCHA v3 tokens. */
export interface RecaptchaVerifier {
  verify(token: string, request: { remoteIp: string }): Promise<RecaptchaVerdict>;
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3). */
const siteverifySchema = z.looseObject({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Error codes that mean our request or secret is wrong, not the visitor's token. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

function judge(answer: z.infer<typeof siteverifySchema>, config: RecaptchaConfig): RecaptchaVerdict {
  const errors = answer['error-codes'] ?? [];
  if (errors.some((e) => OUR_FAULT.has(e))) {
    return { ok: false, code: 'recaptcha_unavailable', reason: `siteverify: ${errors.join(',')}` };
  }
  if (!answer.success)
    return { ok: false, code: 'recaptcha_failed', reason: `not successful: ${errors.join(',')}` };
  if (answer.action !== ENQUIRY_ACTION)
    return { ok: false, code: 'recaptcha_failed', reason: `action ${answer.action}` };
  // Only configured names count: the request's Host header is whatever the client wrote.
  if (!answer.hostname || !config.allowedHostnames.includes(answer.hostname)) {
    return { ok: false, code: 'recaptcha_failed', reason: `hostname ${answer.hostname}` };
  }
  const score = answer.score ?? 0;
  if (score < config.minScore) return { ok: false, code: 'recaptcha_failed', reason: `score ${score}` };
  return { ok: true, score };
}

/**
 * A verifier that asks `config.verifyUrl` (Google's siteverify by default). Time-outs,
 * network errors and unreadable answers fail closed as `recaptcha_unavailable`.
 */
export function createRecaptchaVerifier(config: RecaptchaConfig & { secret: string }): RecaptchaVerifier {
  return {
    async verify(token, { remoteIp }) {
      const body = new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp });
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok)
          return { ok: false, code: 'recaptcha_unavailable', reason: `HTTP ${response.status}` };
        const answer = siteverifySchema.safeParse(await response.json());
        if (!answer.success) return { ok: false, code: 'recaptcha_unavailable', reason: 'unreadable answer' };
        return judge(answer.data, config);
      } catch (error) {
        return {
          ok: false,
          code: 'recaptcha_unavailable',
          reason: error instanceof Error ? error.name : 'error',
        };
      }
    },
  };
}
