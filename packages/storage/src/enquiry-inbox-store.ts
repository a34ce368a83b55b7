import type { StudioEnquiry } from '@tourview/schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EnquiriesTable, EnquiryStatusTable } from './database.js';
import { enquiryFromRow } from './enquiry-row.js';
import type { EnquiryInboxQuery, EnquiryInboxStore } from './types.js';

type InboxRow = Selectable<EnquiriesTable> &
  Pick<Selectable<EnquiryStatusTable>, 'changed_by'> & { status: string | null; changed_at: string | null };

function inboxEnquiryOf(row: InboxRow): StudioEnquiry {
  const { consent: _consent, ...enquiry } = enquiryFromRow(row);
  return {
    ...enquiry,
    status: row.status === 'answered' ? 'answered' : 'new',
    statusChangedAt: row.changed_at,
    statusChangedBy: row.changed_by,
  };
}

/** `LIKE` pattern for text containing `words`, with the pattern characters taken literally. */
function containing(words: string): string {
  return `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function withStatus(db: Kysely<Database>) {
  return db
    .selectFrom('enquiries as e')
    .leftJoin('enquiry_status as s', 's.enquiry_id', 'e.id')
    .selectAll('e')
    .select(['s.status', 's.changed_at', 's.changed_by']);
}

/** The inbox narrowed to the query's tours, status and words, newest first. */
function inboxQuery(db: Kysely<Database>, query: EnquiryInboxQuery) {
  let select = withStatus(db);
  if (query.tourCodes !== undefined) select = select.where('e.tour_code', 'in', query.tourCodes);
  if (query.status === 'answered') select = select.where('s.status', '=', 'answered');
  if (query.status === 'new')
    select = select.where((eb) => eb.or([eb('s.status', 'is', null), eb('s.status', '=', 'new')]));
  if (query.words) {
    const pattern = containing(query.words);
    select = select.where((eb) =>
      eb.or(
        (['e.name', 'e.email', 'e.phone', 'e.message'] as const).map(
          (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return select.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(query.limit);
}

async function readInboxEnquiry(db: Kysely<Database>, id: string): Promise<StudioEnquiry | null> {
  const row = await withStatus(db).where('e.id', '=', id).executeTakeFirst();
  return row === undefined ? null : inboxEnquiryOf(row);
}

/** The enquiries operators work through: read with their status, filtered, and marked. */
export function createEnquiryInboxStore(db: Kysely<Database>): EnquiryInboxStore {
  return {
    async listInbox(query) {
      if (query.tourCodes?.length === 0) return [];
      const rows = await inboxQuery(db, query).execute();
      return rows.map(inboxEnquiryOf);
    },
    getInboxEnquiry: (id) => readInboxEnquiry(db, id),
    async setEnquiryStatus(id, status, changedBy, at = new Date()) {
      const exists = await db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst();
      if (exists === undefined) return null;
      const values = { status, changed_at: at.toISOString(), changed_by: changedBy };
      await db
        .insertInto('enquiry_status')
        .values({ enquiry_id: id, ...values })
        .onConflict((oc) => oc.column('enquiry_id').doUpdateSet(values))
        .execute();
      return readInboxEnquiry(db, id);
    },
  };
}
