import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.js';
import type { Database } from '../database.js';
import { createDraftFileRemoval } from './draft-file-removal.js';
import { createDraftFileStore } from './draft-file-store.js';
import { createDraftStore } from './draft-store.js';
import type { StudioTourStore } from './studio-types.js';
import { createVersionHistoryStore } from './version-history-store.js';
import { createVersionStore } from './version-store.js';

/** Drafts, draft files and versions over Kysely, the same code on SQLite and PostgreSQL. */
export function createStudioTourStore(db: Kysely<Database>, dialect: Dialect): StudioTourStore {
  return {
    ...createDraftStore(db),
    ...createDraftFileStore(db),
    ...createDraftFileRemoval(db),
    ...createVersionStore(db, dialect),
    ...createVersionHistoryStore(db),
  };
}
