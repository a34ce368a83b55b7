// How browsers (Chromium, Firefox, Safari) and Vite's preloader word a chunk that could not
// be fetched: the visitor is offline, or a deploy removed the old chunks.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True when `error` says a lazily loaded chunk of code could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
