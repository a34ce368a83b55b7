/**
 * The only files the media folder serves, by extension, with the one type each is sent as.
 * The importer chooses every name it writes (WebP images and tiles, `video-<n>.mp4`,
 * `captions-<lang>.vtt`, a JPEG link-preview image); HLS playlists and segments are the
 * other video form the tour record accepts. Anything else, an `.html` or `.svg` put into
 * the folder by hand included, is answered 404.
 */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

// Every segment starts with a letter, digit, "-" or "_": no dot-folders (an import's
// staging), no "..", no percent-escapes, no empty segment (a folder path ends with "/").
const SERVABLE = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** True when a request path below `/media` names a file the media folder may serve. */
export function isServableMediaPath(path: string): boolean {
  return SERVABLE.test(path) && typeOfMediaFile(path) !== undefined;
}

/** The content type of a media file, from its extension alone. */
export function typeOfMediaFile(file: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(file)?.[1];
  return extension === undefined ? undefined : MEDIA_TYPES[extension];
}
