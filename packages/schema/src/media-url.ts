// Kept apart from media-ref.ts so bundles that only resolve URLs (the viewer) leave zod out.

/** Resolves a media reference against the CDN base URL (absolute or site-relative). */
export function resolveMediaUrl(cdnBaseUrl: string, ref: string): string {
  if (ref.startsWith('https://')) return ref;
  return `${cdnBaseUrl.replace(/\/+$/, '')}/${ref}`;
}
