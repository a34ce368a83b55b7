import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { AccountStore } from './account-types.js';

/** The audit log: appended to, listed newest first. */
export function createAuditStore(db: Kysely<Database>): Pick<AccountStore, 'appendAudit' | 'listAudit'> {
  return {
    async appendAudit(entry) {
      await db
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          at: (entry.at ?? new Date()).toISOString(),
          actor_id: entry.actor?.id ?? null,
          actor_email: entry.actor?.email ?? null,
          action: entry.action,
          target: entry.target ?? null,
          client: entry.client ?? null,
        })
        .execute();
    },
    async listAudit(limit) {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r): AuditEntry => ({
        id: r.id,
        at: r.at,
        actorEmail: r.actor_email,
        action: r.action as AuditEntry['action'],
        target: r.target,
        client: r.client,
      }));
    },
  };
}
