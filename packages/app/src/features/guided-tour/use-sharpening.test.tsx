import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@tourview/viewer';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { useSharpening } from './use-sharpening.js';

type Handler = (payload: { loaded: number; total: number }) => void;

/** A viewer whose tile events the test sends. */
function fakeViewer() {
  const handlers = new Map<string, Set<Handler>>();
  const viewer = {
    tiles: () => ({ sceneId: '', loaded: 0, total: 8, sharp: false, idle: false }),
    on: (type: string, handler: Handler) => {
      const set = handlers.get(type) ?? new Set<Handler>();
      handlers.set(type, set.add(handler));
      return () => set.delete(handler);
    },
  } as unknown as Viewer;
  const emit = (type: string, payload = { loaded: 0, total: 0 }) =>
    act(() => handlers.get(type)?.forEach((handler) => handler(payload)));
  return { viewer, emit };
}

function Status({ viewer, sceneId }: { viewer: Viewer; sceneId: string }) {
  return <p role="status">{useSharpening(viewer, sceneId) ? 'Sharper view still loading…' : ''}</p>;
}

const root = freshRootEachTest();

describe('the sharper-view status', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // A guided tour turns the view all the time, and every turn asks for a few new tiles.
  it('changes at most twice per room while the guided tour turns the view and walks on', () => {
    const { viewer, emit } = fakeViewer();
    // What the live region says after every step.
    const texts: string[] = [];
    const step = (run: () => void) => {
      run();
      texts.push(root.host.textContent ?? '');
    };
    for (const sceneId of ['living-room', 'kitchen', 'hallway']) {
      step(() => root.render(<Status viewer={viewer} sceneId={sceneId} />));
      step(() => act(() => vi.advanceTimersByTime(2500)));
      step(() => emit('tiles-idle'));
      for (let turn = 0; turn < 4; turn++) {
        step(() => emit('load-progress', { loaded: 5, total: 8 }));
        step(() => act(() => vi.advanceTimersByTime(2500)));
        step(() => emit('load-progress', { loaded: 8, total: 8 }));
      }
    }
    const changes = texts.filter((text, i) => text !== (texts[i - 1] ?? ''));
    expect(changes).toEqual(Array.from({ length: 3 }, () => ['Sharper view still loading…', '']).flat());
  });

  it('says so once a room stays blurry past two seconds, and goes quiet when it sharpens', () => {
    const { viewer, emit } = fakeViewer();
    root.render(<Status viewer={viewer} sceneId="living-room" />);
    expect(root.host.textContent).toBe('');
    act(() => vi.advanceTimersByTime(2500));
    expect(root.host.textContent).toBe('Sharper view still loading…');
    emit('load-progress', { loaded: 8, total: 8 });
    expect(root.host.textContent).toBe('');
  });
});
