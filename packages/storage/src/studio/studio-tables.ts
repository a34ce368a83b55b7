/** A tour's draft: its manifest as JSON text and who changed it last. */
export interface TourDraftsTable {
  code: string;
  manifest: string;
  revision: number;
  updated_by_id: string | null;
  updated_by_email: string | null;
  updated_at: string;
}

/** A file uploaded to a draft; its bytes are in the source store under `sha256`. */
export interface TourDraftFilesTable {
  code: string;
  name: string;
  kind: string;
  sha256: string;
  /** `bigint` on PostgreSQL, which its driver reads back as text. */
  bytes: number | string;
  width: number | null;
  height: number | null;
  /** JSON array text, or null until inspected. */
  problems: string | null;
  /** The editing cube's pieces as JSON text, or null until inspection rendered them. */
  cube: string | null;
  /** The SHA-256 of the thumbnail's WebP in the source store, or null until one was made. */
  thumbnail: string | null;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** The last file removed from a draft under a name, kept so the removal can be undone. */
export interface TourDraftRemovedFilesTable extends TourDraftFilesTable {
  removed_at: string;
}

/** An immutable published version; `record`, `manifest` and `files` are JSON text. */
export interface TourVersionsTable {
  code: string;
  number: number;
  record: string;
  build_id: string;
  manifest: string;
  files: string;
  rollback_of: number | null;
  published_by_id: string | null;
  published_by_email: string | null;
  published_at: string;
  job_id: string | null;
}

/** A draft's preview: its record (JSON text) and build, seen through `token` until `expires_at`. */
export interface TourPreviewsTable {
  token: string;
  code: string;
  record: string;
  build_id: string;
  draft_revision: number;
  created_by_id: string | null;
  created_by_email: string | null;
  created_at: string;
  expires_at: string;
  job_id: string | null;
}

/** What an unfinished upload declared, counted against the upload quotas until it ends. */
export interface UploadReservationsTable {
  /** The upload's store id. */
  id: string;
  tour_code: string;
  account_id: string;
  /** `bigint` on PostgreSQL, which its driver reads back as text. */
  bytes: number | string;
  expires_at: string;
}

/** The studio's tour tables. */
export interface StudioTourTables {
  tour_drafts: TourDraftsTable;
  tour_draft_files: TourDraftFilesTable;
  tour_draft_removed_files: TourDraftRemovedFilesTable;
  tour_versions: TourVersionsTable;
  tour_previews: TourPreviewsTable;
  upload_reservations: UploadReservationsTable;
}
