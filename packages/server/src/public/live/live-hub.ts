import { randomBytes } from 'node:crypto';
import {
  LIVE_LIMITS,
  type LiveClientMessage,
  type LiveEndReason,
  type LiveIceServer,
  type LiveParticipant,
} from '@tourview/schema';
import type { LiveViewing } from '@tourview/storage';
import type { LiveBusEvent, LiveFanout } from './live-fanout.js';
import { LiveMember, type MemberSocket } from './live-member.js';
import { LiveRoom } from './live-room.js';
import { TokenBucket } from './token-bucket.js';

/** How the hub behaves; tests shorten the timing. */
export interface LiveHubOptions {
  iceServers: LiveIceServer[];
  iceTransportPolicy?: 'all' | 'relay';
  /** Each instance repeats its roster this often, so the others notice when it dies. */
  heartbeatMs?: number;
  /** A roster not repeated for this long is an instance that died: its participants are gone. */
  staleMs?: number;
  /** Ends a viewing in storage (the host's "end for everyone"). */
  endInStorage(viewingId: string): Promise<unknown>;
}

/** What the hub answers a member's message with when it refuses it. */
export type Refusal = { code: 'not_allowed' | 'rate_limited' | 'full'; message: string };

const CHAT_PER_SECOND = LIVE_LIMITS.chatPerTenSeconds / 10;

/**
 * The live viewings of this instance: rooms of the members connected here, fed by the
 * fan-out with the events of every instance. Every event goes through the fan-out, this
 * instance's own included, so every instance applies them in the same order.
 */
export class LiveHub {
  readonly instance = randomBytes(9).toString('base64url');
  private readonly rooms = new Map<string, LiveRoom>();
  private readonly opening = new Map<string, Promise<LiveRoom>>();
  private readonly unsubscribe = new Map<string, () => void>();
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  private readonly chats = new WeakMap<LiveMember, TokenBucket>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly staleMs: number;

  constructor(
    private readonly fanout: LiveFanout,
    private readonly options: LiveHubOptions,
  ) {
    const heartbeatMs = options.heartbeatMs ?? 2_000;
    this.staleMs = options.staleMs ?? heartbeatMs * 3;
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Participants connected to this instance, over all viewings. */
  get memberCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.members.size;
    return count;
  }

  /**
   * Adds a participant to a viewing and welcomes it; a full viewing refuses, unless `rejoin`
   * names a participant still counted on another instance (its own, which died).
   */
  async join(
    viewing: LiveViewing,
    role: 'host' | 'guest',
    name: string,
    socket: MemberSocket,
    rejoin?: string,
  ): Promise<LiveMember | Refusal> {
    const room = await this.roomOf(viewing);
    if (room.participants().length >= LIVE_LIMITS.participants && !room.claimElsewhere(rejoin))
      return { code: 'full', message: 'This viewing is full.' };
    const participant: LiveParticipant = {
      id: randomBytes(9).toString('base64url'),
      name,
      role,
      following: true,
      voice: false,
      muted: true,
    };
    const member = new LiveMember(participant, socket, viewing.id);
    room.members.set(member.id, member);
    this.chats.set(member, new TokenBucket(CHAT_PER_SECOND, LIVE_LIMITS.chatPerTenSeconds));
    member.send({
      type: 'welcome',
      you: member.id,
      role,
      viewing: {
        tourCode: viewing.tourCode,
        hostName: viewing.hostName,
        expiresAt: viewing.expiresAt.toISOString(),
      },
      iceServers: this.options.iceServers,
      iceTransportPolicy: this.options.iceTransportPolicy ?? 'all',
      participants: room.participants(),
      controller: room.controller,
      view: room.view,
      pointer: room.pointer,
    });
    room.changed();
    return member;
  }

  /** Acts on a member's message; answers why when it refuses it. */
  async receive(member: LiveMember, message: LiveClientMessage): Promise<Refusal | null> {
    const room = this.rooms.get(member.viewingId);
    if (!room) return null;
    switch (message.type) {
      case 'join':
        return { code: 'not_allowed', message: 'Already joined.' };
      case 'view':
        if (!room.leads(member)) return notInControl;
        room.views.offer(member.id, message.view);
        return null;
      case 'pointer':
        if (!room.leads(member)) return notInControl;
        this.publish(room, {
          kind: 'broadcast',
          message: { type: 'pointer', from: member.id, at: message.at },
        });
        return null;
      case 'control':
        return this.handOver(room, member, message.to);
      case 'status':
        member.participant.following = message.following;
        member.participant.voice = message.voice;
        member.participant.muted = message.muted;
        room.changed();
        return null;
      case 'chat':
        return this.chat(room, member, message.text);
      case 'signal':
        this.publish(room, {
          kind: 'direct',
          to: message.to,
          message: { type: 'signal', from: member.id, signal: message.signal },
        });
        return null;
      case 'end':
        if (member.participant.role !== 'host')
          return { code: 'not_allowed', message: 'Only the host ends a viewing.' };
        await this.options.endInStorage(room.viewing.id);
        this.end(room.viewing.id, 'host');
        return null;
    }
  }

