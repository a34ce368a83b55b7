import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { SQLITE_SYNCHRONOUS, type Dialect } from '../connect.js';
import type { Database } from '../database.js';
import { REACHED_METRIC, type AnalyticsDeltas } from './analytics-deltas.js';
import type {
  AnalyticsBatchesTable,
  AnalyticsDailyCountsTable,
  AnalyticsDailyDwellTable,
  AnalyticsDailyLooksTable,
  AnalyticsDayVisitorsTable,
  AnalyticsVisitMarksTable,
} from './analytics-tables.js';

type Trx = Transaction<Database>;

/** The SQL type of each column a JSON row fills. */
type ColumnTypes<Row> = { [Column in keyof Row & string]: 'text' | 'integer' };

const BATCH_COLUMNS: ColumnTypes<AnalyticsBatchesTable> = {
  tour_code: 'text',
  day: 'text',
  received_at: 'text',
  visit_id: 'text',
  events: 'text',
};
const VISITOR_COLUMNS: ColumnTypes<AnalyticsDayVisitorsTable> = {
  tour_code: 'text',
  day: 'text',
  visitor_hash: 'text',
};
const MARK_COLUMNS: ColumnTypes<AnalyticsVisitMarksTable> = {
  tour_code: 'text',
  visit_id: 'text',
  mark: 'text',
  day: 'text',
};
const COUNT_COLUMNS: ColumnTypes<AnalyticsDailyCountsTable> = {
  tour_code: 'text',
  day: 'text',
  metric: 'text',
  key: 'text',
  count: 'integer',
};
const DWELL_COLUMNS: ColumnTypes<AnalyticsDailyDwellTable> = {
  tour_code: 'text',
  day: 'text',
  room: 'text',
  seconds: 'integer',
  count: 'integer',
};
const LOOK_COLUMNS: ColumnTypes<AnalyticsDailyLooksTable> = {
  tour_code: 'text',
  day: 'text',
  room: 'text',
  yaw: 'integer',
  pitch: 'integer',
  count: 'integer',
};

/** The tables a group writes, each from one JSON parameter of its rows. */
type Part = 'batches' | 'visitors' | 'marks' | 'counts' | 'dwell' | 'looks';

/** A group's rows as JSON, one string per part. */
type PartsJson = Record<Part, string>;

/** What a part's parameter holds while a statement is compiled: its name, marked. */
const SLOT_MARK = '\u0000analytics part:';

/**
 * The part `part`'s rows as a table the database reads from one JSON parameter. A group's
 * inserts had a value list of thousands of parameters whose text changed with every group:
 * building, sending and parsing those, and SQLite preparing each anew, cost more than the
 * writes. As JSON, a statement's text is the same for every group (SQLite keeps it prepared)
 * and its rows are one string. (`where true` lets SQLite tell the `on conflict` that follows
 * from a join's.)
 */
function jsonRows<Row extends object>(dialect: Dialect, columns: ColumnTypes<Row>, part: Part) {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const json = `${SLOT_MARK}${part}`;
  if (dialect === 'postgres') {
    const definitions = names.map((name) => sql`${sql.id(name)} ${sql.raw(columns[name])}`);
    return sql`select ${sql.join(names.map((name) => sql.id(name)))}
      from json_to_recordset(${json}::json) as r(${sql.join(definitions)})`;
  }
  const values = names.map((name) => sql`value ->> ${sql.lit(`$.${name}`)}`);
  return sql`select ${sql.join(values)} from json_each(${json}) where true`;
}

/** A statement compiled once, and which part's JSON goes in each of its parameters. */
interface FixedStatement {
  sql: string;
  parts: Part[];
}

/** A compiled statement's text, and the part each of its parameters stands for. */
function fixed(compiled: CompiledQuery): FixedStatement {
  const parts = compiled.parameters.map((parameter) => {
    if (typeof parameter !== 'string' || !parameter.startsWith(SLOT_MARK))
      throw new Error(
        `An analytics statement has a parameter that is not a part's rows: ${String(parameter)}`,
      );
    return parameter.slice(SLOT_MARK.length) as Part;
  });
  return { sql: compiled.sql, parts };
}

/** Runs a fixed statement with the group's JSON; the rows it returns. */
async function run<Row>(
  db: Kysely<Database> | Trx,
  statement: FixedStatement,
  json: PartsJson,
): Promise<Row[]> {
  const parameters = statement.parts.map((part) => json[part]);
  return (await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, parameters))).rows;
}

