import type { AccountTripodCover, EnquiryFields, EnquiryStatus, StudioEnquiry, Tour } from '@tourview/schema';
import type { AccountStore } from './accounts/account-types.js';
import type { S3MediaConfig } from './media-store.js';
import type { PreviewStore } from './studio/preview-types.js';
import type { JobStore, StudioTourStore } from './studio/studio-types.js';
import type { UploadQuotaStore } from './studio/upload-quota-store.js';
import type { LiveViewingStore } from './live/live-types.js';
import type { AnalyticsStore } from './analytics/analytics-types.js';
import type { AnalyticsSummaryStore } from './analytics/analytics-summaries.js';

/** A tour as listed by operators. */
export interface TourSummary {
  code: string;
  title: string;
  scenes: number;
  updatedAt: string;
}

/** A stored tour with a version that changes whenever the record does (used for ETags). */
export interface StoredTour {
  tour: Tour;
  version: string;
}

/** A stored tour as the JSON text it was validated into, for serving without re-encoding. */
export interface StoredTourJson {
  json: string;
  version: string;
}

/** Reads and writes published tours. */
export interface TourStore {
  /** The tour with this code, or `null`. */
  getTour(code: string): Promise<StoredTour | null>;
  /** The tour with this code as JSON text, or `null`. */
  getTourJson(code: string): Promise<StoredTourJson | null>;
  /**
   * The tour whose unbranded code is `unbrandedCode`, as its branded record (`code` is the
   * branded code), or `null`. The caller strips it (`unbrandedTourOf`) before anyone sees it.
   */
  getTourByUnbrandedCode(unbrandedCode: string): Promise<(StoredTourJson & { code: string }) | null>;
  /** The published tour's unbranded code, or `null` when no tour has this code. */
  getUnbrandedCode(code: string): Promise<string | null>;
  /** Creates or replaces a tour in one transaction; a new tour gets its unbranded code. */
  putTour(tour: Tour): Promise<void>;
  /** Every tour, newest first. */
  listTours(): Promise<TourSummary[]>;
  /** Removes a tour; `false` when there was none. */
  removeTour(code: string): Promise<boolean>;
  /** A stored code equal to `code` but for letter case (`demo` for `DEMO`), or `null`. */
  findTourCodeIgnoringCase(code: string): Promise<string | null>;
}

/** The agency's branding for every tour of the studio; a tour's own settings win field by field. */
export interface AgencyBranding {
  name: string | null;
  /** `#rrggbb`, checked for contrast (`accentContrastProblem`). */
  accent: string | null;
  logo: { type: string; bytes: Buffer } | null;
  /** The tripod cover of every tour that sets none of its own. */
  tripodCover: AccountTripodCover | null;
  /** When it was last set; null while never set. */
  updatedAt: string | null;
}

/** Reads and writes the studio-wide branding. */
export interface AgencyBrandingStore {
  getAgencyBranding(): Promise<AgencyBranding>;
  /** Replaces it; throws `invalid_branding` for an accent colour that fails the contrast rule. */
  putAgencyBranding(branding: Omit<AgencyBranding, 'updatedAt'>): Promise<void>;
}

/** An enquiry as stored (never holds the reCAPTCHA token). */
export interface StoredEnquiry extends Omit<EnquiryFields, 'consent'> {
  id: string;
  tourCode: string;
  consent: true;
  createdAt: string;
}

/** Filters for listing enquiries. */
export interface EnquiryQuery {
  tourCode?: string;
  /** ISO date-time; only enquiries created at or after it. */
  since?: string;
}

/** Stores enquiries and their delivery outbox. */
export interface EnquiryStore {
  /**
   * Stores the enquiry and its outbox entry in one transaction (shared with enquiries sent at
   * the same time); resolves once durable.
   */
  createEnquiry(tourCode: string, fields: EnquiryFields): Promise<StoredEnquiry>;
  listEnquiries(query?: EnquiryQuery): Promise<StoredEnquiry[]>;
}

/** Filters for the studio's enquiry list. */
export interface EnquiryInboxQuery {
  /** Only enquiries of these tours; absent: every tour's. */
  tourCodes?: readonly string[];
  status?: EnquiryStatus;
  /** Text in the name, email, phone or message, any letter case. */
  words?: string;
  limit: number;
}

