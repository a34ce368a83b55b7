import { randomUUID } from 'node:crypto';
import { enquiryFieldsSchema, formatIssues, tourCodeSchema, type EnquiryFields } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database, EnquiriesTable } from './database.js';
import { enquiryFromRow, enquiryRow } from './enquiry-row.js';
import { InvalidEnquiryError, InvalidQueryError } from './errors.js';
import { groupCommit } from './group-commit.js';
import type { EnquiryStore } from './types.js';

/** Enquiries written in one transaction at most: 9 values each stays far below both engines' limits. */
const MAX_ENQUIRIES_PER_COMMIT = 100;

function isoInstant(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new InvalidQueryError(`"since" is not a date: ${JSON.stringify(value)}`);
  return date.toISOString();
}

/** The enquiry's fields, validated, or an error naming every field that is wrong. */
function validEnquiry(tourCode: string, input: EnquiryFields): EnquiryFields {
  const parsed = enquiryFieldsSchema.safeParse(input);
  const code = tourCodeSchema.safeParse(tourCode);
  if (!parsed.success || !code.success) {
    throw new InvalidEnquiryError([
      ...(code.success ? [] : formatIssues(code.error).map((p) => `tourCode${p.slice(p.indexOf(':'))}`)),
      ...(parsed.success ? [] : formatIssues(parsed.error)),
    ]);
  }
  return parsed.data;
}

/** Enquiries, each written together with its outbox entry. */
export function createEnquiryStore(db: Kysely<Database>): EnquiryStore {
  // Enquiries sent at the same time share one transaction. Each commit waits for the disk
  // (and on SQLite blocks the event loop while it does), so at 100 concurrent senders one
  // commit apiece allowed about 1,900 enquiries/s on SQLite and 1,600 on PostgreSQL; shared
  // commits allow 12,000 and 15,000, with every enquiry still durable before it is answered.
  const insertWithOutbox = groupCommit<EnquiriesTable>(
    (rows) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('enquiries').values(rows).execute();
        await trx
          .insertInto('enquiry_outbox')
          .values(rows.map((row) => ({ enquiry_id: row.id, next_attempt_at: row.created_at })))
          .execute();
      }),
    MAX_ENQUIRIES_PER_COMMIT,
  );
  return {
    async createEnquiry(tourCode, input) {
      const fields = validEnquiry(tourCode, input);
      const row = enquiryRow(randomUUID(), tourCode, fields, new Date().toISOString());
      await insertWithOutbox(row);
      return enquiryFromRow(row);
    },
    async listEnquiries(query = {}) {
      let select = db.selectFrom('enquiries').selectAll();
      if (query.tourCode !== undefined) select = select.where('tour_code', '=', query.tourCode);
      if (query.since !== undefined) select = select.where('created_at', '>=', isoInstant(query.since));
      const rows = await select.orderBy('created_at').orderBy('id').execute();
      return rows.map(enquiryFromRow);
    },
  };
}
