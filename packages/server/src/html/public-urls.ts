import { resolveMediaUrl } from '@tourview/schema';

/**
 * The absolute URL of a media reference, for readers outside the page (link previews,
 * oEmbed): resolved against the CDN base, then, where that base is a path (`/media`),
 * against the public origin. Never against the request's Host header, which a client writes.
 */
export function absoluteMediaUrl(ref: string, cdnBaseUrl: string, publicOrigin: string): string {
  return new URL(resolveMediaUrl(cdnBaseUrl, ref), `${publicOrigin}/`).href;
}
