import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { enquiriesBlockedReason, type ServerConfig } from './config/config.js';

/** Logs, once at start, every setting that weakens or disables something, so nobody misses it. */
export function logStartupNotes(log: FastifyBaseLogger, config: ServerConfig): void {
  const blocked = enquiriesBlockedReason(config);
  if (blocked) log.error(`ENQUIRIES ARE DISABLED: ${blocked} Set RECAPTCHA_SECRET to accept enquiries.`);
  else if (!config.recaptcha.secret) {
    log.warn(
      '!!! reCAPTCHA VERIFICATION IS SKIPPED: RECAPTCHA_SECRET is not set and the ' +
        `"${config.appEnv}" preset is not production. Every enquiry is accepted unchecked. !!!`,
    );
  }
  if (config.recaptcha.secret) {
    const hosts = config.recaptcha.allowedHostnames.join(', ');
    log.info(`reCAPTCHA tokens are accepted only from pages on: ${hosts} (RECAPTCHA_ALLOWED_HOSTNAMES).`);
  }
  if (!config.enquiryWebhook)
    log.info('ENQUIRY_WEBHOOK_URL is not set: enquiries are stored, not delivered.');
  if (!config.redisUrl)
    log.info(
      'Live viewings: REDIS_URL is not set, so a viewing works on one instance only (its host and ' +
        'guests must all reach this process). Set REDIS_URL to run several instances.',
    );
  if (config.live.iceServers.length === 0)
    log.info(
      'Live viewings: LIVE_ICE_SERVERS is not set; voice connects only where browsers reach each other directly.',
    );
  if (!existsSync(join(config.appDistDir, 'index.html'))) {
    log.warn(`The app is not built (${config.appDistDir} has no index.html): pages answer 503 until it is.`);
  }
}
