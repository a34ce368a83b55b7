import type { Readable } from 'node:stream';
import type { DraftCubePieces, Manifest, Tour } from '@tourview/schema';

/**
 * The studio's tours: a draft per tour that every edit goes to, the files uploaded for it, and
 * the immutable versions published from it (or imported by the CLI). Visitors see only the
 * record of the live version (`TourStore.getTour`).
 */

/** What a draft's file is for; decides its size and type limits and how it is inspected. */
export type DraftFileKind = 'panorama' | 'image' | 'plan' | 'video';

/** A problem found in an uploaded file, located like the CLI's (`kitchen.jpg: …`). */
export interface FileProblem {
  code: string;
  message: string;
}

/** A file uploaded to a tour's draft. Its bytes live in the source store under `sha256`. */
export interface DraftFile {
  /** The name the manifest uses (`kitchen.jpg`), unique within the draft. */
  name: string;
  kind: DraftFileKind;
  sha256: string;
  bytes: number;
  /** Set once inspected: pixel size of images and panoramas, duration of video. */
  width?: number;
  height?: number;
  /** `null` until inspected; `[]` when the file is usable as it is. */
  problems: FileProblem[] | null;
  /** A panorama's editing cube in the source store, once inspection rendered it. */
  cube?: DraftCubePieces;
  /** The SHA-256 of an image's thumbnail (WebP) in the source store, once one was made. */
  thumbnail?: string;
  uploadedBy: string | null;
  uploadedAt: string;
}

/** A tour's draft: the manifest every edit changes, its files, and who changed it last. */
export interface Draft {
  code: string;
  /** The manifest, exactly as `tour.json` of a tour folder; file names are draft file names. */
  manifest: Manifest;
  /** Grows by one with every change; the studio API's ETag is `"<revision>"`. */
  revision: number;
  files: DraftFile[];
  updatedBy: { id: string; email: string } | null;
  updatedAt: string;
}

/** A published version: immutable, with the record visitors saw and what made it. */
export interface TourVersion {
  code: string;
  /** 1, 2, 3… per tour. */
  number: number;
  /** The tour record this version publishes (its media live in build `buildId`). */
  record: Tour;
  buildId: string;
  /** The manifest it was made from and the source file behind each name, for export. */
  manifest: Manifest;
  files: Record<string, { sha256: string; bytes: number }>;
  /** Set when this version re-publishes an earlier one. */
  rollbackOf: number | null;
  /** `null` for a CLI import. */
  publishedBy: { id: string; email: string } | null;
  publishedAt: string;
  /** The job that published it, so a retried job finds its version instead of making another. */
  jobId: string | null;
}

/** A version without its record and manifest, as the history lists it. */
export type TourVersionSummary = Omit<TourVersion, 'record' | 'manifest' | 'files'> & { live: boolean };

/** Raised (as `StorageError` code `revision_conflict`) when a draft changed since `revision`. */
export interface DraftConflict {
  revision: number;
  updatedBy: { id: string; email: string } | null;
  updatedAt: string;
}

/** Drafts, their files and versions. */
export interface StudioTourStore {
  /**
   * The tour's draft; a tour with versions but no draft (imported by the CLI) gets one made
   * from its latest version, files included.
   */
  getDraft(code: string): Promise<Draft | null>;
  /** Creates the draft of a new tour at revision 1; `tour_exists` when the code is taken (draft or tour). */
  createDraft(code: string, manifest: Manifest, by: { id: string; email: string } | null): Promise<Draft>;
  /**
   * Replaces the draft's manifest when its revision is still `ifRevision`, else throws
   * `revision_conflict` carrying the current {@link DraftConflict}.
   */
  saveDraft(
    code: string,
    manifest: Manifest,
    ifRevision: number,
    by: { id: string; email: string } | null,
  ): Promise<Draft>;
  /** Adds or replaces a draft file by name (bumps the revision). */
  putDraftFile(
    code: string,
    file: Omit<DraftFile, 'problems' | 'cube' | 'thumbnail'> & { problems?: FileProblem[] | null },
  ): Promise<Draft>;
  /**
   * Records what inspection found of the bytes `sha256` (does not bump the revision); nothing
   * when the file has been replaced by other bytes since, whose own inspection is to come.
   */
  setDraftFileInspection(
    code: string,
    name: string,
    sha256: string,
    found: Pick<DraftFile, 'width' | 'height' | 'problems' | 'cube' | 'thumbnail'>,
  ): Promise<void>;
  /**
   * Records the thumbnail made on request for the bytes `sha256` on every file of the draft
   * that has them, so it is made once (does not bump the revision).
   */
  setDraftThumbnail(code: string, sha256: string, thumbnail: string): Promise<void>;
  /**
   * Removes a draft file (bumps the revision), keeping its record so {@link restoreDraftFile}
   * can bring it back; the removed file, or `null` when the draft had none by this name.
   */
  removeDraftFile(
    code: string,
    name: string,
    by: { id: string; email: string } | null,
  ): Promise<DraftFile | null>;
  /**
   * Brings back the file last removed under `name` (bumps the revision); `null` when there is
   * none to bring back (never removed, restored already, or a new file took the name since).
   */
  restoreDraftFile(
    code: string,
    name: string,
    by: { id: string; email: string } | null,
  ): Promise<Draft | null>;
  /**
   * Files a draft file as `kind` and saves the manifest that moves its uses, in one change, when
   * the draft is still at `ifRevision` (else `revision_conflict`). What inspection found is
   * forgotten, since it depends on the kind; `null` when the draft has no file by this name.
   */
  refileDraftFile(
    code: string,
    change: { name: string; kind: DraftFileKind; manifest: Manifest; ifRevision: number },
    by: { id: string; email: string } | null,
  ): Promise<Draft | null>;
  /**
   * Makes `version` live in one transaction: inserts it (number = last + 1) and replaces the
   * visitors' record. Returns the stored version.
   */
  publishVersion(version: Omit<TourVersion, 'number' | 'publishedAt'>, now?: Date): Promise<TourVersion>;
  listVersions(code: string): Promise<TourVersionSummary[]>;
  getVersion(code: string, number: number): Promise<TourVersion | null>;
  findVersionByJob(jobId: string): Promise<TourVersion | null>;
  /**
   * Every build id any version of the tour points at, and those of its previews still valid at
   * `now`: a build is removed only when none does.
   */
  buildsInUse(code: string, now?: Date): Promise<string[]>;
  /**
   * Publishes a new version with version `number`'s record, build, manifest and files
   * (`rollbackOf: number`; the record's `updatedAt` is now); `null` when there is no such version.
   */
  rollbackToVersion(
    code: string,
    number: number,
    by: { id: string; email: string } | null,
    now?: Date,
  ): Promise<TourVersion | null>;
  /** Drafts of tours never published (no record visitors see), as the studio lists tours. */
  listUnpublishedDrafts(): Promise<{ code: string; title: string; updatedAt: string }[]>;
}

