import { z } from 'zod';

/** The archive's first entry: what the backup holds and which version of Tourview made it. */
export const BACKUP_MANIFEST_FILE = 'tourview-backup.json';

/**
 * The archive layout this version writes and reads. A later layout raises it, so an older
 * Tourview refuses the archive instead of restoring half of it.
 */
export const BACKUP_LAYOUT = 1;

/** Where a backed-up site keeps its media and sources: copied into the archive, or in a bucket. */
export type BackupFiles = { store: 'fs' } | { store: 's3'; bucket: string; prefix: string };

const filesSchema = z.discriminatedUnion('store', [
  z.object({ store: z.literal('fs') }),
  z.object({ store: z.literal('s3'), bucket: z.string(), prefix: z.string() }),
]);

// Read first on its own: a later layout may change every other field.
const headSchema = z.object({ format: z.literal('tourview-backup'), layout: z.int().positive() });

const manifestSchema = headSchema.extend({
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string()),
  files: filesSchema,
});

/** The contents of {@link BACKUP_MANIFEST_FILE}. */
export type BackupManifest = z.infer<typeof manifestSchema>;

/** What reading a manifest found: the manifest, a newer layout, or why it is not one. */
export type ManifestReading =
  | { kind: 'manifest'; manifest: BackupManifest }
  | { kind: 'newer'; layout: number }
  | { kind: 'invalid'; reason: string };

/** Reads the manifest's text without throwing. */
export function readBackupManifest(text: string): ManifestReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', reason: `${BACKUP_MANIFEST_FILE} is not JSON (${(error as Error).message})` };
  }
  const head = headSchema.safeParse(json);
  if (!head.success) return { kind: 'invalid', reason: `${BACKUP_MANIFEST_FILE} is not a Tourview manifest` };
  if (head.data.layout > BACKUP_LAYOUT) return { kind: 'newer', layout: head.data.layout };
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success)
    return { kind: 'invalid', reason: `${BACKUP_MANIFEST_FILE}: ${z.prettifyError(manifest.error)}` };
  return { kind: 'manifest', manifest: manifest.data };
}
