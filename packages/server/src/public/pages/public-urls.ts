import { resolveMediaUrl, tourPagePath, VIEW_STATE_PARAMS, type TourScreen } from '@tourview/schema';

/**
 * The absolute URL of a media reference, for readers outside the page (link previews,
 * oEmbed): resolved against the CDN base, then, where that base is a path (`/media`),
 * against the public origin. Never against the request's Host header, which a client writes.
 */
export function absoluteMediaUrl(ref: string, cdnBaseUrl: string, publicOrigin: string): string {
  return new URL(resolveMediaUrl(cdnBaseUrl, ref), `${publicOrigin}/`).href;
}

/**
 * The canonical address of a tour page on the public origin: no embed mode, no view angles,
 * only the room a tour page opens on (`?scene=`), when there is one.
 */
export function tourPageUrl(publicOrigin: string, code: string, screen: TourScreen, scene?: string): string {
  const url = new URL(tourPagePath(code, screen), publicOrigin);
  if (scene !== undefined && screen === 'tour') url.searchParams.set(VIEW_STATE_PARAMS.scene, scene);
  return url.href;
}

/** The oEmbed request for a page (`GET /api/public/oembed`), announced by the page itself. */
export function oembedRequestUrl(publicOrigin: string, pageUrl: string): string {
  const url = new URL('/api/public/oembed', publicOrigin);
  url.searchParams.set('url', pageUrl);
  url.searchParams.set('format', 'json');
  return url.href;
}
