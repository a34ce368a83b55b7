import { DRAFT_PLAN } from '@tourview/schema';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../media/probe-image.js';

/**
 * A draft's floor plan file as the studio's plan editor shows it: EXIF orientation applied as
 * publishing applies it, scaled down to {@link DRAFT_PLAN}'s long side, WebP. Rejects a file that
 * does not decode or has more pixels than any image may.
 */
export async function renderDraftPlan(file: string): Promise<Buffer> {
  return sharp(file, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(DRAFT_PLAN.maxSide, DRAFT_PLAN.maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
}
