import type { Kysely } from 'kysely';

/** Tours, enquiries and the enquiry outbox. Text timestamps keep both dialects identical. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tours')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('scene_count', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tours_updated_at').on('tours').column('updated_at').execute();

  // No foreign key to tours: an enquiry is a business record that outlives its tour.
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tour_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('preferred_contact_time', 'text')
    .addColumn('consent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiries_tour_created')
    .on('enquiries')
    .columns(['tour_code', 'created_at'])
    .execute();
  await db.schema.createIndex('enquiries_created').on('enquiries').column('created_at').execute();

  await db.schema
    .createTable('enquiry_outbox')
    .addColumn('enquiry_id', 'text', (c) => c.primaryKey().references('enquiries.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('enquiry_outbox_due')
    .on('enquiry_outbox')
    .columns(['delivered_at', 'next_attempt_at'])
    .execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_outbox').execute();
  await db.schema.dropTable('enquiries').execute();
  await db.schema.dropTable('tours').execute();
}
