import { tourPagePath } from './page-contract.js';

// A tour page may show a draft's preview instead of the live tour: `/{code}?preview=TOKEN`.
// A query parameter rather than a path of its own, since the visitor routes are fixed; the
// server inlines the preview's record and the app asks the API for the same one.

/** The query parameter that names a preview's token on a tour page and on the tour API. */
export const PREVIEW_PARAM = 'preview';

/** A token as the studio hands them out: 32 base64url characters, 192 random bits. */
const PREVIEW_TOKEN = /^[\w-]{32}$/;

/** True for a string shaped like a preview token (whether one exists is storage's question). */
export function isPreviewToken(value: string): boolean {
  return PREVIEW_TOKEN.test(value);
}

/**
 * The value of `preview` in a search string (`?scene=hall&preview=…`), as written, or `null`
 * when there is none. Present but malformed still counts: such a page is a preview that does
 * not exist, never the live tour.
 */
export function previewParamOf(search: string): string | null {
  const prefix = `${PREVIEW_PARAM}=`;
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((p) => p === PREVIEW_PARAM || p.startsWith(prefix));
  return pair === undefined ? null : pair.slice(prefix.length);
}

/** The visitor page of a tour's preview on `origin` (no trailing slash). */
export function previewPageUrl(origin: string, code: string, token: string): string {
  return `${origin}${tourPagePath(code, 'tour')}?${PREVIEW_PARAM}=${token}`;
}
