import {
  LIVE_FULL_CLOSE_CODE,
  LIVE_LIMITS,
  LIVE_POLICY_CLOSE_CODE,
  LIVE_REFUSED_CLOSE_CODE,
  liveClientMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@tourview/schema';
import type { LiveViewingStore } from '@tourview/storage';
import type { WebSocket } from 'ws';
import type { LiveHub, Refusal } from './live-hub.js';
import type { LiveMember } from './live-member.js';
import { TokenBucket } from './token-bucket.js';

/** A socket that has not joined in this time is closed. */
const JOIN_TIMEOUT_MS = 10_000;
/** A client that sends this many malformed messages is closed: it is not our app. */
const MAX_BAD_MESSAGES = 20;
/** Errors about the rate are sent at most this often, so refusing costs less than the flood. */
const RATE_ERROR_EVERY_MS = 1_000;

type ErrorMessage = Extract<LiveServerMessage, { type: 'error' }>;

function parse(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): LiveClientMessage | null {
  if (isBinary) return null;
  try {
    const result = liveClientMessageSchema.safeParse(JSON.parse(String(data)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * One participant's socket: the first message must join a viewing with its secret (never in
 * the URL, which proxies log); after that every message is parsed, rate-limited and handed
 * to the hub. The size limit is the socket's own (`maxPayload`): a larger message closes it.
 */
export function acceptLiveSocket(socket: WebSocket, store: LiveViewingStore, hub: LiveHub): void {
  let member: LiveMember | null = null;
  let joining = false;
  let bad = 0;
  let rateErrorAt = Number.NEGATIVE_INFINITY;
  const bucket = new TokenBucket(LIVE_LIMITS.messagesPerSecond, LIVE_LIMITS.messageBurst);
  const send = (message: ErrorMessage) => socket.send(JSON.stringify(message));
  const joinTimer = setTimeout(() => socket.close(LIVE_POLICY_CLOSE_CODE, 'no join'), JOIN_TIMEOUT_MS);

  const refuseJoin = (code: ErrorMessage['code'], message: string) => {
    send({ type: 'error', code, message });
    // A full viewing may have room again soon (a dead instance's guests are forgotten): not final.
    socket.close(code === 'full' ? LIVE_FULL_CLOSE_CODE : LIVE_REFUSED_CLOSE_CODE, code);
  };

  const join = async (message: Extract<LiveClientMessage, { type: 'join' }>) => {
    joining = true;
    const viewing = await store.openLiveViewing(message.role, message.secret);
    if (socket.readyState !== socket.OPEN) return;
    if (!viewing) return refuseJoin('join_refused', 'This link is unknown, has expired or was revoked.');
    // The host is who the studio named; a guest names itself.
    const name = message.role === 'host' ? viewing.hostName : message.name;
    const joined = await hub.join(viewing, message.role, name, socket, message.rejoin);
    if ('code' in joined) return refuseJoin(joined.code, joined.message);
    clearTimeout(joinTimer);
    if (socket.readyState === socket.OPEN) member = joined;
    else hub.leave(joined);
  };

  const refused = (refusal: Refusal | null) => {
    if (refusal) send({ type: 'error', ...refusal });
  };

  const onMessage = async (message: LiveClientMessage | null) => {
    if (!bucket.take()) {
      const now = performance.now();
      if (now - rateErrorAt >= RATE_ERROR_EVERY_MS) {
        rateErrorAt = now;
        send({ type: 'error', code: 'rate_limited', message: 'Too many messages; some were dropped.' });
      }
      return;
    }
    if (message === null) {
      if (++bad >= MAX_BAD_MESSAGES) socket.close(LIVE_POLICY_CLOSE_CODE, 'malformed messages');
      else send({ type: 'error', code: 'bad_message', message: 'The message is not part of the protocol.' });
      return;
    }
    if (member) refused(await hub.receive(member, message));
    else if (message.type === 'join' && !joining) await join(message);
    else if (!joining) refuseJoin('bad_message', 'Join the viewing first.');
  };

  socket.on('message', (data, isBinary) => {
    onMessage(parse(data, isBinary)).catch(() => socket.close(1011, 'server error'));
  });
  socket.on('close', () => {
    clearTimeout(joinTimer);
    if (member) hub.leave(member);
  });
}
