import { unbrandedTourOf, type Tour } from '@tourview/schema';
import type { Storage, StoredTourJson } from '@tourview/storage';

/**
 * The record a code opens for visitors: the branded tour by its own code, else the unbranded
 * record of the tour whose unbranded code it is, stripped here of agent and branding before
 * anything (API, page, oEmbed, cache) sees it. Its version differs from the branded one's, so
 * neither's ETag validates the other.
 */
export async function loadVisitorTourJson(
  storage: Pick<Storage, 'getTourJson' | 'getTourByUnbrandedCode'>,
  code: string,
): Promise<StoredTourJson | null> {
  const branded = await storage.getTourJson(code);
  if (branded) return branded;
  const behind = await storage.getTourByUnbrandedCode(code);
  if (!behind) return null;
  const unbranded = unbrandedTourOf(JSON.parse(behind.json) as Tour, code);
  return { json: JSON.stringify(unbranded), version: `${behind.version}-u` };
}
