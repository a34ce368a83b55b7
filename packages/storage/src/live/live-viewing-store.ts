import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database.js';
import { tokenHash } from '../accounts/secrets.js';
import type { LiveViewingsTable } from './live-table.js';
import type { LiveViewing, LiveViewingStore } from './live-types.js';

function viewingOf(row: Selectable<LiveViewingsTable>): LiveViewing {
  return {
    id: row.id,
    tourCode: row.tour_code,
    hostName: row.host_name,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  };
}

/** Live viewings over one connection; secrets are looked up by their hash only. */
export function createLiveViewingStore(db: Kysely<Database>): LiveViewingStore {
  const all = () => db.selectFrom('live_viewings').selectAll();
  const end = async (id: string, at: Date) => {
    const result = await db
      .updateTable('live_viewings')
      .set({ ended_at: at.toISOString() })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };
  return {
    async createLiveViewing(viewing) {
      const row = {
        id: viewing.id,
        tour_code: viewing.tourCode,
        host_name: viewing.hostName,
        host_key_hash: tokenHash(viewing.hostKey),
        guest_token_hash: tokenHash(viewing.guestToken),
        created_by: viewing.createdBy,
        created_at: viewing.createdAt.toISOString(),
        expires_at: viewing.expiresAt.toISOString(),
        ended_at: null,
      };
      await db.insertInto('live_viewings').values(row).execute();
      return viewingOf(row);
    },
    async openLiveViewing(role, secret, now = new Date()) {
      const column = role === 'host' ? 'host_key_hash' : 'guest_token_hash';
      const row = await all()
        .where(column, '=', tokenHash(secret))
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && viewingOf(row);
    },
    async liveViewing(id) {
      const row = await all().where('id', '=', id).executeTakeFirst();
      return row && viewingOf(row);
    },
    async liveViewingsOfTour(tourCode) {
      const rows = await all()
        .where('tour_code', '=', tourCode)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(viewingOf);
    },
    endLiveViewing: (id, at = new Date()) => end(id, at),
    async endLiveViewingsBy(createdBy, at = new Date()) {
      const running = await db
        .selectFrom('live_viewings')
        .select('id')
        .where('created_by', '=', createdBy)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', at.toISOString())
        .execute();
      const ended: string[] = [];
      // One by one, so a viewing its host ended meanwhile is not reported ended twice.
      for (const { id } of running) if (await end(id, at)) ended.push(id);
      return ended;
    },
  };
}
