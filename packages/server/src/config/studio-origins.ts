import type { ServerConfig } from './config.js';

/**
 * The origins operators open the studio on: `STUDIO_ORIGIN`, else the loopback names of its
 * port (a local studio is opened as `localhost` or `127.0.0.1`); none when it is off. Visitor
 * pages of previews let these frame them.
 */
export function studioOriginsOf(config: Pick<ServerConfig, 'studio'>): string[] {
  const { studio } = config;
  if (!studio) return [];
  if (studio.origin) return [studio.origin];
  return [`http://localhost:${studio.port}`, `http://127.0.0.1:${studio.port}`];
}
