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

const CSV_COLUMNS = [
  'id',
  'tourCode',
  'createdAt',
  'name',
  'email',
  'phone',
  'preferredContactTime',
  'message',
] as const;

/**
 * Enquiries as CSV (RFC 4180). Visitors wrote these fields, so a value a spreadsheet would run
 * as a formula (starting with = + - @) gets a leading apostrophe. Hand-written because the
 * whole need is these dozen lines.
 */
export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map((e) => CSV_COLUMNS.map((column) => csvField(e[column] ?? '')));
  return [CSV_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
