import { describe, expect, it } from 'vitest';
import { pageEntriesSchema } from './page-contract-entries.js';
import { openingView, tourPageOfPath, tourPagePath, tourPageUrl } from './page-contract.js';

describe('tourPageOfPath', () => {
  it('reads the tour screen and the video screen, with or without a trailing slash', () => {
    expect(tourPageOfPath('/demo')).toEqual({ code: 'demo', screen: 'tour' });
    expect(tourPageOfPath('/demo/')).toEqual({ code: 'demo', screen: 'tour' });
    expect(tourPageOfPath('/demo/video')).toEqual({ code: 'demo', screen: 'video' });
    expect(tourPageOfPath('/demo/video/')).toEqual({ code: 'demo', screen: 'video' });
  });

  it('keeps the code as written: codes are case-sensitive', () => {
    expect(tourPageOfPath('/DEMO')).toEqual({ code: 'DEMO', screen: 'tour' });
  });

  it('matches the video segment case-sensitively, as the router does', () => {
    expect(tourPageOfPath('/demo/VIDEO')).toBeNull();
    expect(tourPageOfPath('/demo/Video/')).toBeNull();
  });

  it('refuses other paths', () => {
    for (const path of [
      '',
      '/',
      'demo',
      '//demo',
      '/demo//',
      '/demo/video//',
      '/demo/x',
      '/x/video/y',
      '/demo/video/y',
    ])
      expect(tourPageOfPath(path), path).toBeNull();
  });

  it('refuses malformed codes, encoded ones included', () => {
    for (const path of ['/ab', `/${'a'.repeat(65)}`, '/de.mo', '/de%20mo', '/%64emo', '/de mo/video'])
      expect(tourPageOfPath(path), path).toBeNull();
    expect(tourPageOfPath(`/${'a'.repeat(64)}`)?.code).toHaveLength(64);
  });
});

describe('tourPagePath', () => {
  it('writes the paths tourPageOfPath reads', () => {
    expect(tourPagePath('demo', 'tour')).toBe('/demo');
    expect(tourPagePath('demo', 'video')).toBe('/demo/video');
    for (const screen of ['tour', 'video'] as const)
      expect(tourPageOfPath(tourPagePath('my_Tour-1', screen))).toEqual({ code: 'my_Tour-1', screen });
  });

  it("puts the tour page on the visitors' origin for sharing", () => {
    expect(tourPageUrl('https://tours.example', 'quay-3')).toBe('https://tours.example/quay-3');
  });
});

describe('openingView', () => {
  const tour = {
    startScene: 'hall',
    scenes: [{ id: 'hall' }, { id: 'kitchen', formerIds: ['room-1', 'room-2'] }],
  } as Parameters<typeof openingView>[0];
  const params = (query: string) => new URLSearchParams(query);

  it('opens the start scene without parameters', () => {
    expect(openingView(tour, params(''))).toEqual({ sceneId: 'hall' });
  });

  it('opens the named scene with its view', () => {
    expect(openingView(tour, params('scene=kitchen&yaw=-45.5&pitch=10&fov=60'))).toEqual({
      sceneId: 'kitchen',
      view: { yaw: -45.5, pitch: 10, fov: 60 },
    });
  });

  it('opens a renamed scene by an id it had before, with its view', () => {
    expect(openingView(tour, params('scene=room-1&yaw=20'))).toEqual({
      sceneId: 'kitchen',
      view: { yaw: 20 },
    });
  });

  it('ignores an unknown scene and the view that came with it', () => {
    expect(openingView(tour, params('scene=attic&yaw=20'))).toEqual({ sceneId: 'hall' });
  });
});

describe('pageEntriesSchema', () => {
  const entry = { file: '/assets/a.js', imports: [] };

  it('needs every declared entry', () => {
    const all = { 'home-screen': entry, 'tour-screen': entry, 'video-screen': entry };
    expect(pageEntriesSchema.safeParse(all).success).toBe(true);
    const { 'video-screen': _, ...withoutVideo } = all;
    expect(pageEntriesSchema.safeParse(withoutVideo).success).toBe(false);
  });
});
