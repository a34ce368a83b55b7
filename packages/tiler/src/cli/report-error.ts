import { StorageError, type StorageErrorCode } from '@tourview/storage';
import { TourError, type TourErrorCode } from '../errors.js';

/** An error as the CLI reports it: a stable code, the message, and every problem listed. */
export interface ReportedError {
  /** `failed` for an error neither the tiler nor storage threw on purpose. */
  code: TourErrorCode | StorageErrorCode | 'failed';
  message: string;
  problems: readonly string[];
}

/** What the CLI says about an error, whoever threw it. */
export function reportedError(error: unknown): ReportedError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TourError || error instanceof StorageError)
    return { code: error.code, message, problems: error.problems };
  return { code: 'failed', message, problems: [] };
}

/** The line written to stderr: `tour: error <code>: <message>`. */
export function errorLine(error: unknown): string {
  const { code, message } = reportedError(error);
  return `tour: error ${code}: ${message}\n`;
}

/** The exit code for a failed command: 2 for bad usage, 1 for everything else. */
export function exitCodeOf(error: unknown): number {
  return error instanceof TourError && error.code === 'invalid_argument' ? 2 : 1;
}
