import type { Redis } from 'ioredis';
import type { AnalyticsConfig } from '../../config/config.js';
import type { ApiStorage } from '../storage-guard.js';
import type { RecaptchaVerifier } from '../enquiries/recaptcha.js';
import type { MissLimiter } from '../rate-limits.js';

/** What the public API routes need. */
export interface PublicRouteOptions {
  storage: ApiStorage;
  misses: MissLimiter;
  /** `null` skips verification (local preset without a secret). */
  recaptcha: RecaptchaVerifier | null;
  /** Why enquiries are refused, or `null` when they are accepted. */
  enquiriesBlocked: string | null;
  enquiriesPerMinute: number;
  analytics: AnalyticsConfig;
  /** Called after an enquiry is stored, so delivery starts at once. */
  onEnquiryStored: () => void;
  /** The site's public origin, where oEmbed answers point. */
  publicOrigin: string;
  /** Where media references resolve (the public config's CDN base). */
  cdnBaseUrl: string;
  /** The Redis the rate limits share, when configured; readiness asks it. */
  redis?: Redis;
}
