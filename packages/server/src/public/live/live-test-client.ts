import {
  liveServerMessageSchema,
  LIVE_SOCKET_PATH,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@tourview/schema';
import { WebSocket } from 'ws';

type Of<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

/** A participant's socket as the tests drive it: every message the server sent, validated. */
export interface TestParticipant {
  socket: WebSocket;
  received: LiveServerMessage[];
  send(message: LiveClientMessage | string): void;
  /** The first message of `type` (matching `where`) received from now on or already waiting. */
  next<T extends LiveServerMessage['type']>(
    type: T,
    where?: (m: Of<T>) => boolean,
    timeoutMs?: number,
  ): Promise<Of<T>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket to a server's live-viewing path (`origin` like `http://127.0.0.1:8080`). */
export async function openParticipant(origin: string): Promise<TestParticipant> {
  const socket = new WebSocket(origin.replace(/^http/, 'ws') + LIVE_SOCKET_PATH);
  const received: LiveServerMessage[] = [];
  const waiting = new Set<() => void>();
  const taken = new Set<number>();
  socket.on('message', (data) => {
    received.push(liveServerMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiting) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(type, where = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          for (let i = 0; i < received.length; i++) {
            const message = received[i];
            if (!taken.has(i) && message?.type === type && where(message as never)) {
              taken.add(i);
              waiting.delete(look);
              clearTimeout(timer);
              resolve(message as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no ${type} within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiting.add(look);
        look();
      });
    },
  };
}

/** Opens a socket and joins a viewing; resolves with the welcome. */
export async function joinViewing(
  origin: string,
  role: 'host' | 'guest',
  secret: string,
  name: string,
): Promise<TestParticipant & { welcome: Of<'welcome'> }> {
  const participant = await openParticipant(origin);
  participant.send({ type: 'join', role, secret, name });
  const welcome = await participant.next('welcome');
  return { ...participant, welcome };
}
