import type { Tour } from '@tourview/schema';

/**
 * A preview of a tour's draft: the record publishing the draft would make live, over a build
 * of its own, that visitors' pages show only to whoever holds its token, until it expires.
 */
export interface TourPreview {
  /** Unguessable (192 random bits, base64url); the preview's only key. */
  token: string;
  code: string;
  record: Tour;
  buildId: string;
  /** The draft revision it was built from: a publish of that same revision may reuse the build. */
  draftRevision: number;
  createdBy: { id: string; email: string } | null;
  createdAt: string;
  expiresAt: string;
  /** The job that made it, so a retried job finds it instead of making another. */
  jobId: string | null;
}

/** What a preview job records; the store adds the token and the times. */
export type NewTourPreview = Omit<TourPreview, 'token' | 'createdAt' | 'expiresAt'>;

/** Previews of drafts. While a preview is valid its build counts as in use (`buildsInUse`). */
export interface PreviewStore {
  /**
   * Stores a preview under a fresh token, valid for `ttlMs` from `now`, and forgets the tour's
   * expired previews. Throws `invalid_tour` for a record the tour schema refuses.
   */
  createPreview(preview: NewTourPreview, ttlMs: number, now?: Date): Promise<TourPreview>;
  /** The preview with this token while it is valid; `null` when unknown or expired. */
  getPreview(token: string, now?: Date): Promise<TourPreview | null>;
  /** The tour's newest valid preview, or `null`. */
  latestPreview(code: string, now?: Date): Promise<TourPreview | null>;
  findPreviewByJob(jobId: string): Promise<TourPreview | null>;
}
