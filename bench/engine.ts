import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { CubePanorama } from '@tourview/schema';
import { launchBrowser } from '../e2e/support/browser.js';
import { buildHarness } from '../e2e/viewer/support/build-harness.js';
import { ENGINE_GZIP_BUDGET, measureEngine } from '../e2e/viewer/support/engine-size.js';
import { stats, waitForEvent } from '../e2e/viewer/support/harness-page.js';
import { withInlinePreview } from '../e2e/viewer/support/inline-preview.js';
import { writePhotoTour } from '../e2e/viewer/support/photo-tour.js';
import { startStaticServer, type StaticServer } from '../e2e/viewer/support/static-server.js';
import { recordTransfers } from './network.js';
import { firstPixelsVersusPannellum, PANNELLUM_PREFIX, pannellumMounts } from './pannellum.js';

/** The engine's budgets. */
const BUDGET = { firstPixelsMs: 750, bytesBeforeFirstPixels: 90 * 1024 };
const VIEWPORT = { width: 1280, height: 720 };
/** Room changes, and the one after which memory is first read: it should stay where it was then. */
const SCENES = 100;
const SCENES_FIRST_READ = 20;
/** The start view's vertical field of view, which Pannellum's page is given too. */
const FOV = 75;

/** Scene `n` of the bench tour: the same files under its own path, so nothing is shared. */
function sceneOf(pano: CubePanorama, n: number) {
  const prefix = `scene-${n}/`;
  return {
    id: `scene-${n}`,
    panorama: {
      ...pano,
      tileUrl: prefix + pano.tileUrl,
      preview: { ...pano.preview, url: prefix + pano.preview.url },
    },
    initialView: { yaw: n * 17, pitch: 0, fov: FOV },
  };
}

function harnessUrl(server: StaticServer, pano: CubePanorama, n = 0, page = 'harness'): string {
  const query = new URLSearchParams({
    base: `${server.origin}/tour`,
    scene: JSON.stringify(sceneOf(pano, n)),
  });
  return `${server.origin}/${page}/index.html?${query.toString()}`;
}

/** First pixels on Fast-4G with a cold cache: time from navigation and bytes transferred by then. */
async function firstPixels(browser: Browser, server: StaticServer, pano: CubePanorama, variant: string) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const { transfers, documentSentAt } = await recordTransfers(page);
  await page.goto(harnessUrl(server, pano, 0, variant));
  await waitForEvent(page, 'first-render');
  const firstMs = await page.evaluate(
    () =>
      (window as unknown as { __events: { type: string; t: number }[] }).__events.find(
        (e) => e.type === 'first-render',
      )?.t ?? -1,
  );
  const start = documentSentAt() ?? 0;
  const bytes = transfers
    .filter((t) => (t.finishedAt - start) * 1000 <= firstMs + 1)
    .reduce((sum, t) => sum + t.bytes, 0);
  await page.close();
  return { ms: Math.round(firstMs), bytes };
}

/**
 * Median of five runs after one unmeasured warm-up: the first page of a fresh browser also
 * pays for starting its GPU process, which no visitor's second page does.
 */
async function medianOf(
  run: () => Promise<{ ms: number; bytes: number }>,
): Promise<{ ms: number; bytes: number }> {
  await run();
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < 5; i++) runs.push(await run());
  runs.sort((a, b) => a.ms - b.ms);
  return runs[2] ?? { ms: -1, bytes: -1 };
}

async function framesDuring(page: Page, action: () => Promise<void>): Promise<number> {
  const before = (await stats(page)).frames;
  await action();
  return (await stats(page)).frames - before;
}

/** Waits until no frame has been drawn for half a second (inertia and uploads over). */
async function settle(page: Page): Promise<void> {
  for (let last = -1; ;) {
    const { frames } = await stats(page);
    if (frames === last) return;
    last = frames;
    await page.waitForTimeout(500);
  }
}

/** Frames drawn while dragging for 3 s, then while idle for 3 s. */
async function dragAndIdle(browser: Browser, server: StaticServer, pano: CubePanorama) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(harnessUrl(server, pano));
  await waitForEvent(page, 'tiles-idle');
  const drag = await framesDuring(page, async () => {
    await page.mouse.move(900, 360);
    await page.mouse.down();
    const started = Date.now();
    for (let i = 0; Date.now() - started < 3000; i++) {
      await page.mouse.move(900 - (i % 200) * 3, 360 + Math.sin(i / 20) * 40);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
  });
  await settle(page);
  const idle = await framesDuring(page, () => page.waitForTimeout(3000));
  await page.close();
  return { framesDuring3sDrag: drag, framesDuring3sIdle: idle };
}

/** Live textures, their bytes and the heap after garbage collection. */
async function memoryNow(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const now = await stats(page);
  await cdp.detach();
  return {
    heapMiB: +(usedSize / 2 ** 20).toFixed(1),
    textures: now.textures,
    textureMiB: +(now.textureBytes / 2 ** 20).toFixed(1),
  };
}

