import type { LiveParticipant } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { LiveRoom } from './live-room.js';

const viewing = {
  id: 'v1',
  tourCode: 'demo',
  hostName: 'Anna',
  createdBy: null,
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 60_000),
  endedAt: null,
};
const guest = (id: string): LiveParticipant => ({
  id,
  name: id,
  role: 'guest',
  following: true,
  voice: false,
  muted: true,
});

describe('a live room counting participants of other instances', () => {
  it('lets a participant another instance still counts rejoin past a full viewing, once', () => {
    const room = new LiveRoom(viewing, {
      instance: 'here',
      publish: () => undefined,
      now: () => 0,
      staleMs: 1,
    });
    room.receive({ kind: 'roster', instance: 'dead', participants: [guest('ghost-0001')] });
    expect(room.claimElsewhere(undefined)).toBe(false);
    expect(room.claimElsewhere('unknown-001')).toBe(false);
    expect(room.claimElsewhere('ghost-0001')).toBe(true);
    expect(room.claimElsewhere('ghost-0001')).toBe(false);
    room.stop();
  });
});
