import { createHash } from 'node:crypto';
import { defaultLanguageOf, formatIssues, resolveText, tourSchema, type Tour } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { InvalidTourError, StorageError } from './errors.js';
import type { StoredTourJson, TourStore } from './types.js';
import { newUnbrandedCode } from './unbranded-code.js';

function versionOf(json: string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 22);
}

/**
 * Validates a tour record and creates or replaces its row; `db` may be a transaction, so a
 * studio version and the record it makes live are written together.
 */
export async function writeTour(db: Kysely<Database>, input: Tour): Promise<void> {
  const parsed = tourSchema.safeParse(input);
  if (!parsed.success) throw new InvalidTourError(formatIssues(parsed.error));
  const tour = parsed.data;
  await refuseUnbrandedCode(db, tour.code);
  const document = JSON.stringify(tour);
  const columns = {
    // The listing's column holds the title in the tour's default language.
    title: resolveText(tour.title, [defaultLanguageOf(tour)]),
    scene_count: tour.scenes.length,
    document,
    version: versionOf(document),
    updated_at: tour.updatedAt,
  };
  await db
    .insertInto('tours')
    .values({ code: tour.code, created_at: tour.createdAt, unbranded_code: newUnbrandedCode(), ...columns })
    // A republish keeps the unbranded code listing services already have.
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({
        ...columns,
        created_at: tour.createdAt,
        unbranded_code: eb.fn.coalesce('tours.unbranded_code', eb.ref('excluded.unbranded_code')),
      })),
    )
    .execute();
}

/** A tour may not take a code that is already another tour's unbranded code: both open pages. */
async function refuseUnbrandedCode(db: Kysely<Database>, code: string): Promise<void> {
  const taken = await db
    .selectFrom('tours')
    .select('code')
    .where('unbranded_code', '=', code)
    .executeTakeFirst();
  if (taken)
    throw new StorageError('tour_exists', `The code ${code} is in use as another tour's unbranded code.`);
}

async function readTourJson(db: Kysely<Database>, code: string): Promise<StoredTourJson | null> {
  const row = await db
    .selectFrom('tours')
    .select(['document', 'version'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? { json: row.document, version: row.version } : null;
}

/** Tours as validated JSON documents plus the columns listed and looked up by. */
export function createTourStore(db: Kysely<Database>): TourStore {
  return {
    async getTour(code) {
      const stored = await readTourJson(db, code);
      // Documents were validated on the way in, so parsing JSON is enough on the way out.
      return stored ? { tour: JSON.parse(stored.json) as Tour, version: stored.version } : null;
    },
    getTourJson: (code) => readTourJson(db, code),
    async getTourByUnbrandedCode(unbrandedCode) {
      const row = await db
        .selectFrom('tours')
        .select(['code', 'document', 'version'])
        .where('unbranded_code', '=', unbrandedCode)
        .executeTakeFirst();
      return row ? { code: row.code, json: row.document, version: row.version } : null;
    },
    async getUnbrandedCode(code) {
      const row = await db
        .selectFrom('tours')
        .select('unbranded_code')
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.unbranded_code ?? null;
    },
    putTour: (input) => writeTour(db, input),
    async listTours() {
      const rows = await db
        .selectFrom('tours')
        .select(['code', 'title', 'scene_count', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('code')
        .execute();
      return rows.map((r) => ({
        code: r.code,
        title: r.title,
        scenes: r.scene_count,
        updatedAt: r.updated_at,
      }));
    },
    async removeTour(code) {
      const result = await db.deleteFrom('tours').where('code', '=', code).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    async findTourCodeIgnoringCase(code) {
      // Only asked after a miss, which the server rate-limits, so a scan without an index of
      // lower(code) costs less than keeping one. Codes are ASCII, which lower() folds on both engines.
      const row = await db
        .selectFrom('tours')
        .select('code')
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
        .orderBy('code')
        .executeTakeFirst();
      return row?.code ?? null;
    },
  };
}
