import type { Kysely } from 'kysely';

/**
 * Studio accounts: users, their sessions, their tours, the one-time setup tokens and the
 * audit log. Tokens are stored as hashes only, so a copy of the database signs nobody in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    // The lower-cased email: unique, so Ann@x and ann@x are one account on both engines.
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('tour_memberships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key to tours: a membership may name a tour that is imported later.
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tour_memberships_pk', ['user_id', 'tour_code'])
    .execute();

  await db.schema
    .createTable('setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // No foreign key to users: the log outlives the accounts it names.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('client', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'setup_tokens', 'tour_memberships', 'sessions', 'users'])
    await db.schema.dropTable(table).execute();
}
