import type { Viewer } from '@tourview/viewer';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_MARKS, markEditorTimings } from './view-timings.js';

/** The engine's event subscription, and a way to fire what it subscribed. */
function fakeViewer() {
  const handlers = new Map<string, (payload: never) => void>();
  const viewer: Pick<Viewer, 'on'> = {
    on: (type, handler) => {
      handlers.set(type, handler);
      return () => handlers.delete(type);
    },
  };
  return { ...viewer, fire: (type: string) => (handlers.get(type) as (() => void) | undefined)?.() };
}

const marks = (name: string) => performance.getEntriesByName(name, 'mark');

describe('the scene editor’s timing marks', () => {
  afterEach(() => performance.clearMarks());

  it('marks the first pixels and the first sharp view once per page, and stops when asked', () => {
    const viewer = fakeViewer();
    const stop = markEditorTimings(viewer);
    viewer.fire('first-render');
    viewer.fire('first-render');
    expect(marks(EDITOR_MARKS['first-render'])).toHaveLength(1);
    expect(marks(EDITOR_MARKS['view-sharp'])).toHaveLength(0);
    viewer.fire('view-sharp');
    expect(marks(EDITOR_MARKS['view-sharp'])).toHaveLength(1);
    stop();
    performance.clearMarks();
    viewer.fire('view-sharp');
    expect(marks(EDITOR_MARKS['view-sharp'])).toHaveLength(0);
  });
});
