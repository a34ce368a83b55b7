import { randomUUID } from 'node:crypto';
import { enquiryFieldsSchema, formatIssues, tourCodeSchema, type EnquiryFields } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { enquiryFromRow, enquiryRow } from './enquiry-row.js';
import type { EnquiryQuery, EnquiryStore, StoredEnquiry } from './types.js';

/** Thrown by `createEnquiry` for fields that break the enquiry schema. */
export class InvalidEnquiryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The enquiry is invalid: ${problems.join('; ')}`);
    this.name = 'InvalidEnquiryError';
  }
}

/** Thrown by `listEnquiries` for a `since` that is not a date. */
export class InvalidQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidQueryError';
  }
}

function isoInstant(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new InvalidQueryError(`"since" is not a date: ${JSON.stringify(value)}`);
  return date.toISOString();
}

/** Enquiries, each written together with its outbox entry. */
export function createEnquiryStore(db: Kysely<Database>): EnquiryStore {
  async function createEnquiry(tourCode: string, input: EnquiryFields): Promise<StoredEnquiry> {
    const parsed = enquiryFieldsSchema.safeParse(input);
    const code = tourCodeSchema.safeParse(tourCode);
    if (!parsed.success || !code.success) {
      throw new InvalidEnquiryError([
        ...(code.success ? [] : formatIssues(code.error).map((p) => `tourCode${p.slice(p.indexOf(':'))}`)),
        ...(parsed.success ? [] : formatIssues(parsed.error)),
      ]);
    }
    const createdAt = new Date().toISOString();
    const row = enquiryRow(randomUUID(), tourCode, parsed.data, createdAt);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('enquiries').values(row).execute();
      await trx
        .insertInto('enquiry_outbox')
        .values({ enquiry_id: row.id, next_attempt_at: createdAt })
        .execute();
    });
    return enquiryFromRow(row);
  }

  async function listEnquiries(query: EnquiryQuery = {}): Promise<StoredEnquiry[]> {
    let select = db.selectFrom('enquiries').selectAll();
    if (query.tourCode !== undefined) select = select.where('tour_code', '=', query.tourCode);
    if (query.since !== undefined) select = select.where('created_at', '>=', isoInstant(query.since));
    const rows = await select.orderBy('created_at').orderBy('id').execute();
    return rows.map(enquiryFromRow);
  }

  return { createEnquiry, listEnquiries };
}
