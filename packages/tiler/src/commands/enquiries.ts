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

/** What a spreadsheet runs as a formula: = + - @ (also full-width), and tab or CR before one. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Characters a terminal acts on or that reorder what it shows: C0 controls but line feed, DEL,
 * C1 controls (U+009B is a complete escape introducer), and the bidi embeddings, overrides
 * and isolates.
 */
const ACTIVE = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** What JSON.stringify leaves raw of {@link ACTIVE} (it escapes C0 itself), and the line separators. */
const ACTIVE_IN_JSON = /[\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/g;

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Enquiries as CSV (RFC 4180). Visitors wrote these fields: every character a terminal would
 * act on is written as a visible `\uXXXX`, and a value a spreadsheet would run as a formula
 * gets a leading apostrophe (OWASP's advice on CSV injection). Hand-written because the whole
 * need is these few lines.
 */
export function enquiriesToCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map((e) => CSV_COLUMNS.map((column) => csvField(e[column] ?? '')));
  return [CSV_COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n';
}

function csvField(value: string): string {
  const inert = value.replaceAll('\r\n', '\n').replace(ACTIVE, escaped);
  const safe = FORMULA_START.test(value) ? `'${inert}` : inert;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Enquiries as JSON that is safe to print: the same values, with the characters a terminal
 * would act on escaped as `\uXXXX` (JSON.stringify escapes C0 controls only).
 */
export function enquiriesToJson(enquiries: readonly StoredEnquiry[]): string {
  return `${JSON.stringify(enquiries, null, 2).replace(ACTIVE_IN_JSON, escaped)}\n`;
}
