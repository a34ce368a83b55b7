import { describe, expect, it } from 'vitest';
import { Emitter, type ViewerEvents } from '../events.js';
import { ProgressTracker } from './progress-tracker.js';
import type { TileProgress } from './scene-layer.js';

const NONE = { sharp: false, halfSharp: false };

function logged(): { tracker: ProgressTracker; log: string[] } {
  const events = new Emitter<ViewerEvents>();
  const log: string[] = [];
  events.on('load-progress', ({ loaded, total }) => log.push(`${loaded}/${total}`));
  events.on('tiles-idle', ({ sceneId }) => log.push(`idle ${sceneId}`));
  events.on('view-half-sharp', ({ sceneId }) => log.push(`half ${sceneId}`));
  events.on('view-sharp', ({ sceneId }) => log.push(`sharp ${sceneId}`));
  return { tracker: new ProgressTracker(events), log };
}

describe('progress tracker', () => {
  it('tells a late listener where the last frame stood', () => {
    const { tracker } = logged();
    expect(tracker.now).toMatchObject({ loaded: 0, total: 0, sharp: false, idle: false });
    tracker.report('a', { loaded: 1, total: 2, ...NONE }, false);
    expect(tracker.now).toEqual({ sceneId: 'a', loaded: 1, total: 2, sharp: false, idle: false });
    tracker.report('a', { loaded: 2, total: 2, sharp: true, halfSharp: true }, true);
    expect(tracker.now).toEqual({ sceneId: 'a', loaded: 2, total: 2, sharp: true, idle: false });
    tracker.report('a', { loaded: 2, total: 2, sharp: true, halfSharp: true }, false);
    expect(tracker.now.idle).toBe(true);
  });

  it('reports changes in progress and goes idle once until reset', () => {
    const { tracker, log } = logged();
    tracker.report('a', { loaded: 0, total: 2, ...NONE }, false);
    tracker.report('a', { loaded: 0, total: 2, ...NONE }, false);
    tracker.report('a', { loaded: 2, total: 2, ...NONE }, true);
    tracker.report('a', { loaded: 2, total: 2, ...NONE }, false);
    tracker.report('a', { loaded: 2, total: 2, ...NONE }, false);
    tracker.reset();
    tracker.report('a', { loaded: 2, total: 2, ...NONE }, false);
    expect(log).toEqual(['0/2', '2/2', 'idle a', 'idle a']);
  });

  it('says half sharp, then sharp, once each until the view changes', () => {
    const { tracker, log } = logged();
    const at = (loaded: number, halfSharp: boolean, sharp: boolean): TileProgress => ({
      loaded,
      total: 2,
      halfSharp,
      sharp,
    });
    tracker.report('a', at(0, false, false), false);
    tracker.report('a', at(0, true, false), false);
    tracker.report('a', at(1, true, false), false);
    tracker.report('a', at(2, true, true), false);
    tracker.report('a', at(2, true, true), false);
    tracker.reset();
    tracker.report('a', at(2, true, true), false);
    expect(log).toEqual(['0/2', 'half a', '1/2', '2/2', 'sharp a', 'idle a', 'half a', 'sharp a', 'idle a']);
  });

  it('is never sharp while a needed tile failed, though the tiles are idle', () => {
    const { tracker, log } = logged();
    tracker.report('a', { loaded: 2, total: 2, halfSharp: true, sharp: false }, false);
    expect(log).toEqual(['2/2', 'half a', 'idle a']);
  });
});
