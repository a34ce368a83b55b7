import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@tourview/viewer';
import { hasEarlyViewer, offerEarlyViewer, releaseEarlyViewer, takeEarlyViewer } from './early-viewer.js';

/** A viewer the boot script started, as far as the hand-off sees it. */
function early(tourCode: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const viewer = { destroy: vi.fn() } as unknown as Viewer & { destroy: ReturnType<typeof vi.fn> };
  return { viewer, host, tourCode };
}

describe('the hand-off of the viewer the tour page started', () => {
  afterEach(() => releaseEarlyViewer());

  it('gives the running viewer to the app screen of the same tour, once', () => {
    const offer = early('house');
    offerEarlyViewer(offer);
    expect(hasEarlyViewer()).toBe(true);
    expect(takeEarlyViewer('house')).toBe(offer);
    expect(offer.viewer.destroy).not.toHaveBeenCalled();
    expect(offer.host.isConnected).toBe(true);
    expect(hasEarlyViewer()).toBe(false);
    expect(takeEarlyViewer('house')).toBeNull();
  });

  it('destroys it when the app opens another tour', () => {
    const offer = early('house');
    offerEarlyViewer(offer);
    expect(takeEarlyViewer('garden')).toBeNull();
    expect(offer.viewer.destroy).toHaveBeenCalledOnce();
    expect(offer.host.isConnected).toBe(false);
  });

  it('destroys it when the visitor went elsewhere before the app started, or a newer one is offered', () => {
    const first = early('house');
    offerEarlyViewer(first);
    const second = early('house');
    offerEarlyViewer(second);
    expect(first.viewer.destroy).toHaveBeenCalledOnce();
    releaseEarlyViewer();
    expect(second.viewer.destroy).toHaveBeenCalledOnce();
    expect(second.host.isConnected).toBe(false);
    expect(hasEarlyViewer()).toBe(false);
  });
});
