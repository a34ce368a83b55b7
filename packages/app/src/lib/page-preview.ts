import { previewParamOf, tourPageOfPath } from '@tourview/schema';

let opened: { code: string | undefined; token: string | null } | undefined;

/**
 * The preview token the page was opened with, when `code` is the tour it was opened on; else
 * `null`. Read from the address the page loaded at and kept: the app's own links (the video
 * screen) leave the parameter out, and a preview page must never turn into the live tour.
 */
export function previewTokenFor(code: string): string | null {
  opened ??= {
    code: tourPageOfPath(window.location.pathname)?.code,
    token: previewParamOf(window.location.search),
  };
  return opened.code === code ? opened.token : null;
}
