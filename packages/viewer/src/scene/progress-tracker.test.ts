import { describe, expect, it } from 'vitest';
import { Emitter, type ViewerEvents } from '../events.js';
import { ProgressTracker } from './progress-tracker.js';

describe('progress tracker', () => {
  it('reports changes in progress and goes idle once until reset', () => {
    const events = new Emitter<ViewerEvents>();
    const log: string[] = [];
    events.on('load-progress', ({ loaded, total }) => log.push(`${loaded}/${total}`));
    events.on('tiles-idle', ({ sceneId }) => log.push(`idle ${sceneId}`));
    const tracker = new ProgressTracker(events);
    tracker.report('a', { loaded: 0, total: 2 }, false);
    tracker.report('a', { loaded: 0, total: 2 }, false);
    tracker.report('a', { loaded: 2, total: 2 }, true);
    tracker.report('a', { loaded: 2, total: 2 }, false);
    tracker.report('a', { loaded: 2, total: 2 }, false);
    tracker.reset();
    tracker.report('a', { loaded: 2, total: 2 }, false);
    expect(log).toEqual(['0/2', '2/2', 'idle a', 'idle a']);
  });
});