  /** A member's socket closed. */
  leave(member: LiveMember): void {
    const id = member.viewingId;
    const room = this.rooms.get(id);
    if (room?.members.get(member.id) !== member) return;
    room.members.delete(member.id);
    if (room.members.size > 0) {
      room.changed();
      return;
    }
    // The last member here: the others learn this instance holds nobody now, then it stops listening.
    room.publishRoster();
    this.close(id);
  }

  /** Ends a viewing on every instance (its host ended it, or the studio revoked its link). */
  end(viewingId: string, reason: LiveEndReason): void {
    this.fanout.publish(viewingId, { kind: 'end', reason });
  }

  /** Closes every room of this instance, as the server shuts down: members reconnect elsewhere. */
  stop(): void {
    clearInterval(this.heartbeat);
    for (const id of [...this.rooms.keys()]) this.close(id);
  }

  private handOver(room: LiveRoom, member: LiveMember, to: string | null): Refusal | null {
    if (member.participant.role !== 'host')
      return { code: 'not_allowed', message: 'Only the host hands over control.' };
    if (to !== null && !room.participants().some((p) => p.id === to && p.role === 'guest'))
      return { code: 'not_allowed', message: 'No guest with this id is in the viewing.' };
    this.publish(room, { kind: 'broadcast', message: { type: 'control', controller: to } });
    return null;
  }

  private chat(room: LiveRoom, member: LiveMember, text: string): Refusal | null {
    if (!this.chats.get(member)?.take())
      return { code: 'rate_limited', message: 'Too many chat messages; wait a few seconds.' };
    const { id, name } = member.participant;
    const at = new Date().toISOString();
    this.publish(room, { kind: 'broadcast', message: { type: 'chat', from: id, name, text, at } });
    return null;
  }

  private publish(room: LiveRoom, event: LiveBusEvent): void {
    this.fanout.publish(room.viewing.id, event);
  }

  private async roomOf(viewing: LiveViewing): Promise<LiveRoom> {
    const open = this.rooms.get(viewing.id);
    if (open) return open;
    const opening = this.opening.get(viewing.id) ?? this.open(viewing);
    this.opening.set(viewing.id, opening);
    try {
      return await opening;
    } finally {
      this.opening.delete(viewing.id);
    }
  }

  private async open(viewing: LiveViewing): Promise<LiveRoom> {
    const room = new LiveRoom(viewing, {
      instance: this.instance,
      publish: (event) => this.fanout.publish(viewing.id, event),
      now: () => Date.now(),
      staleMs: this.staleMs,
    });
    const stop = await this.fanout.subscribe(viewing.id, (event) => {
      if (event.kind === 'end') {
        room.end(event.reason);
        this.close(viewing.id);
      } else room.receive(event);
    });
    this.rooms.set(viewing.id, room);
    this.unsubscribe.set(viewing.id, stop);
    const untilExpiry = viewing.expiresAt.getTime() - Date.now();
    // Timers hold at most about 24.8 days; a viewing lasts a day at most.
    this.expiries.set(
      viewing.id,
      setTimeout(
        () => this.fanout.publish(viewing.id, { kind: 'end', reason: 'expired' }),
        Math.max(untilExpiry, 0),
      ),
    );
    this.fanout.publish(viewing.id, { kind: 'hello', instance: this.instance });
    return room;
  }

  private close(viewingId: string): void {
    this.rooms.get(viewingId)?.stop();
    this.rooms.delete(viewingId);
    this.unsubscribe.get(viewingId)?.();
    this.unsubscribe.delete(viewingId);
    clearTimeout(this.expiries.get(viewingId));
    this.expiries.delete(viewingId);
  }

  private beat(): void {
    for (const room of this.rooms.values()) {
      room.publishRoster();
      room.pruneStale();
    }
  }
}

const notInControl: Refusal = {
  code: 'not_allowed',
  message: 'Only the one in control moves the view and points.',
};
