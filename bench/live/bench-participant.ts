import { LIVE_SOCKET_PATH, type LiveClientMessage, type LiveServerMessage } from '@tourview/schema';
import { WebSocket } from 'ws';

/** A participant the bench drives: joins, counts and timestamps what arrives, rejoins when dropped. */
export interface BenchParticipant {
  send(message: LiveClientMessage): void;
  /** Called with each message and when it arrived (`performance.now()`). */
  onMessage: (message: LiveServerMessage, at: number) => void;
  /** When each welcome arrived; a rejoin after a dropped socket adds one. */
  welcomes: number[];
  close(): void;
}

/**
 * Joins a viewing through `origin`, reconnecting (through `rejoinOrigin`, by default the same)
 * at once when the socket drops, then every 100 ms.
 */
export function benchParticipant(
  origin: string,
  join: Extract<LiveClientMessage, { type: 'join' }>,
  rejoinOrigin = origin,
): Promise<BenchParticipant> {
  let socket: WebSocket;
  let closed = false;
  const participant: BenchParticipant = {
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    onMessage: () => undefined,
    welcomes: [],
    close: () => {
      closed = true;
      socket.close();
    },
  };
  return new Promise((resolve) => {
    const open = () => {
      const through = participant.welcomes.length > 0 ? rejoinOrigin : origin;
      socket = new WebSocket(through.replace(/^http/, 'ws') + LIVE_SOCKET_PATH);
      socket.on('open', () => socket.send(JSON.stringify(join)));
      socket.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(String(data)) as LiveServerMessage;
        if (message.type === 'welcome') {
          participant.welcomes.push(at);
          resolve(participant);
        }
        participant.onMessage(message, at);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!closed) setTimeout(open, participant.welcomes.length > 0 ? 0 : 100);
      });
    };
    open();
  });
}
