import { ENQUIRY_CSV_COLUMNS, enquiryCsv, escapedCharacter } from '@tourview/schema';
import type { StoredEnquiry } from '@tourview/storage';
import { TourError } from '../errors.js';
import type { StorageLocation } from '../import/import-tour.js';
import { withStorage } from './storage-session.js';

/** Filters of {@link listEnquiries}. */
export interface EnquiryFilter {
  code?: string;
  /** A date or date-time; only enquiries created at or after it. */
  since?: string;
}

/** Stored enquiries, optionally of one tour and since a date. */
export async function listEnquiries(
  location: StorageLocation,
  filter: EnquiryFilter = {},
): Promise<StoredEnquiry[]> {
  const since = filter.since === undefined ? undefined : isoDate(filter.since);
  return withStorage(location, (storage) =>
    storage.listEnquiries({
      ...(filter.code === undefined ? {} : { tourCode: filter.code }),
      ...(since === undefined ? {} : { since }),
    }),
  );
}

function isoDate(text: string): string {
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) {
    throw new TourError(
      'invalid_argument',
      `--since: "${text}" is not a date like 2026-01-31 or 2026-01-31T12:00:00Z.`,
    );
  }
  return date.toISOString();
}

/**
 * What JSON.stringify leaves raw of the characters a terminal acts on (it escapes C0 itself),
 * and the line separators.
 */
const ACTIVE_IN_JSON = /[\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/g;

/** Enquiries as CSV, the columns the studio's CSV starts with. */
export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  return enquiryCsv(enquiries, ENQUIRY_CSV_COLUMNS);
}

/**
 * Enquiries as JSON that is safe to print: the same values, with the characters a terminal
 * would act on escaped as `\uXXXX` (JSON.stringify escapes C0 controls only).
 */
export function enquiriesToJson(enquiries: readonly StoredEnquiry[]): string {
  return `${JSON.stringify(enquiries, null, 2).replace(ACTIVE_IN_JSON, escapedCharacter)}\n`;
}
