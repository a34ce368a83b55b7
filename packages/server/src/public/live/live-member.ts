import type { LiveParticipant, LiveServerMessage } from '@tourview/schema';

/** Bytes a participant may have waiting to be sent before views and pointers to it are dropped. */
const SLOW_CLIENT_BYTES = 256 * 1024;

/** The part of a WebSocket a member needs (the `ws` library's socket has it). */
export interface MemberSocket {
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** One participant connected to this instance. */
export class LiveMember {
  constructor(
    readonly participant: LiveParticipant,
    private readonly socket: MemberSocket,
    readonly viewingId: string,
  ) {}

  get id(): string {
    return this.participant.id;
  }

  send(message: LiveServerMessage): void {
    this.sendText(JSON.stringify(message), false);
  }

  /**
   * Sends a message serialised once for everyone. A view or pointer may be dropped for a
   * client that does not keep up: the next one replaces it, and the server's memory stays bounded.
   */
  sendText(text: string, droppable: boolean): void {
    if (droppable && this.socket.bufferedAmount > SLOW_CLIENT_BYTES) return;
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }
}
