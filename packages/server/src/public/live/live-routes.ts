import websocket from '@fastify/websocket';
import { LIVE_LIMITS, LIVE_SOCKET_PATH } from '@tourview/schema';
import type { LiveViewingStore } from '@tourview/storage';
import type { FastifyInstance } from 'fastify';
import type { LiveHub } from './live-hub.js';
import { acceptLiveSocket } from './live-socket.js';

/** New sockets one client (IP) may open per minute: reconnections after a restart fit easily. */
const SOCKETS_PER_MINUTE = 60;

/**
 * The live-viewing socket on the public origin. It checks no Origin: a socket opens nothing
 * by itself (no cookie is read); only the secret in its first message does.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  options: { store: LiveViewingStore; hub: LiveHub },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: LIVE_LIMITS.messageBytes } });
  app.get(
    LIVE_SOCKET_PATH,
    { websocket: true, config: { rateLimit: { max: SOCKETS_PER_MINUTE, timeWindow: 60_000 } } },
    (socket) => acceptLiveSocket(socket, options.store, options.hub),
  );
}
