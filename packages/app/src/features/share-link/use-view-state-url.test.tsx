import type { Viewer } from '@tourview/viewer';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/index.js';
import { freshRootEachTest } from '../../lib/testing/test-root.js';
import { useViewStateUrl } from './use-view-state-url.js';

const view = freshRootEachTest();

/** The part of the engine the hook reads: the view, and view changes it never fires here. */
const viewer = {
  getView: () => ({ yaw: 75, pitch: -5, fov: 80 }),
  on: () => () => undefined,
} as unknown as Viewer;

function Probe({ scene }: { scene: string }) {
  useViewStateUrl(viewer, scene, 'en');
  return null;
}

describe('useViewStateUrl', () => {
  it('writes the room and view into the address as soon as the room opens, before any move', () => {
    window.history.replaceState(null, '', '/demo?embed=1');
    view.render(
      <I18nProvider lang="en">
        <Probe scene="kitchen" />
      </I18nProvider>,
    );
    const params = new URLSearchParams(window.location.search);
    expect(params.get('scene')).toBe('kitchen');
    expect(params.get('yaw')).toBe('75');
    expect(params.get('embed')).toBe('1');
  });
});
