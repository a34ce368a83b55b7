import { describe, expect, it } from 'vitest';
import { LIVE_LIMITS, liveClientMessageSchema, liveViewsDiffer } from './live-protocol.js';

const SECRET = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('the live-viewing protocol', () => {
  it('accepts a join, a view, a pointer and a chat line', () => {
    for (const message of [
      { type: 'join', role: 'guest', secret: SECRET, name: ' Ben ' },
      { type: 'view', view: { scene: 'hall', yaw: 12.5, pitch: -3, fov: 70 } },
      { type: 'pointer', at: { yaw: 1, pitch: 2 } },
      { type: 'pointer', at: null },
      { type: 'chat', text: 'Is the <b>kitchen</b> new?' },
    ])
      expect(liveClientMessageSchema.safeParse(message).success).toBe(true);
    const join = liveClientMessageSchema.parse({
      type: 'join',
      role: 'guest',
      secret: SECRET,
      name: ' Ben ',
    });
    expect(join).toMatchObject({ name: 'Ben' });
  });

  it('refuses control characters, overlong text, unknown fields and impossible angles', () => {
    for (const message of [
      { type: 'chat', text: 'a\u0007b' },
      { type: 'chat', text: 'x'.repeat(LIVE_LIMITS.chat + 1) },
      { type: 'chat', text: '\u200b ' },
      { type: 'join', role: 'guest', secret: SECRET, name: 'Ben\u202e' },
      { type: 'join', role: 'admin', secret: SECRET, name: 'Ben' },
      { type: 'join', role: 'guest', secret: 'short', name: 'Ben' },
      { type: 'view', view: { scene: 'hall', yaw: 0, pitch: 91, fov: 70 } },
      { type: 'view', view: { scene: 'hall', yaw: Number.NaN, pitch: 0, fov: 70 } },
      { type: 'view', view: { scene: 'hall', yaw: 0, pitch: 0, fov: 70, extra: 1 } },
      {
        type: 'signal',
        to: 'abcdefgh',
        signal: { description: { type: 'offer', sdp: 'x'.repeat(LIVE_LIMITS.sdp + 1) } },
      },
      { type: 'nope' },
    ])
      expect(liveClientMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });

  it('calls views different only past a hundredth of a degree or in another room', () => {
    const view = { scene: 'hall', yaw: 10, pitch: 0, fov: 70 };
    expect(liveViewsDiffer(null, view)).toBe(true);
    expect(liveViewsDiffer(view, { ...view, yaw: 10.005 })).toBe(false);
    expect(liveViewsDiffer(view, { ...view, yaw: 10.02 })).toBe(true);
    expect(liveViewsDiffer(view, { ...view, fov: 69 })).toBe(true);
    expect(liveViewsDiffer(view, { ...view, scene: 'kitchen' })).toBe(true);
  });
});
