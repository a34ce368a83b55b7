/**
 * The floor plan image the studio shows for a draft's plan file: WebP, at most this many pixels
 * on its long side (EXIF orientation applied), so a 30 MB plan scan reaches the editor as a
 * few hundred kilobytes. Pins stay in the source's pixels; the editor scales them.
 */
export const DRAFT_PLAN = { maxSide: 2048 } as const;

/**
 * Where the studio loads a draft's plan file `sha256` (`GET /api/studio/tours/{code}/draft/plans/{sha256}.webp`),
 * relative to the studio's origin.
 */
export function draftPlanUrl(code: string, sha256: string): string {
  return `/api/studio/tours/${encodeURIComponent(code)}/draft/plans/${sha256}.webp`;
}
