import { fileURLToPath } from 'node:url';
import { manifestJsonSchema } from '@tourview/schema';

/**
 * The manifest's JSON Schema as committed, `packages/tiler/tour.schema.json`, which `tour init`
 * points editors at. `npm run schema:manifest` writes it; a test fails when it is out of date.
 */
export const MANIFEST_JSON_SCHEMA_FILE = fileURLToPath(new URL('../../tour.schema.json', import.meta.url));

/** The file's text as the zod manifest schema makes it now. */
export function manifestJsonSchemaText(): string {
  return `${JSON.stringify(manifestJsonSchema(), null, 2)}\n`;
}
