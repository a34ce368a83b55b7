import { z } from 'zod';
import { CONTACT_TIMES } from './enquiry.js';
import { tourCodeSchema } from './tour-code-schema.js';
import { toCsv } from './csv.js';

/** Where operators are with an enquiry: every enquiry starts `new`. */
export const ENQUIRY_STATUSES = ['new', 'answered'] as const;

/** An enquiry's status. */
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES);

/** An enquiry's status. */
export type EnquiryStatus = z.infer<typeof enquiryStatusSchema>;

/** An enquiry as the studio shows it: what the visitor sent, and where operators are with it. */
export const studioEnquirySchema = z.object({
  id: z.string(),
  tourCode: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  message: z.string(),
  preferredContactTime: z.enum(CONTACT_TIMES).optional(),
  createdAt: z.string(),
  status: enquiryStatusSchema,
  /** When and by whom the status was last set; `null` for an enquiry nobody touched. */
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
});

/** An enquiry as the studio shows it. */
export type StudioEnquiry = z.infer<typeof studioEnquirySchema>;

/** `GET /api/studio/enquiries`, newest first. */
export const studioEnquiryListSchema = z.object({ enquiries: z.array(studioEnquirySchema) });

/** The filters of `GET /api/studio/enquiries` and its CSV. */
export const studioEnquiryQuerySchema = z.object({
  tour: tourCodeSchema.optional(),
  status: enquiryStatusSchema.optional(),
  /** Words in the name, email, phone or message. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(200),
});

/** The filters of the studio's enquiry list. */
export type StudioEnquiryQuery = z.input<typeof studioEnquiryQuerySchema>;

/** `PUT /api/studio/enquiries/{id}/status`. */
export const enquiryStatusBodySchema = z.object({ status: enquiryStatusSchema });

/** The columns every enquiry CSV has, the CLI's and the studio's. */
export const ENQUIRY_CSV_COLUMNS = [
  'id',
  'tourCode',
  'createdAt',
  'name',
  'email',
  'phone',
  'preferredContactTime',
  'message',
] as const;

/** The studio's CSV adds where operators are with each enquiry. */
export const STUDIO_ENQUIRY_CSV_COLUMNS = [
  ...ENQUIRY_CSV_COLUMNS,
  'status',
  'statusChangedAt',
  'statusChangedBy',
] as const;

type CsvColumn = (typeof STUDIO_ENQUIRY_CSV_COLUMNS)[number];

/**
 * Enquiries as CSV (RFC 4180), with the given columns. Visitors wrote these fields, so each
 * goes through `toCsv`'s defusing: nothing a terminal acts on, no spreadsheet formula.
 */
export function enquiryCsv<C extends CsvColumn>(
  enquiries: readonly Partial<Record<C, string | null>>[],
  columns: readonly C[],
): string {
  return toCsv(
    columns,
    enquiries.map((e) => columns.map((column) => e[column] ?? '')),
  );
}
