import type { StudioRouteOptions } from './options.js';

/**
 * Ends the live viewings an account started, on every instance, as its sessions are revoked
 * (signed out everywhere, a new password, the account removed): the host links it was given
 * may have leaked with them, so they stop too, and everyone in those viewings sees them ended.
 */
export async function revokeLiveViewingsOf(options: StudioRouteOptions, email: string): Promise<void> {
  for (const id of await options.storage.endLiveViewingsBy(email, options.now())) options.endLiveViewing(id);
}
