import type { DraftCubePieces, Manifest, Tour } from '@tourview/schema';
import type { Selectable } from 'kysely';
import type { TourDraftFilesTable, TourDraftsTable, TourVersionsTable } from './studio-tables.js';
import type { Draft, DraftFile, DraftFileKind, TourVersion, TourVersionSummary } from './studio-types.js';

type Who = { id: string; email: string } | null;

function who(id: string | null, email: string | null): Who {
  return id !== null && email !== null ? { id, email } : null;
}

/** A draft file row as the contract's {@link DraftFile}. */
export function draftFileOf(row: Selectable<TourDraftFilesTable>): DraftFile {
  return {
    name: row.name,
    kind: row.kind as DraftFileKind,
    sha256: row.sha256,
    // PostgreSQL's driver reads bigint as text.
    bytes: Number(row.bytes),
    ...(row.width === null ? {} : { width: row.width }),
    ...(row.height === null ? {} : { height: row.height }),
    problems: row.problems === null ? null : (JSON.parse(row.problems) as DraftFile['problems']),
    ...(row.cube === null ? {} : { cube: JSON.parse(row.cube) as DraftCubePieces }),
    ...(row.thumbnail === null ? {} : { thumbnail: row.thumbnail }),
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
  };
}

/** A draft row and its files as the contract's {@link Draft}. */
export function draftOf(row: Selectable<TourDraftsTable>, files: DraftFile[]): Draft {
  return {
    code: row.code,
    manifest: JSON.parse(row.manifest) as Manifest,
    revision: row.revision,
    files,
    updatedBy: who(row.updated_by_id, row.updated_by_email),
    updatedAt: row.updated_at,
  };
}

type SummaryRow = Pick<
  Selectable<TourVersionsTable>,
  | 'code'
  | 'number'
  | 'build_id'
  | 'rollback_of'
  | 'published_by_id'
  | 'published_by_email'
  | 'published_at'
  | 'job_id'
>;

/** A version row as the history lists it. */
export function versionSummaryOf(row: SummaryRow, live: boolean): TourVersionSummary {
  return {
    code: row.code,
    number: row.number,
    buildId: row.build_id,
    rollbackOf: row.rollback_of,
    publishedBy: who(row.published_by_id, row.published_by_email),
    publishedAt: row.published_at,
    jobId: row.job_id,
    live,
  };
}

/** A version row as the contract's {@link TourVersion}. */
export function versionOf(row: Selectable<TourVersionsTable>): TourVersion {
  const { live: _live, ...summary } = versionSummaryOf(row, false);
  return {
    ...summary,
    record: JSON.parse(row.record) as Tour,
    manifest: JSON.parse(row.manifest) as Manifest,
    files: JSON.parse(row.files) as TourVersion['files'],
  };
}
