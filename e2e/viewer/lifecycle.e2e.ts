import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CubePanorama, View } from '@tourview/schema';
import { centreTile } from './support/expected.js';
import { previewColour, tileColour } from './support/fixture-tour.js';
import { openHarness, pixelAt, sameColour, stats, waitForEvent } from './support/harness-page.js';
import { withInlinePreview } from './support/inline-preview.js';
import { useViewerSuite } from './support/suite.js';

const SIZE = { width: 640, height: 480 };
const VIEW: View = { yaw: 10, pitch: 10, fov: 60 };

const suite = useViewerSuite();

/** Listener counts on window, document, the container and the canvas, via the DevTools protocol. */
async function listenerCounts(cdp: CDPSession, page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of ['window', 'document', '__container', '__canvas']) {
    const expression = name.startsWith('__') ? `window.${name}` : name;
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) throw new Error(`no object for ${name}`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    counts[name] = listeners.length;
  }
  await page.evaluate(() => undefined);
  return counts;
}

/** The engine's live textures and the page's heap after garbage collection. */
async function memory(page: Page, cdp: CDPSession): Promise<{ textures: number; heapBytes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { textures: (await stats(page)).textures, heapBytes: usedSize };
}

/**
 * Enters scenes `from` to `to - 1` of a tour of ten views, cycling (room n looks where room
 * n - 10 did), each until its tiles are idle; odd rooms carry the inline preview.
 */
async function roomChanges(
  page: Page,
  rooms: { plain: CubePanorama; inline: CubePanorama },
  from: number,
  to: number,
) {
  await page.evaluate(
    async ({ rooms: r, from: a, to: b }) => {
      const viewer = (window as unknown as { __viewer: ViewerHandle }).__viewer;
      for (let n = a; n < b; n++) {
        const idle = new Promise<void>((resolve) => {
          const off = viewer.on('tiles-idle', () => (off(), resolve()));
        });
        const panorama = n % 2 ? r.inline : r.plain;
        const initialView = { yaw: (n % 10) * 36 - 180, pitch: ((n % 5) - 2) * 20, fov: 60 };
        await viewer.loadScene({ id: `room-${n}`, panorama, initialView }, { transition: 'none' });
        await idle;
      }
    },
    { rooms, from, to },
  );
}

/** The canvas's drawing buffer in pixels. */
function bufferSize(page: Page): Promise<{ width: number; height: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    return { width: canvas.width, height: canvas.height };
  });
}

interface ViewerHandle {
  on(type: string, handler: () => void): () => void;
  loadScene(scene: unknown, options: unknown): Promise<void>;
}

