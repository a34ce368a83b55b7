import type { BlurRegion, TripodCover } from '@tourview/schema';
import { blurRegions } from './blur-regions.js';
import type { Equirect } from './equirect.js';
import { drawTripodCover, prepareCover } from './tripod-cover.js';

/**
 * What a published panorama hides: its scene's blur regions and the tour's tripod cover, with
 * the cover's logo when it has one: the path of the tour's file, or the studio logo's bytes.
 */
export interface PanoramaPrivacy {
  blur?: readonly BlurRegion[];
  tripodCover?: TripodCover;
  logo?: string | Uint8Array;
}

/**
 * Bakes the blur regions, then the tripod cover, into a decoded equirect in place, before
 * anything is sampled from it: every tile level, the preview, the thumbnail and the share
 * image come from these pixels, so none of them can show what was hidden.
 */
export async function applyPrivacy(equirect: Equirect, privacy: PanoramaPrivacy | undefined): Promise<void> {
  if (!privacy) return;
  if (privacy.blur?.length) blurRegions(equirect, privacy.blur);
  if (privacy.tripodCover) {
    drawTripodCover(equirect, await prepareCover(privacy.tripodCover, privacy.logo, equirect.width));
  }
}
