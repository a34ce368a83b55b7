import { AbortedError, DecodeError, HttpError, NetworkError, ViewerError } from '../errors.js';

/**
 * Fetches and decodes an image off the main thread. `fetch` + `createImageBitmap` rather
 * than `<img>`: it can be aborted, reports HTTP status (so 404 is not retried) and decodes
 * without blocking a frame. The default credentials mode (cookies to our own origin only)
 * matches `<link rel="preload" as="fetch" crossorigin="anonymous">`, so a page can preload
 * the first preview and this request reuses it.
 */
export async function loadImage(url: string, signal: AbortSignal): Promise<ImageBitmap> {
  try {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new HttpError(response.status, url);
    const blob = await response.blob();
    return await createImageBitmap(blob).catch(() => Promise.reject(new DecodeError(url)));
  } catch (error) {
    if (signal.aborted) throw new AbortedError();
    // What `fetch` and reading the body reject with is the browser's own TypeError.
    throw error instanceof ViewerError ? error : new NetworkError(url, error);
  }
}
