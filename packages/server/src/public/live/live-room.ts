import {
  LIVE_ENDED_CLOSE_CODE,
  LIVE_LIMITS,
  type LiveEndReason,
  type LiveParticipant,
  type LivePoint,
  type LiveServerMessage,
  type LiveView,
} from '@tourview/schema';
import type { LiveViewing } from '@tourview/storage';
import type { LiveBusEvent } from './live-fanout.js';
import type { LiveMember } from './live-member.js';
import { ViewThrottle } from './view-throttle.js';

/** What a room needs from the hub: publishing to its viewing and the clock. */
export interface RoomContext {
  instance: string;
  publish(event: LiveBusEvent): void;
  now(): number;
  /** Remote rosters older than this are an instance that died. */
  staleMs: number;
}

/** Messages to a room's members that a slow client may miss. */
const DROPPABLE = new Set<LiveServerMessage['type']>(['view', 'pointer']);
/** Members are told who is there at most this often. */
const PARTICIPANTS_DEBOUNCE_MS = 100;
/** Other instances learn this instance's participants at most this often. */
const ROSTER_DEBOUNCE_MS = 50;

/**
 * One viewing on this instance: its members here, the members elsewhere (from their instances'
 * rosters), and the state every instance keeps from the same events: who controls, the view
 * and the pointer.
 */
export class LiveRoom {
  readonly members = new Map<string, LiveMember>();
  private readonly remote = new Map<string, { participants: LiveParticipant[]; seenAt: number }>();
  controller: string | null = null;
  view: LiveView | null = null;
  pointer: LivePoint | null = null;
  readonly views: ViewThrottle;
  /** Ids counted on other instances that a rejoin has claimed: each counts once more at most. */
  private readonly claimed = new Set<string>();
  private participantsTimer: NodeJS.Timeout | null = null;
  private rosterTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly viewing: LiveViewing,
    private readonly context: RoomContext,
  ) {
    this.views = new ViewThrottle((from, view) =>
      context.publish({ kind: 'broadcast', message: { type: 'view', from, view }, except: from }),
    );
  }

  /** Everyone in the viewing, on this instance and on the others. */
  participants(): LiveParticipant[] {
    const here = [...this.members.values()].map((m) => m.participant);
    return [...here, ...[...this.remote.values()].flatMap((r) => r.participants)];
  }

  /**
   * True once for an id that another instance still counts: a participant whose instance died
   * and who rejoins here before the others have forgotten it. Claimed ids are remembered, so
   * nobody passes a full viewing twice on one id.
   */
  claimElsewhere(id: string | undefined): boolean {
    if (id === undefined || this.claimed.has(id)) return false;
    const elsewhere = [...this.remote.values()].some((r) => r.participants.some((p) => p.id === id));
    if (elsewhere) this.claimed.add(id);
    return elsewhere;
  }

  /** True when `id` may move the view and point: the controller, or a host while nobody is. */
  leads(member: LiveMember): boolean {
    return this.controller === null ? member.participant.role === 'host' : this.controller === member.id;
  }

  /** A member joined, left or changed: tell the other instances and the members. */
  changed(): void {
    this.rosterTimer ??= setTimeout(() => {
      this.rosterTimer = null;
      this.publishRoster();
    }, ROSTER_DEBOUNCE_MS);
    this.participantsChanged();
  }

  publishRoster(): void {
    const participants = [...this.members.values()].map((m) => m.participant);
    this.context.publish({ kind: 'roster', instance: this.context.instance, participants });
  }

  /** Forgets instances that stopped sending their roster; true when one was forgotten. */
  pruneStale(): void {
    const oldest = this.context.now() - this.context.staleMs;
    let pruned = false;
    for (const [instance, roster] of this.remote)
      if (roster.seenAt < oldest) pruned = this.remote.delete(instance) || pruned;
    if (pruned) this.participantsChanged();
  }

  receive(event: LiveBusEvent): void {
    if (event.kind === 'broadcast') this.broadcast(event.message, event.except);
    else if (event.kind === 'direct') this.members.get(event.to)?.send(event.message);
    else if (event.kind === 'roster') this.rosterOf(event.instance, event.participants);
    else if (event.kind === 'hello') this.greet(event.instance);
    else if (event.kind === 'state') this.learn(event);
  }

  /** Tells every member here the viewing ended and closes their sockets. */
  end(reason: LiveEndReason): void {
    this.sendToAll({ type: 'ended', reason });
    for (const member of this.members.values()) member.close(LIVE_ENDED_CLOSE_CODE, `ended: ${reason}`);
    this.stop();
  }

  stop(): void {
    this.views.stop();
    if (this.participantsTimer) clearTimeout(this.participantsTimer);
    if (this.rosterTimer) clearTimeout(this.rosterTimer);
  }

  private broadcast(message: LiveServerMessage, except: string | undefined): void {
    if (message.type === 'view') this.view = message.view;
    else if (message.type === 'pointer') this.pointer = message.at;
    else if (message.type === 'control') {
      this.controller = message.controller;
      this.views.reset();
      this.participantsChanged();
    }
    this.sendToAll(message, except);
  }

  private sendToAll(message: LiveServerMessage, except?: string): void {
    const text = JSON.stringify(message);
    const droppable = DROPPABLE.has(message.type);
    for (const member of this.members.values()) if (member.id !== except) member.sendText(text, droppable);
  }

  private rosterOf(instance: string, participants: LiveParticipant[]): void {
    if (instance === this.context.instance) return;
    const known = this.remote.get(instance);
    this.remote.set(instance, { participants, seenAt: this.context.now() });
    if (JSON.stringify(known?.participants) !== JSON.stringify(participants)) this.participantsChanged();
  }

  private greet(instance: string): void {
    if (instance === this.context.instance) return;
    this.publishRoster();
    if (this.view || this.pointer || this.controller)
      this.context.publish({
        kind: 'state',
        controller: this.controller,
        view: this.view,
        pointer: this.pointer,
      });
  }

  /** State from an instance that had the viewing before this one: taken only where none is known. */
  private learn(state: Extract<LiveBusEvent, { kind: 'state' }>): void {
    if (this.controller === null && state.controller !== null) {
      this.controller = state.controller;
      this.sendToAll({ type: 'control', controller: state.controller });
    }
    if (this.view === null && state.view !== null) {
      this.view = state.view;
      this.sendToAll({ type: 'view', from: null, view: state.view });
    }
    this.pointer ??= state.pointer;
  }

  private participantsChanged(): void {
    this.participantsTimer ??= setTimeout(() => {
      this.participantsTimer = null;
      this.tellParticipants();
    }, PARTICIPANTS_DEBOUNCE_MS);
  }

  /**
   * Hosts and the controller always see who is there; guests only in a viewing small enough
   * for voice, which needs each peer. The host's instance hands control back when the
   * controlling guest has gone.
   */
  private tellParticipants(): void {
    const participants = this.participants();
    const hostHere = [...this.members.values()].some((m) => m.participant.role === 'host');
    if (hostHere && this.controller !== null && !participants.some((p) => p.id === this.controller))
      this.context.publish({ kind: 'broadcast', message: { type: 'control', controller: null } });
    const everyone = participants.length <= LIVE_LIMITS.voiceMesh;
    const text = JSON.stringify({ type: 'participants', participants } satisfies LiveServerMessage);
    for (const member of this.members.values())
      if (everyone || member.participant.role === 'host' || member.id === this.controller)
        member.sendText(text, false);
  }
}
