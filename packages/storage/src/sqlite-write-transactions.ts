import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite driver begins transactions as `deferred`: the first read takes a snapshot and
 * the first write then asks for the write lock. Should another connection (the CLI, a test
 * seeding the file, a second process) hold that lock at that moment, SQLite answers "database
 * is locked" at once instead of waiting out the busy timeout, because waiting could deadlock
 * two readers that both want to write. Our transactions exist to write, so they take the write
 * lock at `begin` (`immediate`), where SQLite does wait for it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect whose transactions begin `immediate` (see `ImmediateSqliteDriver`). */
export class WriteTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
