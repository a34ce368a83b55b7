import type { Generated } from 'kysely';
import type { AccountTables } from './accounts/account-tables.js';
import type { StudioTourTables } from './studio/studio-tables.js';
import type { JobsTable } from './jobs/job-table.js';
import type { LiveViewingsTable } from './live/live-table.js';
import type { AnalyticsTables } from './analytics/analytics-tables.js';

/** A published tour: the validated document plus the columns we query by. */
export interface ToursTable {
  code: string;
  title: string;
  scene_count: number;
  /** The tour as validated JSON text, served as is. */
  document: string;
  /** Content hash of `document`; the API's ETag. */
  version: string;
  created_at: string;
  updated_at: string;
  /** The tour's second code, for listing services: its page and API show no agent or branding. */
  unbranded_code: string | null;
}

/** The agency's branding for every tour of this studio (one row, id `account`). */
export interface AgencyBrandingTable {
  id: string;
  name: string | null;
  /** `#rrggbb`. */
  accent: string | null;
  /** The logo's bytes as base64. */
  logo: string | null;
  /** The logo's media type: image/png, image/jpeg or image/webp. */
  logo_type: string | null;
  /** The tripod cover for every tour as JSON (`AccountTripodCover`), or null for none. */
  tripod_cover: string | null;
  updated_at: string;
}

/** An accepted enquiry; never holds the reCAPTCHA token. */
export interface EnquiriesTable {
  id: string;
  tour_code: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  preferred_contact_time: string | null;
  consent: number;
  created_at: string;
}

/** An operator's status of an enquiry; an enquiry without a row is `new`. */
export interface EnquiryStatusTable {
  enquiry_id: string;
  status: string;
  changed_at: string;
  /** The email of the account that changed it. */
  changed_by: string | null;
}

/** One webhook delivery per enquiry, retried with back-off until the webhook answers 2xx. */
export interface EnquiryOutboxTable {
  enquiry_id: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while one worker is delivering, so a second worker (another process) skips it. */
  locked_until: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

/** A named lock held by `owner` until `expires_at` (ms since the epoch) unless renewed. */
export interface LeasesTable {
  name: string;
  owner: string;
  /** A number on SQLite; PostgreSQL's driver returns `bigint` columns as text. */
  expires_at: number | string;
}

/** Every table, as Kysely sees them. Timestamps are ISO-8601 UTC text in both dialects. */
export interface Database extends AccountTables, StudioTourTables, AnalyticsTables {
  tours: ToursTable;
  enquiries: EnquiriesTable;
  enquiry_outbox: EnquiryOutboxTable;
  enquiry_status: EnquiryStatusTable;
  leases: LeasesTable;
  jobs: JobsTable;
  agency_branding: AgencyBrandingTable;
  live_viewings: LiveViewingsTable;
}
