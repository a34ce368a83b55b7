import { describe, expect, it } from 'vitest';
import { RenderLoop } from './render-loop.js';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('render loop', () => {
  it('draws one frame however many times it is asked, and none when not asked', async () => {
    let frames = 0;
    const loop = new RenderLoop(() => {
      frames++;
      return false;
    });
    loop.request();
    loop.request();
    loop.request();
    await nextFrame();
    await nextFrame();
    expect(frames).toBe(1);
  });

  it('keeps going while the frame asks for more, and stops for good on stop()', async () => {
    let frames = 0;
    const loop = new RenderLoop(() => ++frames < 3);
    loop.request();
    for (let i = 0; i < 5; i++) await nextFrame();
    expect(frames).toBe(3);
    loop.stop();
    loop.request();
    await nextFrame();
    expect(frames).toBe(3);
  });
});
