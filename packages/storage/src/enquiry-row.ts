import type { Selectable } from 'kysely';
import type { EnquiryFields } from '@tourview/schema';
import type { EnquiriesTable } from './database.js';
import type { StoredEnquiry } from './types.js';

/** The row for an enquiry; empty optional fields are stored as NULL. */
export function enquiryRow(
  id: string,
  tourCode: string,
  fields: EnquiryFields,
  createdAt: string,
): EnquiriesTable {
  return {
    id,
    tour_code: tourCode,
    name: fields.name,
    email: fields.email || null,
    phone: fields.phone || null,
    message: fields.message,
    preferred_contact_time: fields.preferredContactTime ?? null,
    consent: 1,
    created_at: createdAt,
  };
}

/** The enquiry a row holds, without the NULL fields. */
export function enquiryFromRow(row: Selectable<EnquiriesTable>): StoredEnquiry {
  return {
    id: row.id,
    tourCode: row.tour_code,
    name: row.name,
    ...(row.email === null ? {} : { email: row.email }),
    ...(row.phone === null ? {} : { phone: row.phone }),
    message: row.message,
    ...(row.preferred_contact_time === null
      ? {}
      : { preferredContactTime: row.preferred_contact_time as StoredEnquiry['preferredContactTime'] }),
    consent: true,
    createdAt: row.created_at,
  };
}
