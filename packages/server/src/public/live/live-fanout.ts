import type {
  LiveEndReason,
  LiveParticipant,
  LivePoint,
  LiveServerMessage,
  LiveView,
} from '@tourview/schema';

/** What one instance tells the others (and itself) about a viewing. */
export type LiveBusEvent =
  /** For every participant on every instance, but `except`. */
  | { kind: 'broadcast'; message: LiveServerMessage; except?: string }
  /** For one participant, wherever it is connected. */
  | { kind: 'direct'; to: string; message: LiveServerMessage }
  /** The participants connected to one instance; repeated as a heartbeat. */
  | { kind: 'roster'; instance: string; participants: LiveParticipant[] }
  /** An instance that just took a viewing's first participant asks the others for its state. */
  | { kind: 'hello'; instance: string }
  /** The answer to `hello`: who controls, and where the view and pointer are. */
  | { kind: 'state'; controller: string | null; view: LiveView | null; pointer: LivePoint | null }
  | { kind: 'end'; reason: LiveEndReason };

/** Receives a viewing's events, this instance's own included, in the order they were published. */
export type LiveBusHandler = (event: LiveBusEvent) => void;

/**
 * Passes a viewing's events between the instances that hold its participants: in this process
 * only, or over Redis pub/sub so that a host and guests on different instances meet.
 */
export interface LiveFanout {
  /** True when events reach other instances. */
  readonly shared: boolean;
  publish(viewingId: string, event: LiveBusEvent): void;
  /** Starts receiving a viewing's events, resolving once they flow; the resolved function stops. */
  subscribe(viewingId: string, handler: LiveBusHandler): Promise<() => void>;
  close(): Promise<void>;
}

/** Handlers by viewing, shared by both fan-outs for delivery inside this process. */
export class LocalHandlers {
  private readonly byViewing = new Map<string, Set<LiveBusHandler>>();

  add(viewingId: string, handler: LiveBusHandler): () => boolean {
    const handlers = this.byViewing.get(viewingId) ?? new Set();
    this.byViewing.set(viewingId, handlers);
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size > 0) return false;
      this.byViewing.delete(viewingId);
      return true;
    };
  }

  deliver(viewingId: string, event: LiveBusEvent): void {
    for (const handler of this.byViewing.get(viewingId) ?? []) handler(event);
  }
}

/** The fan-out of one instance: events reach this process's participants only. */
export function memoryFanout(): LiveFanout {
  const handlers = new LocalHandlers();
  return {
    shared: false,
    // Delivered on the next tick, as from Redis, so a handler never runs inside its own publish.
    publish: (viewingId, event) => queueMicrotask(() => handlers.deliver(viewingId, event)),
    subscribe: (viewingId, handler) => {
      const remove = handlers.add(viewingId, handler);
      return Promise.resolve(() => void remove());
    },
    close: () => Promise.resolve(),
  };
}
