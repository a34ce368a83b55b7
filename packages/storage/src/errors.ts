import type { DraftConflict } from './studio/studio-types.js';

/**
 * Every error storage throws on purpose, by stable code, with what it means. Callers (the
 * server, the `tour` CLI) switch on `code`, which never changes once shipped; the message
 * gives the details in words.
 */
export const STORAGE_ERRORS = {
  invalid_config: 'DATA_DIR, DATABASE_URL, MEDIA_STORE or an S3_ variable in the environment is invalid.',
  invalid_tour: 'A tour record breaks the tour schema; nothing was written.',
  invalid_enquiry: 'Enquiry fields break the enquiry schema; nothing was written.',
  invalid_query: 'A filter of a listing is malformed.',
  invalid_account: 'An account field (email, role, password) is invalid; nothing was written.',
  account_exists: 'An account with this email (in any letter case) exists.',
  migration_failed: 'A database migration failed; the schema is as it was before it.',
  database_too_new:
    'A newer version migrated the database; this one does not know its schema and changes nothing.',
  tour_exists:
    'A tour (or a studio draft) with this code exists, or another tour uses it as its unbranded code.',
  invalid_branding:
    'The agency branding is invalid (an accent colour that fails WCAG AA contrast); nothing was written.',
  no_draft: 'The tour has no studio draft (and no version to make one from).',
  revision_conflict:
    'The draft changed since the revision the edit was based on; the error names who changed it and when.',
  source_store_failed: 'The source store (private copies of uploaded and imported files) failed.',
  media_store_failed:
    'The media store (the media folder or the S3 bucket) refused an operation or could not be reached.',
  backup_not_supported:
    'Backup and restore take the SQLite database of the data folder only: PostgreSQL is backed up with pg_dump; nothing was written.',
  backup_target_invalid:
    'The backup file exists already or lies inside the data folder; nothing was written.',
  invalid_backup: 'The file is not a Tourview backup, or it is damaged; nothing was restored.',
  backup_too_new:
    'The backup was made by a newer version of Tourview (its database has migrations this version does not know); nothing was restored.',
  backup_store_mismatch:
    'The backup keeps its media in another store (the data folder or an S3 bucket) than the one configured; nothing was restored.',
  data_folder_not_empty:
    'A backup is restored only into an empty (or missing) data folder; nothing was restored.',
} as const satisfies Record<string, string>;

/** A stable storage error code. */
export type StorageErrorCode = keyof typeof STORAGE_ERRORS;

/** An error storage throws on purpose; `problems` lists every problem found, one line each. */
export class StorageError extends Error {
  override readonly name: string = 'StorageError';

  constructor(
    readonly code: StorageErrorCode,
    message: string,
    readonly problems: readonly string[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function listed(headline: string, problems: readonly string[]): string {
  return `${headline}\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

/** Thrown by `putTour` for a record that breaks the tour schema; lists every problem. */
export class InvalidTourError extends StorageError {
  override readonly name = 'InvalidTourError';

  constructor(problems: readonly string[]) {
    super('invalid_tour', listed('The tour record is invalid:', problems), problems);
  }
}

/** Thrown by `createEnquiry` for fields that break the enquiry schema. */
export class InvalidEnquiryError extends StorageError {
  override readonly name = 'InvalidEnquiryError';

  constructor(problems: readonly string[]) {
    super('invalid_enquiry', `The enquiry is invalid: ${problems.join('; ')}`, problems);
  }
}

/** Thrown by `listEnquiries` for a `since` that is not a date. */
export class InvalidQueryError extends StorageError {
  override readonly name = 'InvalidQueryError';

  constructor(message: string) {
    super('invalid_query', message);
  }
}

/** Thrown when opening storage cannot bring the schema up to date; names the migration. */
export class MigrationError extends StorageError {
  override readonly name = 'MigrationError';

  constructor(migration: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('migration_failed', `Database migration ${migration} failed: ${reason}`, [], { cause });
  }
}

/**
 * Thrown instead of migrating when the database holds migrations this version does not know: a
 * newer version migrated it, and this one would read and write a schema it was not written for.
 */
export class DatabaseTooNewError extends StorageError {
  override readonly name = 'DatabaseTooNewError';

  constructor(databaseSchema: string, knownSchema: string) {
    super(
      'database_too_new',
      `The database was migrated by a newer version: its schema is at ${databaseSchema}, and this ` +
        `version knows migrations up to ${knownSchema} only. Nothing was changed. Run the newer ` +
        'version, or restore a backup made with this one.',
    );
  }
}

/** Thrown for a storage configuration that cannot be used; lists every problem, one per variable. */
export class StorageConfigError extends StorageError {
  override readonly name = 'StorageConfigError';

  constructor(problems: readonly string[]) {
    super('invalid_config', listed('Invalid storage configuration:', problems), problems);
  }
}

/** Thrown when an account's email, role or password breaks the studio's rules. */
export class InvalidAccountError extends StorageError {
  override readonly name = 'InvalidAccountError';

  constructor(problems: readonly string[]) {
    super('invalid_account', `The account is invalid: ${problems.join('; ')}`, problems);
  }
}

/** Thrown when an account with the same email, in any letter case, exists. */
export class AccountExistsError extends StorageError {
  override readonly name = 'AccountExistsError';

  constructor(email: string) {
    super('account_exists', `An account with the email "${email}" exists.`);
  }
}

/** Thrown by `createDraft` when the code is taken by a tour or a draft. */
export class TourExistsError extends StorageError {
  override readonly name = 'TourExistsError';

  constructor(code: string) {
    super('tour_exists', `A tour with the code "${code}" exists.`);
  }
}

/** Thrown when a draft is asked for that does not exist. */
export class NoDraftError extends StorageError {
  override readonly name = 'NoDraftError';

  constructor(code: string) {
    super('no_draft', `The tour "${code}" has no draft.`);
  }
}

/** Thrown by `saveDraft` when the draft moved on since the revision the edit started from. */
export class RevisionConflictError extends StorageError {
  override readonly name = 'RevisionConflictError';

  constructor(
    code: string,
    readonly conflict: DraftConflict,
  ) {
    const who = conflict.updatedBy?.email ?? 'someone else';
    super(
      'revision_conflict',
      `The draft of "${code}" was changed by ${who} at ${conflict.updatedAt} (revision ${conflict.revision}).`,
    );
  }
}

/** Thrown when the source store cannot store or read a file. */
export class SourceStoreError extends StorageError {
  override readonly name = 'SourceStoreError';

  constructor(what: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super('source_store_failed', `${what} failed: ${reason}`, [], { cause });
  }
}

/**
 * Thrown when the media store refuses an operation or cannot be reached: `what` failed
 * because of `cause`, which is kept; without a cause, `what` is the whole message.
 */
export class MediaStoreError extends StorageError {
  override readonly name = 'MediaStoreError';

  constructor(what: string, cause?: unknown) {
    if (cause === undefined) super('media_store_failed', what);
    else {
      const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
      super('media_store_failed', `${what} failed: ${reason}`, [], { cause });
    }
  }
}

/** Thrown by backup and restore: `code` says which rule the backup, its file or its target broke. */
export class BackupError extends StorageError {
  override readonly name = 'BackupError';

  constructor(
    code:
      | 'backup_not_supported'
      | 'backup_target_invalid'
      | 'invalid_backup'
      | 'backup_too_new'
      | 'backup_store_mismatch'
      | 'data_folder_not_empty',
    message: string,
    options?: ErrorOptions,
  ) {
    super(code, message, [], options);
  }
}