/** Enquiries as operators work through them: each with its status. */
export interface EnquiryInboxStore {
  /** The enquiries that match, newest first. */
  listInbox(query: EnquiryInboxQuery): Promise<StudioEnquiry[]>;
  getInboxEnquiry(id: string): Promise<StudioEnquiry | null>;
  /** Sets an enquiry's status; `null` when there is no such enquiry. */
  setEnquiryStatus(
    id: string,
    status: EnquiryStatus,
    changedBy: string,
    at?: Date,
  ): Promise<StudioEnquiry | null>;
}

/** An enquiry waiting for webhook delivery, and how many times delivery was tried. */
export interface PendingDelivery {
  enquiry: StoredEnquiry;
  attempts: number;
}

/** What a delivery worker asks for: what is due at `now`, held for `leaseMs`. */
export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claim keeps other workers away; a worker that dies releases it by expiry. */
  leaseMs: number;
}

/** How many outbox entries wait and how many were delivered. */
export interface OutboxCounts {
  pending: number;
  delivered: number;
}

/** What monitoring reads of the outbox and the job queue (see `Storage.operationalStats`). */
export interface OperationalStats {
  /** Enquiries not yet delivered to the webhook. */
  outboxPending: number;
  /** When the oldest undelivered enquiry was made (ISO 8601), or `null` when none waits. */
  oldestPendingEnquiryAt: string | null;
  /** Jobs in each state (`queued`, `running`, `done`, `failed`); a state without jobs is absent. */
  jobsByState: Record<string, number>;
}

/** The enquiry delivery outbox. */
export interface OutboxStore {
  /** Claims the due, undelivered entries no other worker holds. */
  claimDueDeliveries(options: ClaimOptions): Promise<PendingDelivery[]>;
  /** Records a delivery the webhook acknowledged; the entry is never claimed again. */
  markDelivered(enquiryId: string, at: Date): Promise<void>;
  /** Records a failed attempt and when to try again. */
  markDeliveryFailed(enquiryId: string, error: string, nextAttemptAt: Date): Promise<void>;
  outboxCounts(): Promise<OutboxCounts>;
}

/**
 * Named locks with a lease, shared by every process on the database: a holder renews its lease
 * while it works; one that was killed loses the name once the lease runs out.
 */
export interface LeaseStore {
  /** Takes `name` for `owner` unless another holds an unexpired lease on it; true when taken. */
  takeLease(name: string, owner: string, leaseMs: number, now?: number): Promise<boolean>;
  /** Extends the owner's lease; false when the owner no longer holds the name. */
  renewLease(name: string, owner: string, leaseMs: number, now?: number): Promise<boolean>;
  /** Who holds `name` now (lapsed or not), if anyone. */
  leaseOwner(name: string): Promise<string | undefined>;
  /** Takes `name` over from `from`, whatever its lease, if `from` still holds it; true when taken. */
  takeLeaseFrom(name: string, from: string, owner: string, leaseMs: number, now?: number): Promise<boolean>;
  /** Frees the name if the owner still holds it. */
  releaseLease(name: string, owner: string): Promise<void>;
}

/** Storage health, as `GET /api/public/health` reports it. */
export interface StorageHealth {
  ok: boolean;
  dialect: 'sqlite' | 'postgres';
  latencyMs: number;
}

/** The whole storage: every store over one connection, with migrations already run. */
export interface Storage
  extends
    TourStore,
    EnquiryStore,
    EnquiryInboxStore,
    OutboxStore,
    AccountStore,
    LeaseStore,
    LiveViewingStore,
    StudioTourStore,
    PreviewStore,
    JobStore,
    UploadQuotaStore,
    AgencyBrandingStore,
    AnalyticsStore,
    AnalyticsSummaryStore {
  readonly dialect: 'sqlite' | 'postgres';
  health(): Promise<StorageHealth>;
  operationalStats(): Promise<OperationalStats>;
  close(): Promise<void>;
}

/** Where storage lives: `databaseUrl` (PostgreSQL) wins over the SQLite file in `dataDir`. */
export interface StorageOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Where published media live; absent: the data folder's `media/`. */
  media?: S3MediaConfig;
}
