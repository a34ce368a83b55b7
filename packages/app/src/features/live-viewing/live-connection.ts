import {
  LIVE_ENDED_CLOSE_CODE,
  LIVE_FULL_CLOSE_CODE,
  LIVE_REFUSED_CLOSE_CODE,
  LIVE_SOCKET_PATH,
  liveServerMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@tourview/schema';

/** Where the connection stands, as the panel shows it. */
export type LiveConnectionState = 'connecting' | 'live' | 'reconnecting' | 'full' | 'ended' | 'refused';

/** Waits before each reconnection attempt: quick first, so a restarted instance costs little. */
const RETRY_MS = [100, 300, 600, 1_000, 2_000];

/** What the connection reports. */
export interface LiveConnectionEvents {
  message(message: LiveServerMessage): void;
  state(state: LiveConnectionState): void;
}

/**
 * The participant's socket: joins with its secret, validates what the server sends, and
 * reconnects (to whichever instance the load balancer picks) until the viewing ends or the
 * link is refused. Each reconnection joins anew; the welcome carries the viewing's state.
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Our id in the viewing, sent again when we rejoin after a drop. */
  private you: string | undefined;

  constructor(
    private readonly join: Extract<LiveClientMessage, { type: 'join' }>,
    private readonly events: LiveConnectionEvents,
    private readonly origin = window.location.origin,
  ) {
    this.open();
  }

  send(message: LiveClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, 'left');
  }

  private open(): void {
    const socket = new WebSocket(this.origin.replace(/^http/, 'ws') + LIVE_SOCKET_PATH);
    this.socket = socket;
    const join = this.you === undefined ? this.join : { ...this.join, rejoin: this.you };
    socket.addEventListener('open', () => socket.send(JSON.stringify(join)));
    socket.addEventListener('message', (event) => this.receive(event.data));
    socket.addEventListener('close', (event) => this.lost(event.code));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed;
    try {
      parsed = liveServerMessageSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    if (parsed.data.type === 'welcome') {
      this.attempt = 0;
      this.you = parsed.data.you;
      this.events.state('live');
    }
    this.events.message(parsed.data);
  }

  private lost(code: number): void {
    if (this.closed) return;
    if (code === LIVE_ENDED_CLOSE_CODE || code === LIVE_REFUSED_CLOSE_CODE) {
      this.closed = true;
      this.events.state(code === LIVE_ENDED_CLOSE_CODE ? 'ended' : 'refused');
      return;
    }
    this.events.state(code === LIVE_FULL_CLOSE_CODE ? 'full' : 'reconnecting');
    const wait = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)] ?? 2_000;
    this.attempt += 1;
    this.timer = setTimeout(() => this.open(), wait);
  }
}
