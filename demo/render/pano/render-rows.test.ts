import { describe, expect, it } from 'vitest';
import { APARTMENT } from '../model/apartment.js';
import { panoramaAngles } from '../outputs/view-angles.js';
import { roomCamera } from '../render-panoramas.js';
import { sceneData, traceScene } from '../trace/trace-scene.js';
import { renderRows } from './render-rows.js';

const WIDTH = 256;
const HEIGHT = 128;
const scene = traceScene(sceneData(APARTMENT));
/** An unlit apartment: surfaces render black, so only the sky through the windows shows. */
const dark = new Float32Array(scene.layout.total * 3);
const living = APARTMENT.rooms.find((r) => r.id === 'living-room');
if (!living) throw new Error('no living room');
const image = renderRows(scene, dark, {
  camera: roomCamera(living, APARTMENT.eyeHeight),
  width: WIDTH,
  height: HEIGHT,
  y0: 0,
  y1: HEIGHT,
});

/** Red channel at a panorama yaw/pitch (degrees), with yaw -180..180 left to right. */
function redAt(yaw: number, pitch: number): number {
  const x = Math.floor(((yaw + 180) / 360) * WIDTH);
  const y = Math.floor(((90 - pitch) / 180) * HEIGHT);
  return image[(y * WIDTH + x) * 3] ?? Number.NaN;
}

describe('renderRows', () => {
  it('shows the sky exactly where the model puts the windows', () => {
    const window = APARTMENT.walls[0]?.openings[0];
    if (!window) throw new Error('no window');
    const centre = [window.center, (window.bottom + window.top) / 2, 0] as const;
    const { yaw, pitch } = panoramaAngles(living, APARTMENT.eyeHeight, centre);
    expect(redAt(yaw, pitch)).toBeGreaterThan(0.3);
  });

  it('leaves unlit surfaces black', () => {
    expect(redAt(0, -80)).toBe(0);
    expect(redAt(0, 85)).toBe(0);
  });
});