/** A map's rows in the order of their keys (see `rowsJson`). */
function sortedRows<T>(map: ReadonlyMap<string, T>): T[] {
  return [...map.keys()].sort().map((key) => map.get(key) as T);
}

/**
 * The group's rows as JSON, but for the counts (see `countsJson`). The aggregates go in the
 * order of their keys: two instances adding to the same rows then lock them in one order, so
 * PostgreSQL never has to break a deadlock between them.
 */
function rowsJson(d: AnalyticsDeltas): Omit<PartsJson, 'counts'> {
  return {
    batches: JSON.stringify(d.batches),
    visitors: JSON.stringify(sortedRows(d.visitors)),
    marks: JSON.stringify(sortedRows(d.marks)),
    dwell: JSON.stringify(sortedRows(d.dwell)),
    looks: JSON.stringify(sortedRows(d.looks)),
  };
}

/**
 * The counts as JSON, in no order: PostgreSQL's statement adds the first-time visitors and
 * marks to them and orders them itself, and SQLite, whose steps count the firsts before, has
 * one writer at a time.
 */
function countsJson(d: AnalyticsDeltas): string {
  return JSON.stringify([...d.counts.values()]);
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

/** An insert that adds a part's rows to `table`'s counts, row by row in the order given. */
function addCounts<Row extends object>(
  dialect: Dialect,
  table: 'analytics_daily_counts' | 'analytics_daily_dwell' | 'analytics_daily_looks',
  columns: ColumnTypes<Row>,
  part: Part,
) {
  const names = Object.keys(columns);
  const keys = names.filter((name) => name !== 'count');
  return sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.id(name)))})
    ${jsonRows(dialect, columns, part)}
    on conflict (${sql.join(keys.map((name) => sql.id(name)))})
    do update set count = ${sql.table(table)}.count + excluded.count`;
}

/** SQLite's statements, one per table, each run only when its part has rows. */
function sqliteStatements(db: Kysely<Database>) {
  return {
    batches: fixed(
      db
        .insertInto('analytics_batches')
        .columns(['tour_code', 'day', 'received_at', 'visit_id', 'events'])
        .expression(jsonRows('sqlite', BATCH_COLUMNS, 'batches'))
        .compile(),
    ),
    visitors: fixed(
      db
        .insertInto('analytics_day_visitors')
        .columns(['tour_code', 'day', 'visitor_hash'])
        .expression(jsonRows('sqlite', VISITOR_COLUMNS, 'visitors'))
        .onConflict((oc) => oc.doNothing())
        .returning(['tour_code', 'day'])
        .compile(),
    ),
    marks: fixed(
      db
        .insertInto('analytics_visit_marks')
        .columns(['tour_code', 'visit_id', 'mark', 'day'])
        .expression(jsonRows('sqlite', MARK_COLUMNS, 'marks'))
        .onConflict((oc) => oc.doNothing())
        .returning(['tour_code', 'day', 'mark'])
        .compile(),
    ),
    counts: fixed(addCounts('sqlite', 'analytics_daily_counts', COUNT_COLUMNS, 'counts').compile(db)),
    dwell: fixed(addCounts('sqlite', 'analytics_daily_dwell', DWELL_COLUMNS, 'dwell').compile(db)),
    looks: fixed(addCounts('sqlite', 'analytics_daily_looks', LOOK_COLUMNS, 'looks').compile(db)),
  };
}

type SqliteStatements = ReturnType<typeof sqliteStatements>;

/**
 * SQLite: the steps of a group in one transaction; visitors and visit marks inserted for the
 * first time come back and are counted. SQLite's flush setting is the connection's, not the
 * transaction's, so it is lowered around this transaction only (see `writeDeltas`).
 */
async function writeInSteps(
  db: Kysely<Database>,
  statements: SqliteStatements,
  d: AnalyticsDeltas,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      await connection.transaction().execute(async (trx) => {
        const json = { ...rowsJson(d), counts: '' };
        if (d.batches.length > 0) await run(trx, statements.batches, json);
        if (d.visitors.size > 0) {
          const firsts = await run<{ tour_code: string; day: string }>(trx, statements.visitors, json);
          countFirsts(
            d,
            'visitors',
            firsts.map((row) => ({ ...row, key: '' })),
          );
        }
        if (d.marks.size > 0) {
          const firsts = await run<{ tour_code: string; day: string; mark: string }>(
            trx,
            statements.marks,
            json,
          );
          countFirsts(
            d,
            REACHED_METRIC,
            firsts.map((row) => ({ ...row, key: row.mark })),
          );
        }
        json.counts = countsJson(d);
        if (d.counts.size > 0) await run(trx, statements.counts, json);
        if (d.dwell.size > 0) await run(trx, statements.dwell, json);
        if (d.looks.size > 0) await run(trx, statements.looks, json);
      });
    } finally {
      // The connection's own setting, not the one read before: a restore that once failed would
      // otherwise be read back as the setting and leave every later commit unflushed.
      await sql.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`).execute(connection);
    }
  });
}

