import { AbortedError, DecodeError, HttpError, NetworkError, ViewerError } from '../errors.js';

/**
 * Fetches and decodes an image off the main thread. `fetch` + `createImageBitmap` rather
 * than `<img>`: it can be aborted, reports HTTP status (so 404 is not retried) and decodes
 * without blocking a frame. The default credentials mode (cookies to our own origin only)
 * matches `<link rel="preload" as="fetch" crossorigin="anonymous">`, so a page can preload
 * the first preview and this request reuses it. `priority` is the request's fetch priority.
 */
export async function loadImage(
  url: string,
  signal: AbortSignal,
  priority: RequestPriority = 'auto',
): Promise<ImageBitmap> {
  try {
    const blob = await fetchBlob(url, { signal, priority }, true);
    return await createImageBitmap(blob).catch(() => Promise.reject(new DecodeError(url)));
  } catch (error) {
    if (signal.aborted) throw new AbortedError();
    // What `fetch` and reading the body reject with is the browser's own TypeError.
    throw error instanceof ViewerError ? error : new NetworkError(url, error);
  }
}

/**
 * The body of a good answer. One whose body breaks off is asked for again at once, not after
 * the load pool's back-off: Chromium sometimes fails reading the answer it hands over from
 * the page's preload while that preload is still arriving (2 cold tour pages in 6 on
 * Fast-4G), and the half-second wait sat on the way to the first room.
 */
async function fetchBlob(
  url: string,
  init: { signal: AbortSignal; priority: RequestPriority },
  again: boolean,
): Promise<Blob> {
  const response = await fetch(url, init);
  if (!response.ok) throw new HttpError(response.status, url);
  try {
    return await response.blob();
  } catch (error) {
    if (!again || init.signal.aborted) throw error;
    return fetchBlob(url, init, false);
  }
}
