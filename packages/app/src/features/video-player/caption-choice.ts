/** The part of a caption track the choice needs. */
export interface CaptionLang {
  lang: string;
}

/**
 * The caption track to show for a visitor speaking `lang` (`en`, `de`): the exact language,
 * else a regional variant of it (`de-AT`), else the first track. -1 when there are none.
 */
export function preferredCaptionIndex(tracks: readonly CaptionLang[], lang: string): number {
  if (tracks.length === 0) return -1;
  const base = lang.toLowerCase().split('-')[0];
  const exact = tracks.findIndex((t) => t.lang.toLowerCase() === lang.toLowerCase());
  if (exact >= 0) return exact;
  const regional = tracks.findIndex((t) => t.lang.toLowerCase().split('-')[0] === base);
  return regional >= 0 ? regional : 0;
}
