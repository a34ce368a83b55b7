/** Why a tiler operation failed, stable for scripts reading `--json` output. */
export type TourErrorCode = 'invalid_folder' | 'tour_exists' | 'tour_not_found' | 'invalid_argument';

/** An error the tiler API throws on purpose; the CLI prints its message and exits non-zero. */
export class TourError extends Error {
  override readonly name = 'TourError';

  constructor(
    readonly code: TourErrorCode,
    message: string,
    /** Every problem found, one located line each (for `invalid_folder`). */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
  }
}

/** The error for a tour folder that failed validation: lists every problem at once. */
export function invalidFolder(folder: string, problems: readonly string[]): TourError {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  const lines = problems.map((p) => `  ${p}`).join('\n');
  return new TourError('invalid_folder', `${folder}: ${count}, nothing was imported:\n${lines}`, problems);
}
