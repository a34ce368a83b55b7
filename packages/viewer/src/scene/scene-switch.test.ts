import { describe, expect, it } from 'vitest';
import type { CubePanorama } from '@tourview/schema';
import { HttpError, InvalidPanoramaError } from '../errors.js';
import { Emitter, type ViewerEvents } from '../events.js';
import type { GlStage } from '../render/gl-stage.js';
import type { LoadSceneOptions, ViewerScene } from '../types.js';
import type { View } from '../view/camera.js';
import { SceneSwitch } from './scene-switch.js';
import { FADE_MS } from './transition.js';

const PANORAMA: CubePanorama = {
  levels: [{ tileSize: 512, size: 512 }],
  tileUrl: 'tiles/{z}/{f}/{y}_{x}.webp',
  preview: { url: 'preview.webp', faceSize: 64 },
};

/** A scene whose preview URL names it, so the fake preview loader can tell scenes apart. */
function scene(id: string, initialView?: View): ViewerScene {
  return { id, panorama: { ...PANORAMA, preview: { ...PANORAMA.preview, url: `${id}.webp` } }, initialView };
}

/** A scene with an inline preview; its data ends in `A` unless it is undecodable. */
function inlineScene(id: string, decodable = true): ViewerScene {
  const base = scene(id);
  const dataUri = `data:image/webp;base64,${id}${decodable ? 'AA' : 'A='}`;
  return {
    ...base,
    panorama: { ...base.panorama, preview: { ...base.panorama.preview, inline: { dataUri, faceSize: 8 } } },
  };
}

/** A decoded image that remembers being closed. */
function image(log: string[], name: string): ImageBitmap {
  return { width: 64, height: 384, close: () => log.push(`closed ${name}`) } as unknown as ImageBitmap;
}

/**
 * Hand-made host: a stage that makes numbered textures and logs deletions, a preview loader
 * the test answers by hand, a real emitter whose events are logged, and the viewer's side
 * (view, entering) as a log.
 */