/** Content-addressed source files (uploads, imported folders), private: never served to visitors. */
export interface SourceStore {
  /** Stores a local file under its SHA-256 (computed here); a second put of the same bytes is free. */
  put(localPath: string): Promise<{ sha256: string; bytes: number }>;
  /** Copies a stored file to a local path. */
  copyTo(sha256: string, localPath: string): Promise<void>;
  has(sha256: string): Promise<boolean>;
  /** A stored file's length in bytes, or `null` when it is not stored. */
  sizeOf(sha256: string): Promise<number | null>;
  /** Bytes `start` to `end` (both included) of a stored file, as a stream: what a range request asks. */
  readRange(sha256: string, range: ByteRange): Promise<Readable>;
}

/** A span of a file's bytes, both ends included (as in HTTP's `Content-Range`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a job is, as the queue stores it. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A durable background job (processing an upload, publishing a draft). */
export interface Job {
  id: string;
  /** `inspect` (an uploaded file) or `publish` (a draft into a version). */
  kind: string;
  tourCode: string | null;
  payload: unknown;
  state: JobState;
  /** 0…1 and what it is doing now, for the studio's progress bar. */
  progress: { fraction: number; message: string } | null;
  result: unknown;
  /** A located, human message when `failed` (also when given up after a crash). */
  error: string | null;
  attempts: number;
  createdBy: { id: string; email: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** The job queue: claimed by any number of server instances, each job run once. */
export interface JobStore {
  enqueueJob(job: Pick<Job, 'kind' | 'tourCode' | 'payload' | 'createdBy'>, now?: Date): Promise<Job>;
  getJob(id: string): Promise<Job | null>;
  listJobs(query: { tourCode?: string; states?: JobState[]; limit: number }): Promise<Job[]>;
  /**
   * Calls `listener` after each job this storage object queues, so a runner in the same process
   * claims it at once rather than at its next poll (jobs queued by other processes still wait
   * for it); returns the function that stops the calls.
   */
  onJobQueued(listener: () => void): () => void;
  /**
   * Claims up to `limit` queued jobs, and running ones whose lease expired (their worker died),
   * for `leaseMs`; attempts grows by one. Safe across instances (`FOR UPDATE SKIP LOCKED`).
   * Publishes and previews of one tour wait for each other (`ONE_AT_A_TIME_PER_TOUR`).
   */
  claimJobs(options: {
    worker: string;
    limit: number;
    leaseMs: number;
    now: Date;
    kinds?: string[];
  }): Promise<Job[]>;
  /** Extends the lease and records progress; `false` when the job is no longer this worker's. */
  heartbeatJob(
    id: string,
    worker: string,
    progress: Job['progress'],
    leaseMs: number,
    now: Date,
  ): Promise<boolean>;
  /**
   * Records the outcome from the worker holding the job. A done job's progress becomes 1, with
   * `message` (what it did, e.g. its last progress message) or `Done`.
   */
  finishJob(
    id: string,
    worker: string,
    outcome: { result: unknown; message?: string } | { error: string },
    now: Date,
  ): Promise<void>;
  /**
   * Puts a running job back in the queue, not counting its start, when its worker stops it on
   * purpose (a graceful shutdown); `false` when the job is no longer this worker's.
   */
  releaseJob(id: string, worker: string, now: Date): Promise<boolean>;
}
