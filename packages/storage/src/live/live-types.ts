/** A live viewing as the server sees it: never its secrets, which are stored hashed. */
export interface LiveViewing {
  id: string;
  tourCode: string;
  /** The name guests see ("following Anna"). */
  hostName: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** When the host ended it or the studio revoked it; null while it may run. */
  endedAt: Date | null;
}

/** What starts a viewing: the secrets come in clear and are stored hashed. */
export interface NewLiveViewing {
  id: string;
  tourCode: string;
  hostName: string;
  hostKey: string;
  guestToken: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** How a secret opens a viewing: as its host, or as a guest through the link. */
export type LiveRole = 'host' | 'guest';

/** Live viewings: created by the studio, opened by a host key or a guest link's token. */
export interface LiveViewingStore {
  createLiveViewing(viewing: NewLiveViewing): Promise<LiveViewing>;
  /**
   * The viewing a secret opens in `role`, if it is neither ended nor expired at `now`;
   * an unknown, ended or expired secret all answer undefined.
   */
  openLiveViewing(role: LiveRole, secret: string, now?: Date): Promise<LiveViewing | undefined>;
  liveViewing(id: string): Promise<LiveViewing | undefined>;
  /** A tour's viewings, newest first, ended ones included. */
  liveViewingsOfTour(tourCode: string): Promise<LiveViewing[]>;
  /** Ends a viewing; false when it was already ended or does not exist. */
  endLiveViewing(id: string, at?: Date): Promise<boolean>;
  /**
   * Ends every viewing `createdBy` started that may still run at `at` (its sessions were
   * revoked, so the host links it was given are too); answers the ids it ended.
   */
  endLiveViewingsBy(createdBy: string, at?: Date): Promise<string[]>;
}
