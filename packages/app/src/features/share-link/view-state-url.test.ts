import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleTour } from '@tourview/schema/testing';
import { debounce, initialViewState, searchWithViewState } from './view-state-url.js';

const tour = sampleTour();

describe('initialViewState', () => {
  it('opens the start scene without parameters', () => {
    expect(initialViewState(tour, '')).toEqual({ sceneId: 'living' });
  });

  it('restores scene and view from a shared link', () => {
    expect(initialViewState(tour, '?scene=kitchen&yaw=-45.5&pitch=10&fov=60')).toEqual({
      sceneId: 'kitchen',
      view: { yaw: -45.5, pitch: 10, fov: 60 },
    });
  });

  it('ignores an unknown scene and the view that came with it', () => {
    expect(initialViewState(tour, '?scene=attic&yaw=20')).toEqual({ sceneId: 'living' });
  });

  it('opens a renamed scene from a link with its old id, and writes its new id back', () => {
    const renamed = {
      ...tour,
      scenes: tour.scenes.map((s) => (s.id === 'kitchen' ? { ...s, formerIds: ['room-2'] } : s)),
    };
    const start = initialViewState(renamed, '?scene=room-2&yaw=20');
    expect(start).toEqual({ sceneId: 'kitchen', view: { yaw: 20 } });
    const view = { yaw: 20, pitch: 0, fov: 75 };
    expect(new URLSearchParams(searchWithViewState('?scene=room-2', start.sceneId, view)).get('scene')).toBe(
      'kitchen',
    );
  });
});

describe('searchWithViewState', () => {
  it('writes rounded values and keeps other parameters', () => {
    const search = searchWithViewState('?embed=1&yaw=3', 'kitchen', { yaw: 190.04, pitch: -12.345, fov: 75 });
    const params = new URLSearchParams(search);
    expect(params.get('embed')).toBe('1');
    expect(params.get('scene')).toBe('kitchen');
    expect(params.get('yaw')).toBe('-170');
    expect(params.get('pitch')).toBe('-12.3');
    expect(params.get('fov')).toBe('75');
  });

  it("names the language only when given one, dropping a shared link's", () => {
    const view = { yaw: 0, pitch: 0, fov: 75 };
    expect(new URLSearchParams(searchWithViewState('', 'hall', view, 'de')).get('lang')).toBe('de');
    expect(new URLSearchParams(searchWithViewState('?lang=de', 'hall', view)).has('lang')).toBe(false);
  });

  it('round-trips through initialViewState', () => {
    const view = { yaw: 123.4, pitch: -5.6, fov: 55.5 };
    const restored = initialViewState(tour, searchWithViewState('', 'kitchen', view));
    expect(restored.sceneId).toBe('kitchen');
    expect(restored.view?.yaw).toBeCloseTo(view.yaw, 6);
    expect(restored.view).toMatchObject({ pitch: view.pitch, fov: view.fov });
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last arguments after calls stop', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d.call(1);
    vi.advanceTimersByTime(200);
    d.call(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('flushes a pending call now and cancels one for good', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d.call('a');
    d.flush();
    expect(fn).toHaveBeenCalledWith('a');
    d.call('b');
    d.cancel();
    vi.advanceTimersByTime(1000);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
