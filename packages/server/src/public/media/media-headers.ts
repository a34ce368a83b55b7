/**
 * Headers on every media answer (200, 206, 304, 404, 416), in place of the app's page
 * headers: a media file is never a page, so it may run nothing, load nothing but same-origin
 * images and media, and is sandboxed should a browser ever render it as a document.
 * Tour media are public and meant to be shown elsewhere (link previews, oEmbed thumbnails
 * on portals), so any site may embed them; the viewer fetches them same-origin or from the CDN.
 */
export const MEDIA_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