/**
 * Memory after 20 and after 100 room changes in a row, each until its visible tiles are on
 * screen (every scene has tiles of its own); every other room carries the inline preview.
 */
async function roomChanges(browser: Browser, server: StaticServer, pano: CubePanorama, inline: CubePanorama) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(harnessUrl(server, pano));
  await waitForEvent(page, 'tiles-idle');
  let first = { heapMiB: 0, textures: 0, textureMiB: 0 };
  for (let n = 1; n <= SCENES; n++) {
    await page.evaluate(
      (scene) =>
        (
          window as unknown as { __viewer: { loadScene(s: unknown, o: unknown): Promise<void> } }
        ).__viewer.loadScene(scene, {
          transition: 'fade',
        }),
      sceneOf(n % 2 ? inline : pano, n % 20),
    );
    await waitForEvent(page, 'tiles-idle', n + 1);
    if (n === SCENES_FIRST_READ) first = await memoryNow(page);
  }
  const last = await memoryNow(page);
  await page.close();
  return {
    heapMiBAfter20Scenes: first.heapMiB,
    texturesAfter20Scenes: first.textures,
    textureMiBAfter20Scenes: first.textureMiB,
    heapMiBAfter100Scenes: last.heapMiB,
    texturesAfter100Scenes: last.textures,
    textureMiBAfter100Scenes: last.textureMiB,
  };
}

/**
 * The engine bench: gzip size; first pixels and bytes before them on Fast-4G
 * for an 8192×4096-equivalent tour (2048 px faces, 512 px tiles) served locally; frames
 * during a 3 s drag and 3 s idle; heap and GL textures after 20 scenes.
 */
export async function runEngineBench(): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(join(tmpdir(), 'engine-bench-'));
  const [size, dist, inlineDist, pano] = await Promise.all([
    measureEngine(),
    buildHarness(),
    buildHarness({ inline: true }),
    writePhotoTour(join(dir, 'tour'), { faceSize: 2048, tileSize: 512, previewFaceSize: 256 }),
  ]);
  const mounts: Record<string, string> = { '/harness/': dist, '/inline/': inlineDist };
  for (let n = 0; n < 20; n++) mounts[`/tour/scene-${n}/`] = join(dir, 'tour');
  const inline = await withInlinePreview(pano, join(dir, 'tour'));
  Object.assign(
    mounts,
    await pannellumMounts(join(dir, 'pannellum'), join(dir, 'tour'), pano, VIEWPORT, FOV),
  );
  const server = await startStaticServer(mounts);
  const browser = await launchBrowser();
  try {
    const inlined = await medianOf(() => firstPixels(browser, server, inline, 'inline'));
    const separate = await medianOf(() => firstPixels(browser, server, inline, 'harness'));
    const withoutInlinePreview = await medianOf(() => firstPixels(browser, server, pano, 'inline'));
    const first = { firstPixelsMs: inlined.ms, bytesBeforeFirstPixels: inlined.bytes };
    const frames = await dragAndIdle(browser, server, pano);
    const memory = await roomChanges(browser, server, pano, inline);
    // The engine inline in the page, as tour pages carry it (their first script is inline).
    const versus = await firstPixelsVersusPannellum(
      browser,
      {
        tourview: harnessUrl(server, inline, 0, 'inline'),
        tourviewWithoutInlinePreview: harnessUrl(server, pano, 0, 'inline'),
        pannellum: `${server.origin}${PANNELLUM_PREFIX}`,
      },
      VIEWPORT,
    );
    const ok = (pass: boolean) => (pass ? 'pass' : 'FAIL');
    return {
      engineGzipBytes: size.gzip,
      engineMinifiedBytes: size.minified,
      ...first,
      firstPixelsSeparateScriptMs: separate.ms,
      bytesBeforeFirstPixelsSeparateScript: separate.bytes,
      firstPixelsWithoutInlinePreviewMs: withoutInlinePreview.ms,
      bytesBeforeFirstPixelsWithoutInlinePreview: withoutInlinePreview.bytes,
      previewBytes: (await stat(join(dir, 'tour', 'preview.webp'))).size,
      inlinePreviewChars: inline.preview.inline?.dataUri.length ?? 0,
      ...frames,
      ...memory,
      ...Object.fromEntries(Object.entries(versus).map(([key, value]) => [`versusPannellum.${key}`, value])),
      budgetGzip: ok(size.gzip <= ENGINE_GZIP_BUDGET),
      budgetFirstPixels: ok(
        first.firstPixelsMs <= BUDGET.firstPixelsMs &&
          first.bytesBeforeFirstPixels <= BUDGET.bytesBeforeFirstPixels,
      ),
      budgetIdleFrames: ok(frames.framesDuring3sIdle === 0),
      budgetTextures: ok(memory.textureMiBAfter100Scenes <= 64),
      budgetFlatMemory: ok(
        memory.texturesAfter100Scenes <= memory.texturesAfter20Scenes &&
          memory.heapMiBAfter100Scenes <= memory.heapMiBAfter20Scenes * 1.1 + 0.5,
      ),
    };
  } finally {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
