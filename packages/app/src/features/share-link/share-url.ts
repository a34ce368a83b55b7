import { EMBED_PARAM } from '@tourview/schema';

/**
 * The address to share for the page at `location`: on the public origin, since the visitor
 * may have opened the page on another one (an internal name, a frame's address), and out of
 * embed mode, so that a link shared from a frame opens the whole app.
 */
export function shareUrlOf(
  publicOrigin: string,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const params = new URLSearchParams(location.search);
  params.delete(EMBED_PARAM);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${publicOrigin}${location.pathname}${search}${location.hash}`;
}
