/**
 * The only files published media may hold, by extension, with the one type each is sent as.
 * The importer chooses every name it writes (WebP images and tiles, `video-<n>.mp4`,
 * `captions-<lang>.vtt`, a JPEG link-preview image); HLS playlists and segments are the
 * other video form the tour record accepts. The media store writes objects with these types
 * and the server serves files by the same rule, so a CDN and the server answer alike.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** The content type of a media file, from its extension alone. */
export function typeOfMediaFile(file: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(file)?.[1];
  return extension === undefined ? undefined : MEDIA_TYPES[extension];
}

/**
 * How long a media file may be cached: a build never changes once published, so its files
 * are immutable; HLS playlists may be rewritten when a video is re-encoded and must revalidate.
 */
export function cacheControlOfMediaFile(file: string): string {
  return file.endsWith('.m3u8') ? 'public, no-cache' : 'public, max-age=31536000, immutable';
}
