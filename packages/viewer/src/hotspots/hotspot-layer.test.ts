import { describe, expect, it } from 'vitest';
import { cameraOf } from '../view/projection.js';
import { HotspotLayer, type HotspotPlacement } from './hotspot-layer.js';

function button(): HTMLButtonElement {
  const b = document.createElement('button');
  document.body.appendChild(b);
  return b;
}

describe('hotspot layer', () => {
  it('places on-screen elements at their projected point and hides those behind the camera', () => {
    const layer = new HotspotLayer(() => undefined);
    const [ahead, behind] = [button(), button()];
    layer.set([
      { element: ahead, yaw: 0, pitch: 0 },
      { element: behind, yaw: 180, pitch: 0 },
    ]);
    layer.position(cameraOf({ yaw: 0, pitch: 0, fov: 90 }, 800, 600));
    expect(ahead.dataset.visible).toBe('true');
    expect(ahead.style.transform).toBe('translate(400.0px,300.0px) translate(-50%,-50%)');
    expect(behind.dataset.visible).toBe('false');
    expect(behind.style.opacity).toBe('0');
  });

  it('asks to reveal a hidden hotspot when it gains focus, and forgets listeners on clear', () => {
    const revealed: HotspotPlacement[] = [];
    const layer = new HotspotLayer((p) => revealed.push(p));
    const behind = button();
    layer.set([{ element: behind, yaw: 180, pitch: 0 }]);
    layer.position(cameraOf({ yaw: 0, pitch: 0, fov: 90 }, 800, 600));
    behind.dispatchEvent(new FocusEvent('focus'));
    expect(revealed.map((p) => p.yaw)).toEqual([180]);
    layer.clear();
    behind.dispatchEvent(new FocusEvent('focus'));
    expect(revealed).toHaveLength(1);
  });

  it('with part of the canvas covered, places the view direction at the visible centre', () => {
    const layer = new HotspotLayer(() => undefined);
    const ahead = button();
    layer.set([{ element: ahead, yaw: 0, pitch: 0 }]);
    layer.position(
      cameraOf({ yaw: 0, pitch: 0, fov: 90 }, 800, 600, { top: 0, right: 300, bottom: 0, left: 0 }),
    );
    expect(ahead.style.transform).toBe('translate(250.0px,300.0px) translate(-50%,-50%)');
  });

  it('asks to reveal a focused hotspot that is on the canvas but under the covered part', () => {
    const revealed: HotspotPlacement[] = [];
    const layer = new HotspotLayer((p) => revealed.push(p));
    const [open, covered] = [button(), button()];
    layer.set([
      { element: open, yaw: -10, pitch: 0 },
      { element: covered, yaw: 50, pitch: 0 },
    ]);
    layer.position(
      cameraOf({ yaw: 0, pitch: 0, fov: 90 }, 800, 600, { top: 0, right: 300, bottom: 0, left: 0 }),
    );
    expect(covered.dataset.visible).toBe('true');
    open.dispatchEvent(new FocusEvent('focus'));
    covered.dispatchEvent(new FocusEvent('focus'));
    expect(revealed.map((p) => p.yaw)).toEqual([50]);
  });
});
