import { LIVE_SOCKET_PATH, type LiveClientMessage, type LiveServerMessage } from '@tourview/schema';
import { WebSocket } from 'ws';

/** A participant the bench drives: joins, counts and timestamps what arrives, rejoins when dropped. */
export interface BenchParticipant {
  send(message: LiveClientMessage): void;
  /** Called with each message and when it arrived (`performance.now()`). */
  onMessage: (message: LiveServerMessage, at: number) => void;
  /** When each welcome arrived; a rejoin after a dropped socket adds one. */
  welcomes: number[];
  /** Times the socket dropped without `close()` (its instance died). */
  drops: number;
  /** Why attempts to (re)join failed: close codes, or the HTTP status of a refused upgrade. */
  failures: Map<string, number>;
  close(): void;
}

let clients = 0;

/** Waits before each attempt after a drop: the app's schedule (its first at once here). */
const RETRY_MS = [0, 100, 300, 600, 1_000, 2_000];

/**
 * A client address of its own for each participant, as a CDN in front of nginx would pass it
 * (`X-Forwarded-For`): the instances, trusting one proxy hop, count each person's new sockets
 * apart, as they do in production.
 */
function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * Joins a viewing through `origin`, reconnecting (through `rejoinOrigin`, by default the same)
 * at once when the socket drops, then backing off as the app does.
 */
export function benchParticipant(
  origin: string,
  join: Extract<LiveClientMessage, { type: 'join' }>,
  rejoinOrigin = origin,
): Promise<BenchParticipant> {
  const headers = { 'x-forwarded-for': nextClientAddress() };
  let socket: WebSocket;
  let closed = false;
  let retrying = false;
  let attempt = 0;
  const count = (why: string) => participant.failures.set(why, (participant.failures.get(why) ?? 0) + 1);
  let you: string | undefined;
  const participant: BenchParticipant = {
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    onMessage: () => undefined,
    welcomes: [],
    drops: 0,
    failures: new Map(),
    close: () => {
      closed = true;
      socket.close();
    },
  };
  return new Promise((resolve) => {
    const open = () => {
      const through = participant.welcomes.length > 0 ? rejoinOrigin : origin;
      socket = new WebSocket(through.replace(/^http/, 'ws') + LIVE_SOCKET_PATH, { headers });
      // As the app does: a rejoin names the id it had, which a full viewing lets back in.
      const rejoin = you === undefined ? join : { ...join, rejoin: you };
      socket.on('open', () => socket.send(JSON.stringify(rejoin)));
      socket.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(String(data)) as LiveServerMessage;
        if (message.type === 'welcome') {
          you = message.you;
          attempt = 0;
          participant.welcomes.push(at);
          retrying = false;
          resolve(participant);
        }
        participant.onMessage(message, at);
      });
      socket.on('error', () => undefined);
      socket.on('unexpected-response', (_request, response) => {
        count(`http ${response.statusCode}`);
        socket.terminate();
      });
      socket.on('close', (code) => {
        if (closed) return;
        const dropped = participant.welcomes.length > 0 && !retrying;
        if (dropped) participant.drops += 1;
        else count(`close ${code}`);
        attempt = dropped ? 0 : attempt + 1;
        retrying = true;
        setTimeout(open, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      });
    };
    open();
  });
}
