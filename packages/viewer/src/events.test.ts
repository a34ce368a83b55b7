import { describe, expect, it, vi } from 'vitest';
import { Emitter, type ViewerEvents } from './events.js';

describe('typed emitter', () => {
  it('delivers to every handler until unsubscribed', () => {
    const events = new Emitter<ViewerEvents>();
    const seen: string[] = [];
    const off = events.on('scene-ready', ({ sceneId }) => seen.push(`a:${sceneId}`));
    events.on('scene-ready', ({ sceneId }) => seen.push(`b:${sceneId}`));
    events.emit('scene-ready', { sceneId: 'hall' });
    off();
    events.emit('scene-ready', { sceneId: 'kitchen' });
    expect(seen).toEqual(['a:hall', 'b:hall', 'b:kitchen']);
  });

  it('a throwing handler is reported and does not stop the others', () => {
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    const events = new Emitter<ViewerEvents>();
    const seen: number[] = [];
    events.on('load-progress', () => {
      throw new Error('app bug');
    });
    events.on('load-progress', ({ loaded }) => seen.push(loaded));
    events.emit('load-progress', { loaded: 3, total: 4 });
    expect(seen).toEqual([3]);
    expect(report).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
