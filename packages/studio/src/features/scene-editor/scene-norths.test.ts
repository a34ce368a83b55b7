import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { northWords } from './scene-facts.js';
import { sceneNorth, sceneNorths } from './scene-norths.js';

const scene = (id: string, north?: number) => ({
  id,
  title: id,
  description: `The ${id}`,
  panorama: `${id}.jpg`,
  links: [],
  infos: [],
  ...(north === undefined ? {} : { north }),
});
const sha = 'a'.repeat(64);
const file = (name: string, north?: number) => ({
  name,
  kind: 'panorama' as const,
  sha256: sha,
  bytes: 1,
  problems: [],
  cube: {
    preview: sha,
    faces: { f: sha, r: sha, b: sha, l: sha, u: sha, d: sha },
    ...(north === undefined ? {} : { north }),
  },
  uploadedBy: null,
  uploadedAt: '2026-01-01T00:00:00Z',
});

describe('a scene’s north', () => {
  it('is the one set on the scene, else the camera’s GPano heading, else unknown', () => {
    const files = [file('hall.jpg', 123), file('kitchen.jpg', 40), file('bath.jpg')];
    expect(sceneNorth(scene('hall'), files)).toEqual({ yaw: 123, from: 'camera' });
    expect(sceneNorth(scene('kitchen', -5), files)).toEqual({ yaw: -5, from: 'set' });
    expect(sceneNorth(scene('bath'), files)).toBeUndefined();
    expect(sceneNorth(scene('attic'), files)).toBeUndefined();
    const manifest = sampleDraftManifest({ scenes: [scene('hall'), scene('kitchen', -5), scene('bath')] });
    expect(sceneNorths(manifest, files)).toEqual({ hall: 123, kitchen: -5, bath: undefined });
  });

  it('says where it comes from', () => {
    expect(northWords({ yaw: 123, from: 'camera' })).toBe('from the camera, at yaw 123°');
    expect(northWords({ yaw: -5, from: 'set' })).toBe('at yaw -5°');
    expect(northWords(undefined)).toBe('not set');
  });
});