/**
 * PostgreSQL: the whole group as one statement, one round trip instead of nine (begin, a
 * setting, six inserts, commit): visitors and marks inserted for the first time come back
 * from their inserts and are counted in the same statement. The statement is its own
 * transaction, whose commit does not wait for the flush (see `writeDeltas`).
 */
function postgresStatement(db: Kysely<Database>): FixedStatement {
  const batchColumns = sql.join(Object.keys(BATCH_COLUMNS).map((name) => sql.id(name)));
  return fixed(
    sql`with
    no_flush_wait as (select set_config('synchronous_commit', 'off', true)),
    batches as (
      insert into analytics_batches (${batchColumns}) ${jsonRows('postgres', BATCH_COLUMNS, 'batches')}
    ),
    visitors as (
      insert into analytics_day_visitors (tour_code, day, visitor_hash)
      ${jsonRows('postgres', VISITOR_COLUMNS, 'visitors')}
      on conflict do nothing returning tour_code, day
    ),
    marks as (
      insert into analytics_visit_marks (tour_code, visit_id, mark, day)
      ${jsonRows('postgres', MARK_COLUMNS, 'marks')}
      on conflict do nothing returning tour_code, day, mark
    ),
    counts as (
      insert into analytics_daily_counts (tour_code, day, metric, key, count)
      select tour_code, day, metric, key, sum(count)::integer from (
        ${jsonRows('postgres', COUNT_COLUMNS, 'counts')}
        union all
        select tour_code, day, 'visitors', '', count(*)::integer from visitors group by tour_code, day
        union all
        select tour_code, day, ${sql.lit(REACHED_METRIC)}::text, mark, count(*)::integer from marks group by tour_code, day, mark
      ) as added
      -- Ordered here, with the firsts among them (see countsJson).
      group by tour_code, day, metric, key
      order by tour_code, day, metric, key
      on conflict (tour_code, day, metric, key)
      do update set count = analytics_daily_counts.count + excluded.count
    ),
    dwell as (${addCounts('postgres', 'analytics_daily_dwell', DWELL_COLUMNS, 'dwell')}),
    looks as (${addCounts('postgres', 'analytics_daily_looks', LOOK_COLUMNS, 'looks')})
  select * from no_flush_wait`.compile(db),
  );
}

/**
 * Writes a group's raw batches and adds to the daily aggregates in one transaction, so the
 * aggregates always equal what the raw batches say and a batch is either wholly in or not at all.
 *
 * The commit is handed to the operating system (SQLite) or the database server (PostgreSQL)
 * but not waited for on disk: it survives this process being killed (kill -9, a crash), not a
 * power cut, an operating-system crash or a crash of PostgreSQL itself, which may lose the
 * last second or so of analytics.
 * The flush took 3–17 ms per commit on the measured disk, so flushing every group alone spent
 * the ingest's p99 budget (20 ms). Enquiries and everything else keep their flush, and any
 * later flushed commit makes these durable too.
 */
export async function writeDeltas(db: Kysely<Database>, dialect: Dialect, d: AnalyticsDeltas): Promise<void> {
  if (dialect === 'postgres')
    await run(db, statementsOf(db, postgresStatement), { ...rowsJson(d), counts: countsJson(d) });
  else await writeInSteps(db, statementsOf(db, sqliteStatements), d);
}

const compiledFor = new WeakMap<Kysely<Database>, unknown>();

/**
 * The statements `make` compiles for `db`, compiled at its first group and kept: building and
 * compiling a group's statements anew cost a share of the event loop at 1,000 groups a second,
 * and on PostgreSQL the query trees built for a group were still alive while its statement
 * ran, so the young-generation collections that found them there copied megabytes and paused
 * the process for 10–16 ms every 300 ms or so.
 */
function statementsOf<T>(db: Kysely<Database>, make: (db: Kysely<Database>) => T): T {
  if (!compiledFor.has(db)) compiledFor.set(db, make(db));
  return compiledFor.get(db) as T;
}
