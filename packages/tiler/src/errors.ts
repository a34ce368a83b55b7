/**
 * Every error the tiler throws on purpose, by stable code, with what it means. Scripts reading
 * `--json` output switch on `code`, which never changes once shipped.
 */
export const TOUR_ERRORS = {
  invalid_argument: 'The command line or an argument is malformed (the CLI exits 2).',
  invalid_folder: 'The tour folder failed validation; every problem is listed, nothing was imported.',
  tour_exists: 'A tour with this code exists and neither --replace nor --if-missing was given.',
  tour_not_found: 'No tour has this code.',
  tour_busy: 'Another import of this tour is running (in any process); nothing was changed.',
  version_not_found: 'The tour has no version with this number.',
  invalid_draft:
    'The studio draft failed validation; every problem is listed, nothing was published or previewed.',
  manifest_exists: 'tour init found a manifest in the folder and --force was not given.',
  no_panoramas: 'tour init found no panorama the importer takes in the folder.',
  user_not_found: 'No studio account has this email.',
  reprojection_failed: 'A reprojection thread failed or stopped; nothing was published.',
  undecodable_image: 'An uploaded image (a HEIC photo) does not decode; nothing was stored.',
  internal_error: 'The importer broke one of its own rules; nothing was published.',
} as const satisfies Record<string, string>;

/** Why a tiler operation failed, stable for scripts reading `--json` output. */
export type TourErrorCode = keyof typeof TOUR_ERRORS;

/** An error the tiler API throws on purpose; the CLI prints its code and message and exits non-zero. */
export class TourError extends Error {
  override readonly name = 'TourError';

  constructor(
    readonly code: TourErrorCode,
    message: string,
    /** Every problem found, one located line each (for `invalid_folder`). */
    readonly problems: readonly string[] = [],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The error for a tour folder that failed validation: lists every problem at once. */
export function invalidFolder(folder: string, problems: readonly string[]): TourError {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const lines = problems.map((p) => `  ${p}`).join('\n');
  return new TourError('invalid_folder', `${folder}: ${count}, nothing was imported:\n${lines}`, problems);
}

/** The error for a state validation should have made impossible: a bug, not bad input. */
export function internalError(message: string): TourError {
  return new TourError('internal_error', message);
}
