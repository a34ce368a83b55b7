import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throw-away PostgreSQL database. */
export interface TemporaryDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** The server tests and benches use; `TEST_DATABASE_URL` points elsewhere. */
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database with a random name through the admin database, for tests and
 * benches that need a real PostgreSQL. Fails (never skips) when the server is unreachable.
 */
export async function createTemporaryPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL,
): Promise<TemporaryDatabase> {
  const name = `tourview_tmp_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
