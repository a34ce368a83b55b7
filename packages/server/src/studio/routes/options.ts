import type { Storage } from '@tourview/storage';
import type { StudioConfig } from '../../config/config.js';
import type { JobEventTiming } from '../job-events.js';
import type { SessionCookie } from '../session-cookie.js';
import type { SignInThrottle } from '../sign-in-throttle.js';
import type { UploadRouteOptions } from '../uploads/upload-routes.js';

/** What the studio API's routes are built from. */
export interface StudioRouteOptions {
  storage: Storage;
  studio: StudioConfig;
  /** The origin visitors open tours on, where previews are shown. */
  publicOrigin: string;
  cookie: SessionCookie;
  throttle: SignInThrottle;
  /** The clock sessions and setup links are judged by (tests move it). */
  now: () => Date;
  /** How job event streams poll and re-check access (tests make it quick). */
  jobEventTiming: JobEventTiming;
  /** Ends a revoked live viewing for everyone in it, on every instance. */
  endLiveViewing(viewingId: string): void;
  /** What uploads to drafts go through and into. */
  uploads: UploadRouteOptions;
}