describe('viewer lifecycle in Chromium', () => {
  it('shows the inline preview before any image arrives, and takes the full preview once the view is in', async () => {
    const pano = await withInlinePreview(suite.pano, suite.tourDir);
    const page = await suite.browser.newPage({ viewport: SIZE, deviceScaleFactor: 1 });
    // Every image waits until the first frame has been looked at.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/tour/**', (route) => released.then(() => route.continue()));
    const scene = JSON.stringify({ id: 'fixture', panorama: pano, initialView: VIEW });
    const query = new URLSearchParams({ base: `${suite.server.origin}/tour`, scene });
    await page.goto(`${suite.server.origin}/harness/index.html?${query.toString()}`);
    await waitForEvent(page, 'scene-ready');
    // Nothing has arrived: the room on screen is the inline preview's, drawn at half the
    // resolution on each side (its 32 px faces have nothing finer to show).
    const c = centreTile(VIEW, 1);
    const centre = await pixelAt(page, SIZE.width / 2, SIZE.height / 2);
    expect(sameColour(centre, previewColour(c.face, c.qx, c.qy), 24)).toBe(true);
    expect(await bufferSize(page)).toEqual({ width: SIZE.width / 2, height: SIZE.height / 2 });
    const previewUrl = `${suite.server.origin}/tour/${pano.preview.url}`;
    expect((await stats(page)).requested).not.toContain(previewUrl);
    release();
    await waitForEvent(page, 'tiles-idle');
    await page.waitForFunction(() =>
      (window as unknown as { __requested: string[] }).__requested.some((u) => u.includes('preview')),
    );
    const t = centreTile(VIEW, 4);
    expect(await pixelAt(page, SIZE.width / 2, SIZE.height / 2)).toEqual(
      tileColour(2, t.face, t.x, t.y, t.qx, t.qy),
    );
    expect(await bufferSize(page)).toEqual(SIZE);
    const after = await stats(page);
    // The tiles and one preview: the inline one's texture was freed when the full one came.
    await expect
      .poll(async () => (await stats(page)).textures)
      .toBe(after.textureBytes / (256 * 256 * 4) + 1);
  });

  it('keeps its textures and heap flat over 100 room changes', async () => {
    const rooms = { plain: suite.pano, inline: await withInlinePreview(suite.pano, suite.tourDir) };
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW, SIZE);
    const cdp = await page.context().newCDPSession(page);
    await roomChanges(page, rooms, 1, 21);
    const after20 = await memory(page, cdp);
    await roomChanges(page, rooms, 21, 101);
    const after100 = await memory(page, cdp);
    // The same ten views again: the same tiles, and one preview, however many rooms came before.
    expect(after100.textures).toBe(after20.textures);
    expect(after100.heapBytes).toBeLessThan(after20.heapBytes * 1.1 + 512 * 1024);
  });

  it('keeps drawing after the WebGL context is lost and restored', async () => {
    const page = await openHarness(suite.browser, suite.server.origin, suite.pano, VIEW, SIZE);
    await waitForEvent(page, 'tiles-idle');
    const t = centreTile(VIEW, 4);
    const expected = tileColour(2, t.face, t.x, t.y, t.qx, t.qy);
    expect(await pixelAt(page, SIZE.width / 2, SIZE.height / 2)).toEqual(expected);
    await page.evaluate(() => {
      const gl = document.querySelector('canvas')?.getContext('webgl');
      const ext = gl?.getExtension('WEBGL_lose_context');
      (window as unknown as { __lose: unknown }).__lose = ext;
      ext?.loseContext();
    });
    await page.waitForFunction(
      () => document.querySelector('canvas')?.getContext('webgl')?.isContextLost() === true,
    );
    expect((await stats(page)).textures).toBe(0);
    await page.evaluate(() =>
      (window as unknown as { __lose: { restoreContext(): void } }).__lose.restoreContext(),
    );
    await waitForEvent(page, 'tiles-idle', 2);
    expect(await pixelAt(page, SIZE.width / 2, SIZE.height / 2)).toEqual(expected);
    expect((await stats(page)).textures).toBeGreaterThan(1);
  });

  it('has its drawing buffer at the size of an inline-preview frame before any scene, and nothing drawn on it that counts', async () => {
    const page = await suite.browser.newPage({ viewport: SIZE, deviceScaleFactor: 2 });
    await page.goto(`${suite.server.origin}/harness/index.html`);
    const before = await page.evaluate((base) => {
      const w = window as unknown as Record<string, unknown> & {
        __tv: { Viewer: new (el: HTMLElement, o: { baseUrl: string }) => { stats(): unknown } };
      };
      const container = document.getElementById('view') as HTMLElement;
      Object.assign(container.style, { width: '320px', height: '200px' });
      const viewer = new w.__tv.Viewer(container, { baseUrl: base });
      w.__viewer = viewer;
      const canvas = container.querySelector('canvas') as HTMLCanvasElement;
      return { width: canvas.width, height: canvas.height, stats: viewer.stats() };
    }, `${suite.server.origin}/tour`);
    // A first room comes with its inline preview, drawn at half the device resolution on each
    // side. The warm-up draw and its texture are not the frames' and not counted as theirs.
    expect(before).toMatchObject({
      width: 320,
      height: 200,
      stats: { drawCalls: 0, textures: 0, frames: 0 },
    });
    expect(await pixelAt(page, 160, 100)).toEqual([0, 0, 0]);
  });

  it('destroy() removes every listener it added and loses its context', async () => {
    const page = await suite.browser.newPage({ viewport: SIZE });
    await page.goto(`${suite.server.origin}/harness/index.html`);
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__container = document.getElementById('view');
    });
    const cdp = await page.context().newCDPSession(page);
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__canvas = document.createElement('canvas');
    });
    const before = await listenerCounts(cdp, page);
    const scene = { id: 'fixture', panorama: suite.pano, initialView: VIEW };
    await page.evaluate(
      async ({ scene, base }) => {
        const w = window as unknown as Record<string, unknown> & {
          __tv: {
            Viewer: new (el: HTMLElement, o: { baseUrl: string }) => { loadScene(s: unknown): Promise<void> };
          };
        };
        const viewer = new w.__tv.Viewer(w.__container as HTMLElement, { baseUrl: base });
        w.__viewer = viewer;
        w.__canvas = (w.__container as HTMLElement).querySelector('canvas');
        await viewer.loadScene(scene);
      },
      { scene, base: `${suite.server.origin}/tour` },
    );
    const during = await listenerCounts(cdp, page);
    expect(during.__canvas).toBeGreaterThan(3);
    await page.evaluate(() => (window as unknown as { __viewer: { destroy(): void } }).__viewer.destroy());
    const after = await listenerCounts(cdp, page);
    expect(after).toEqual({ ...before, __canvas: 0 });
    const state = await page.evaluate(() => {
      const canvas = (window as unknown as { __canvas: HTMLCanvasElement }).__canvas;
      return { lost: canvas.getContext('webgl')?.isContextLost(), attached: canvas.isConnected };
    });
    expect(state).toEqual({ lost: true, attached: false });
    const framesAfter = await page.evaluate(async () => {
      const v = (
        window as unknown as { __viewer: { lookAt(v: unknown): Promise<void>; stats(): { frames: number } } }
      ).__viewer;
      const frames = v.stats().frames;
      await v.lookAt({ yaw: 90 });
      // A frame the destroyed viewer asked for would have run within these three.
      for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
      return v.stats().frames - frames;
    });
    expect(framesAfter).toBe(0);
  });

  it('turns with a mouse drag, coasts after release, and places hotspots', async () => {
    const page = await openHarness(
      suite.browser,
      suite.server.origin,
      suite.pano,
      { yaw: 0, pitch: 0, fov: 60 },
      SIZE,
    );
    const placed = await page.evaluate(() => {
      const container = document.getElementById('view') as HTMLElement;
      const make = (): HTMLButtonElement => {
        const b = document.createElement('button');
        b.className = 'hotspot';
        container.appendChild(b);
        return b;
      };
      const [front, back] = [make(), make()];
      const w = window as unknown as { __viewer: { setHotspots(l: unknown[]): void } };
      w.__viewer.setHotspots([
        { element: front, yaw: 0, pitch: 0 },
        { element: back, yaw: 180, pitch: 0 },
      ]);
      return new Promise<{ front: DOMRect; frontVisible?: string; backVisible?: string }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              front: front.getBoundingClientRect(),
              frontVisible: front.dataset.visible,
              backVisible: back.dataset.visible,
            }),
          ),
        ),
      );
    });
    expect(placed.frontVisible).toBe('true');
    expect(placed.backVisible).toBe('false');
    expect(Math.abs(placed.front.x + placed.front.width / 2 - SIZE.width / 2)).toBeLessThan(1);
    expect(Math.abs(placed.front.y + placed.front.height / 2 - SIZE.height / 2)).toBeLessThan(1);

    // Pointer events dispatched in the page, a few ms apart: CDP round trips under load
    // would otherwise space them unpredictably and make the release speed a matter of luck.
    const { justAfter, coasted } = await page.evaluate(async () => {
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      const viewer = (window as unknown as { __viewer: { getView(): View } }).__viewer;
      const fire = (type: string, x: number) =>
        canvas.dispatchEvent(
          new PointerEvent(type, {
            pointerId: 1,
            pointerType: 'mouse',
            button: 0,
            clientX: x,
            clientY: 240,
            bubbles: true,
          }),
        );
      const tick = () => new Promise((r) => setTimeout(r, 8));
      fire('pointerdown', 400);
      for (let i = 1; i <= 10; i++) {
        await tick();
        fire('pointermove', 400 - i * 20);
      }
      fire('pointerup', 200);
      const justAfter = viewer.getView();
      // Coasting has ended when the view stood still for three frames.
      let [last, still] = [justAfter.yaw, 0];
      while (still < 3) {
        await new Promise((r) => requestAnimationFrame(r));
        const yaw = viewer.getView().yaw;
        [last, still] = [yaw, yaw === last ? still + 1 : 0];
      }
      return { justAfter, coasted: viewer.getView() };
    });
    // Dragging 200 px left at 60° over 480 px turns the view 25° right.
    expect(justAfter.yaw).toBeCloseTo(25, 6);
    expect(coasted.yaw).toBeGreaterThan(justAfter.yaw + 1);
  });
});
