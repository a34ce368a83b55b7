import SQLite from 'better-sqlite3';

// SQLite's limit on pages per backup step: one step copies the whole file.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live SQLite file `source` to `target` with SQLite's online backup API, while
 * other processes keep writing. The whole copy is one backup step, so it reads one snapshot
 * of the WAL database in a single read transaction: it holds every transaction committed
 * before the step began, and the server's writes go on meanwhile (readers never block
 * writers in WAL mode). Page-sized steps would restart whenever the server wrote between two.
 * Returns the migrations the copy's schema has.
 */
export async function snapshotSqlite(source: string, target: string): Promise<string[]> {
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  return checkSqlite(target);
}

/**
 * Checks a SQLite file's structure (`quick_check`) and returns the names of the migrations
 * its schema has, in order; throws with SQLite's words when it is damaged.
 */
export function checkSqlite(file: string): string[] {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const verdict: unknown = db.pragma('quick_check', { simple: true });
    if (verdict !== 'ok') throw new Error(`the database is damaged: ${String(verdict)}`);
    return db.prepare('select name from kysely_migration order by name').pluck().all() as string[];
  } finally {
    db.close();
  }
}
