import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept: more than the texts a busy server repeats, few enough to hold little memory. */
const KEPT_STATEMENTS = 200;

/**
 * The SQLite file as Kysely's dialect takes it, but a statement is prepared once per text and
 * kept for the most recently used texts. Kysely prepares every query it runs; at 1,000
 * analytics batches a second that was a sixth of the event loop's time.
 */
export function withStatementCache(file: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = file.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
