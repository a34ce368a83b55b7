import { createHash } from 'node:crypto';
import { defaultLanguageOf, formatIssues, resolveText, tourSchema, type Tour } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { InvalidTourError } from './errors.js';
import type { StoredTour, StoredTourJson, TourStore, TourSummary } from './types.js';

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
    .values({ code: tour.code, created_at: tour.createdAt, ...columns })
    .onConflict((oc) => oc.column('code').doUpdateSet({ ...columns, created_at: tour.createdAt }))
    .execute();
}

/** Tours as validated JSON documents plus the columns listed and looked up by. */
export function createTourStore(db: Kysely<Database>): TourStore {
  async function getTourJson(code: string): Promise<StoredTourJson | null> {
    const row = await db
      .selectFrom('tours')
      .select(['document', 'version'])
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? { json: row.document, version: row.version } : null;
  }

  async function getTour(code: string): Promise<StoredTour | null> {
    const stored = await getTourJson(code);
    // Documents were validated on the way in, so parsing JSON is enough on the way out.
    return stored ? { tour: JSON.parse(stored.json) as Tour, version: stored.version } : null;
  }

  const putTour = (input: Tour) => writeTour(db, input);

  async function listTours(): Promise<TourSummary[]> {
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
  }

  async function removeTour(code: string): Promise<boolean> {
    const result = await db.deleteFrom('tours').where('code', '=', code).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async function findTourCodeIgnoringCase(code: string): Promise<string | null> {
    // Only asked after a miss, which the server rate-limits, so a scan without an index of
    // lower(code) costs less than keeping one. Codes are ASCII, which lower() folds on both engines.
    const row = await db
      .selectFrom('tours')
      .select('code')
      .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
      .orderBy('code')
      .executeTakeFirst();
    return row?.code ?? null;
  }

  return { getTour, getTourJson, putTour, listTours, removeTour, findTourCodeIgnoringCase };
}
