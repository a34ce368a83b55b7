import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, DEFAULT_QUEUE_LIMIT } from './analytics.js';

describe('createAnalytics', () => {
  it('sends nothing while pending and sends queued events in order on connect', () => {
    const analytics = createAnalytics();
    analytics.track('tour_opened', { tour_code: 'demo' });
    analytics.track('scene_entered', { tour_code: 'demo', scene_id: 'hall' });
    const sink = vi.fn();
    expect(analytics.state).toBe('pending');
    analytics.connect(sink);
    expect(analytics.state).toBe('ready');
    expect(sink.mock.calls).toEqual([
      ['tour_opened', { tour_code: 'demo' }],
      ['scene_entered', { tour_code: 'demo', scene_id: 'hall' }],
    ]);
  });

  it('sends straight away once ready, dropping undefined parameters', () => {
    const analytics = createAnalytics();
    const sink = vi.fn();
    analytics.connect(sink);
    analytics.track('chapter_used', { tour_code: 'demo', chapter_index: 2, scene_id: undefined });
    expect(sink).toHaveBeenCalledExactlyOnceWith('chapter_used', { tour_code: 'demo', chapter_index: 2 });
  });

  it('keeps only the earliest events up to the queue limit', () => {
    const analytics = createAnalytics({ queueLimit: 2 });
    for (const code of ['a1', 'a2', 'a3']) analytics.track('enquiry_sent', { tour_code: code });
    const sink = vi.fn();
    analytics.connect(sink);
    expect(sink.mock.calls.map(([, params]) => params)).toEqual([{ tour_code: 'a1' }, { tour_code: 'a2' }]);
  });

  it('bounds the queue by default', () => {
    const analytics = createAnalytics();
    for (let i = 0; i < DEFAULT_QUEUE_LIMIT + 10; i += 1)
      analytics.track('video_played', { tour_code: 'demo' });
    const sink = vi.fn();
    analytics.connect(sink);
    expect(sink).toHaveBeenCalledTimes(DEFAULT_QUEUE_LIMIT);
  });

  it('drops queued and later events once disabled, and cannot be connected after', () => {
    const analytics = createAnalytics();
    analytics.track('tour_opened', { tour_code: 'demo' });
    analytics.disable();
    analytics.track('loan_calculator_opened', { tour_code: 'demo' });
    const sink = vi.fn();
    analytics.connect(sink);
    expect(analytics.state).toBe('disabled');
    expect(sink).not.toHaveBeenCalled();
  });

  it('connects only once', () => {
    const analytics = createAnalytics();
    const first = vi.fn();
    const second = vi.fn();
    analytics.connect(first);
    analytics.connect(second);
    analytics.track('video_progress', { tour_code: 'demo', percent: 50 });
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
  });

  it('never lets a failing sink reach the caller', () => {
    const analytics = createAnalytics();
    analytics.track('tour_opened', { tour_code: 'demo' });
    const sink = vi.fn(() => {
      throw new Error('gtag blew up');
    });
    expect(() => analytics.connect(sink)).not.toThrow();
    expect(() => analytics.track('hotspot_used', hotspot)).not.toThrow();
    expect(sink).toHaveBeenCalledTimes(2);
  });
});

const hotspot = { tour_code: 'demo', scene_id: 'hall', hotspot_kind: 'link', hotspot_id: 'kitchen' } as const;
