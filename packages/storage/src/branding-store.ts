import { accentContrastProblem, accountTripodCoverSchema } from '@tourview/schema';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { StorageError } from './errors.js';
import type { AgencyBranding, AgencyBrandingStore } from './types.js';

const ROW_ID = 'account';

const NO_BRANDING: AgencyBranding = {
  name: null,
  accent: null,
  logo: null,
  tripodCover: null,
  updatedAt: null,
};

/** The studio-wide branding (one row); absent until an admin sets it. */
export function createAgencyBrandingStore(db: Kysely<Database>): AgencyBrandingStore {
  return {
    async getAgencyBranding() {
      const row = await db
        .selectFrom('agency_branding')
        .selectAll()
        .where('id', '=', ROW_ID)
        .executeTakeFirst();
      if (!row) return NO_BRANDING;
      const logo =
        row.logo && row.logo_type ? { type: row.logo_type, bytes: Buffer.from(row.logo, 'base64') } : null;
      const tripodCover = row.tripod_cover
        ? accountTripodCoverSchema.parse(JSON.parse(row.tripod_cover))
        : null;
      return { name: row.name, accent: row.accent, logo, tripodCover, updatedAt: row.updated_at };
    },
    async putAgencyBranding(branding) {
      const problem = branding.accent === null ? null : accentContrastProblem(branding.accent);
      if (problem) throw new StorageError('invalid_branding', problem, [problem]);
      const columns = {
        name: branding.name,
        accent: branding.accent,
        logo: branding.logo ? branding.logo.bytes.toString('base64') : null,
        logo_type: branding.logo?.type ?? null,
        tripod_cover: branding.tripodCover ? JSON.stringify(branding.tripodCover) : null,
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('agency_branding')
        .values({ id: ROW_ID, ...columns })
        .onConflict((oc) => oc.column('id').doUpdateSet(columns))
        .execute();
    },
  };
}
