/** How long `tour import` waits for the server at `PUBLIC_ORIGIN` before it gives up asking. */
export const SERVER_CHECK_TIMEOUT_MS = 2_000;

/**
 * What the server at `PUBLIC_ORIGIN` says about a tour the command just wrote: `serves` it,
 * answers but does not know it (`unknown`: it reads other storage), or could not tell
 * (`unreachable`, or an `unexpected` answer such as a proxy's error page).
 */
export type ServerCheck =
  | { origin: string; result: 'serves' | 'unknown' | 'unreachable' }
  | { origin: string; result: 'unexpected'; status: number };

/** Asks the public API at `origin` for the tour `code`; never throws. */
export async function checkServerKnowsTour(
  origin: string,
  code: string,
  timeoutMs = SERVER_CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  const url = new URL(`/api/public/tours/${encodeURIComponent(code)}`, origin);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (response.ok) return { origin, result: 'serves' };
    if (response.status === 404 && (await problemCode(response)) === 'tour_not_found')
      return { origin, result: 'unknown' };
    return { origin, result: 'unexpected', status: response.status };
  } catch {
    return { origin, result: 'unreachable' };
  }
}

// Only the API's own answer proves the server is ours and reads another database.
async function problemCode(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  } catch {
    return undefined;
  }
}

/** What the operator reads about the check: one line, or the advice to align the two. */
export function serverCheckWords(check: ServerCheck, code: string): string {
  switch (check.result) {
    case 'serves':
      return `Server: ${check.origin} serves "${code}".\n`;
    case 'unreachable':
      return `Server: no answer from ${check.origin}; could not check that it serves "${code}".\n`;
    case 'unexpected':
      return `Server: ${check.origin} answered ${check.status}; could not check that it serves "${code}".\n`;
    case 'unknown':
      return (
        `Warning: the server at ${check.origin} answers but does not know "${code}": it uses ` +
        'other storage than this command wrote to (above). Give both the same DATABASE_URL ' +
        '(or, for SQLite, the same DATA_DIR) and the same MEDIA_STORE and S3_* items, in the ' +
        'environment or in the .env file of the folder each runs in.\n'
      );
  }
}