function harness({ reducedMotion = false } = {}) {
  const log: string[] = [];
  let made = 0;
  const stage = {
    lost: false,
    createTexture: () => ({ n: ++made }) as unknown as WebGLTexture,
    deleteTexture: (texture: { n: number }) => log.push(`deleted texture ${texture.n}`),
  };
  const answers = new Map<string, { resolve: (i: ImageBitmap) => void; reject: (e: unknown) => void }>();
  const taken: string[] = [];
  const previews = {
    take: (url: string) =>
      new Promise<ImageBitmap>((resolve, reject) => {
        taken.push(url);
        answers.set(url, { resolve, reject });
      }),
    prefetch: (url: string) => {
      log.push(`prefetch ${url}`);
      prefetched.add(url);
    },
    has: (url: string) => prefetched.has(url),
  };
  const prefetched = new Set<string>();
  const events = new Emitter<ViewerEvents>();
  for (const type of ['first-render', 'scene-ready', 'error'] as const)
    events.on(type, (payload) =>
      log.push(`${type} ${'sceneId' in payload ? payload.sceneId : payload.error.code}`),
    );
  const switcher = new SceneSwitch({
    stage: stage as unknown as GlStage,
    previews,
    events,
    baseUrl: 'https://cdn.test/',
    reducedMotion,
    decodeInline: (dataUri: string) =>
      dataUri.endsWith('A')
        ? Promise.resolve(image(log, `inline ${dataUri.slice(-2)}`))
        : Promise.reject(new Error('undecodable')),
    redraw: () => log.push('redraw'),
    view: () => ({ yaw: 0, pitch: 0, fov: 75 }),
    entered: (view, band) =>
      log.push(`entered ${JSON.stringify(view)}${band ? ` within ${band.min}..${band.max}` : ''}`),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    switcher,
    log,
    taken,
    /** Answers a scene's preview request and lets the switch react. */
    async answer(id: string) {
      answers.get(`https://cdn.test/${id}.webp`)?.resolve(image(log, id));
      await settle();
    },
    async fail(id: string, error: unknown) {
      answers.get(`https://cdn.test/${id}.webp`)?.reject(error);
      await settle();
    },
    /** One frame as the viewer draws it: fade stepped, previews uploaded, then `drawn`. */
    frame(dtMs = 16) {
      const fading = switcher.step(dtMs);
      switcher.shown?.ensurePreview(stage as unknown as GlStage);
      switcher.drawn();
      return fading;
    },
    settle,
  };
}

/** Tracks whether a promise has settled, and how. */
function watch(promise: Promise<void>) {
  const state = { settled: 'pending' as 'pending' | 'resolved' | 'rejected' };
  promise.then(
    () => (state.settled = 'resolved'),
    () => (state.settled = 'rejected'),
  );
  return state;
}

describe('scene switch', () => {
  it('enters a scene when its preview arrives and resolves after the frame that shows it', async () => {
    const t = harness();
    const loading = watch(
      t.switcher.load(scene('hall', { yaw: 30, pitch: 0, fov: 70 }), { view: { yaw: 90 } }),
    );
    expect(t.taken).toEqual(['https://cdn.test/hall.webp']);
    expect(t.switcher.shown).toBeNull();
    await t.answer('hall');
    expect(t.log).toEqual(['entered {"yaw":90,"pitch":0,"fov":70}']);
    expect(t.switcher.shown?.id).toBe('hall');
    expect(loading.settled).toBe('pending');
    t.frame();
    await t.settle();
    expect(t.log.slice(1)).toEqual(['first-render hall', 'scene-ready hall']);
    expect(loading.settled).toBe('resolved');
    t.frame();
    expect(t.log).toHaveLength(3);
  });

  it('enters each scene with its own covered band of pitch, none for a full sphere', async () => {
    const t = harness();
    const partial = scene('porch', { yaw: 0, pitch: 60, fov: 40 });
    void t.switcher.load(
      { ...partial, panorama: { ...partial.panorama, pitchRange: { min: -30, max: 30 } } },
      {},
    );
    await t.answer('porch');
    t.frame();
    void t.switcher.load(scene('hall'), { transition: 'fade', view: { pitch: 60 } });
    await t.answer('hall');
    expect(t.log.filter((l) => l.startsWith('entered'))).toEqual([
      'entered {"yaw":0,"pitch":60,"fov":40} within -30..30',
      'entered {"pitch":60}',
    ]);
  });

  it('rejects an invalid panorama before asking for anything', async () => {
    const t = harness();
    const broken = { ...scene('bad'), panorama: { ...PANORAMA, levels: [] } };
    await expect(t.switcher.load(broken, {})).rejects.toBeInstanceOf(InvalidPanoramaError);
    expect(t.taken).toEqual([]);
  });

  it('lets a newer call supersede an older one, which resolves without showing its scene', async () => {
    const t = harness();
    const first = watch(t.switcher.load(scene('hall'), {}));
    const second = watch(t.switcher.load(scene('kitchen'), {}));
    await t.answer('hall');
    expect(first.settled).toBe('resolved');
    expect(t.log).toEqual(['closed hall']);
    expect(t.switcher.shown).toBeNull();
    await t.answer('kitchen');
    t.frame();
    await t.settle();
    expect(t.switcher.shown?.id).toBe('kitchen');
    expect(second.settled).toBe('resolved');
  });

  it('joins the newest call when asked again for its scene without a fade, loading nothing twice', async () => {
    const t = harness();
    const boot = watch(t.switcher.load(scene('hall'), { transition: 'none' }));
    const app = watch(t.switcher.load(scene('hall'), { transition: 'none', view: { yaw: 120 } }));
    expect(t.taken).toHaveLength(1);
    await t.answer('hall');
    t.frame();
    await t.settle();
    expect(boot.settled).toBe('resolved');
    expect(app.settled).toBe('resolved');
    expect(t.log.filter((l) => l.startsWith('entered'))).toEqual(['entered {}']);
    // Once on screen, asking again keeps it as it is.
    await t.switcher.load(scene('hall'), {});
    expect(t.taken).toHaveLength(1);
    expect(t.log.filter((l) => l.startsWith('entered'))).toHaveLength(1);
    // A fade is a deliberate new entrance: the scene loads again.
    void t.switcher.load(scene('hall'), { transition: 'fade' });
    expect(t.taken).toHaveLength(2);
  });

  it('fades the scene being left out over the new one and only then calls the new one ready', async () => {
    const t = harness();
    void t.switcher.load(scene('hall'), {});
    await t.answer('hall');
    t.frame();
    const options: LoadSceneOptions = { transition: 'fade', toward: { yaw: 40, pitch: 0 } };
    const next = watch(t.switcher.load(scene('kitchen'), options));
    await t.answer('kitchen');
    expect(t.switcher.fade?.layer.id).toBe('hall');
    expect(t.frame()).toBe(true);
    expect(t.log).toContain('first-render kitchen');
    expect(t.log).not.toContain('scene-ready kitchen');
    expect(t.frame(FADE_MS)).toBe(false);
    await t.settle();
    expect(t.switcher.fade).toBeNull();
    expect(t.log).toContain('deleted texture 1');
    expect(t.log).toContain('closed hall');
    expect(t.log.at(-1)).toBe('scene-ready kitchen');
    expect(next.settled).toBe('resolved');
  });

  it('switches at once under reduced motion, freeing the scene left behind', async () => {
    const t = harness({ reducedMotion: true });
    void t.switcher.load(scene('hall'), {});
    await t.answer('hall');
    t.frame();
    void t.switcher.load(scene('kitchen'), { transition: 'fade' });
    await t.answer('kitchen');
    expect(t.switcher.fade).toBeNull();
    expect(t.log).toContain('deleted texture 1');
    t.frame();
    expect(t.log.at(-1)).toBe('scene-ready kitchen');
  });

  it('reports a preview that cannot load, and then a call for the scene on screen keeps it', async () => {
    const t = harness();
    void t.switcher.load(scene('hall'), {});
    await t.answer('hall');
    t.frame();
    const failing = t.switcher.load(scene('attic'), { transition: 'fade' });
    const rejected = expect(failing).rejects.toBeInstanceOf(HttpError);
    await t.fail('attic', new HttpError(404, 'attic.webp'));
    await rejected;
    expect(t.log.at(-1)).toBe('error http_status');
    expect(t.switcher.shown?.id).toBe('hall');
    await t.switcher.load(scene('hall'), {});
    expect(t.taken).toHaveLength(2);
  });

  it('keeps quiet about a failure nobody waits for any more', async () => {
    const t = harness();
    const first = t.switcher.load(scene('hall'), {});
    void t.switcher.load(scene('kitchen'), {});
    await t.fail('hall', new HttpError(503, 'hall.webp'));
    await expect(first).resolves.toBeUndefined();
    expect(t.log).toEqual([]);
  });

  it('prefetches the preview of a valid scene only', () => {
    const t = harness();
    t.switcher.prefetch({ ...scene('bad'), panorama: { ...PANORAMA, tileUrl: 'tiles/{z}.webp' } });
    t.switcher.prefetch(scene('hall'));
    expect(t.log).toEqual(['prefetch https://cdn.test/hall.webp']);
  });

  it('on destroy frees both scenes and resolves the call waiting for its fade', async () => {
    const t = harness();
    void t.switcher.load(scene('hall'), {});
    await t.answer('hall');
    t.frame();
    const next = watch(t.switcher.load(scene('kitchen'), { transition: 'fade' }));
    await t.answer('kitchen');
    t.frame();
    await t.settle();
    expect(next.settled).toBe('pending');
    t.switcher.destroy();
    await t.settle();
    expect(next.settled).toBe('resolved');
    expect(t.log).toEqual(expect.arrayContaining(['deleted texture 1', 'deleted texture 2']));
    await t.switcher.load(scene('cellar'), {});
    expect(t.taken).not.toContain('https://cdn.test/cellar.webp');
  });

  it('closes a preview that arrives after destroy, and its call resolves', async () => {
    const t = harness();
    const late = watch(t.switcher.load(scene('attic'), {}));
    t.switcher.destroy();
    await t.answer('attic');
    expect(late.settled).toBe('resolved');
    expect(t.log).toEqual(['closed attic']);
  });

  it('enters with the inline preview without the network, then swaps in the full one when asked', async () => {
    const t = harness();
    const loading = watch(t.switcher.load(inlineScene('hall'), {}));
    await t.settle();
    expect(t.taken).toEqual([]);
    expect(t.switcher.shown?.provisional).toBe(true);
    t.frame();
    await t.settle();
    expect(loading.settled).toBe('resolved');
    expect(t.log).toEqual(['entered {}', 'first-render hall', 'scene-ready hall']);
    t.switcher.completePreview();
    t.switcher.completePreview();
    expect(t.taken).toEqual(['https://cdn.test/hall.webp']);
    await t.answer('hall');
    // The inline texture and image go; the full preview is uploaded at once and drawn.
    expect(t.log.slice(3)).toEqual(['deleted texture 1', 'closed inline AA', 'redraw']);
    expect(t.switcher.shown?.provisional).toBe(false);
    expect(t.switcher.shown?.drawable).toBe(true);
    t.switcher.completePreview();
    expect(t.taken).toHaveLength(1);
  });

  it('uses a prefetched full preview, or one the inline data cannot stand in for, rather than the inline one', async () => {
    const t = harness();
    t.switcher.prefetch(inlineScene('hall'));
    void t.switcher.load(inlineScene('hall'), {});
    await t.settle();
    expect(t.taken).toEqual(['https://cdn.test/hall.webp']);
    void t.switcher.load(inlineScene('attic', false), {});
    await t.settle();
    expect(t.taken).toEqual(['https://cdn.test/hall.webp', 'https://cdn.test/attic.webp']);
    await t.answer('attic');
    expect(t.switcher.shown?.provisional).toBe(false);
  });

  it('closes a full preview that arrives after its scene was left', async () => {
    const t = harness({ reducedMotion: true });
    void t.switcher.load(inlineScene('hall'), {});
    await t.settle();
    t.frame();
    t.switcher.completePreview();
    void t.switcher.load(inlineScene('kitchen'), { transition: 'fade' });
    await t.settle();
    await t.answer('hall');
    expect(t.log).toContain('closed hall');
    expect(t.switcher.shown?.id).toBe('kitchen');
    expect(t.switcher.shown?.provisional).toBe(true);
  });
});
