import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import { REACHED_METRIC, type AnalyticsDeltas } from './analytics-deltas.js';

type Trx = Transaction<Database>;

/** Rows per insert: 7 values or fewer each stays below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/** Adds 1 to `metric` under each first's key: a visitor or mark counted for the first time. */
function countFirsts(
  d: AnalyticsDeltas,
  metric: string,
  firsts: readonly { tour_code: string; day: string; key: string }[],
): void {
  for (const { tour_code, day, key } of firsts) {
    const id = `${tour_code}\0${day}\0${metric}\0${key}`;
    const found = d.counts.get(id);
    if (found) found.count += 1;
    else d.counts.set(id, { tour_code, day, metric, key, count: 1 });
  }
}

/**
 * A map's rows in the order of their keys: two instances adding to the same rows then lock
 * them in one order, so PostgreSQL never has to break a deadlock between them.
 */
function sortedRows<T>(map: ReadonlyMap<string, T>): T[][] {
  return chunks([...map.keys()].sort().map((key) => map.get(key) as T));
}

/** Visitors and visit marks not yet counted: inserted now, each one counted once. */
async function insertFirsts(trx: Trx, d: AnalyticsDeltas): Promise<void> {
  for (const rows of sortedRows(d.visitors)) {
    const firsts = await trx
      .insertInto('analytics_day_visitors')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning(['tour_code', 'day'])
      .execute();
    countFirsts(
      d,
      'visitors',
      firsts.map((row) => ({ ...row, key: '' })),
    );
  }
  for (const rows of sortedRows(d.marks)) {
    const firsts = await trx
      .insertInto('analytics_visit_marks')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning(['tour_code', 'day', 'mark'])
      .execute();
    countFirsts(
      d,
      REACHED_METRIC,
      firsts.map((row) => ({ ...row, key: row.mark })),
    );
  }
}

async function addSums(trx: Trx, d: AnalyticsDeltas): Promise<void> {
  for (const rows of sortedRows(d.counts))
    await trx
      .insertInto('analytics_daily_counts')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['tour_code', 'day', 'metric', 'key']).doUpdateSet((eb) => ({
          count: eb('analytics_daily_counts.count', '+', eb.ref('excluded.count')),
        })),
      )
      .execute();
  for (const rows of sortedRows(d.dwell))
    await trx
      .insertInto('analytics_daily_dwell')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['tour_code', 'day', 'room', 'seconds'])
          .doUpdateSet((eb) => ({ count: eb('analytics_daily_dwell.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  for (const rows of sortedRows(d.looks))
    await trx
      .insertInto('analytics_daily_looks')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['tour_code', 'day', 'room', 'yaw', 'pitch'])
          .doUpdateSet((eb) => ({ count: eb('analytics_daily_looks.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
}

/**
 * Writes a group's raw batches and adds to the daily aggregates in one transaction, so the
 * aggregates always equal what the raw batches say and a batch is either wholly in or not at all.
 */
export async function writeDeltas(db: Kysely<Database>, d: AnalyticsDeltas): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(d.batches)) await trx.insertInto('analytics_batches').values(rows).execute();
    await insertFirsts(trx, d);
    await addSums(trx, d);
  });
}
