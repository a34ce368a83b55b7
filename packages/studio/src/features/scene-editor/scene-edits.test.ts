import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import {
  addDoor,
  addInfo,
  moveHotspot,
  newInfoId,
  removeHotspot,
  setHotspotIcon,
  setInfoImage,
  setNorth,
  setStartView,
  tidyDirection,
} from './scene-edits.js';

const scene = (id: string) => ({
  id,
  title: id,
  description: `The ${id}`,
  panorama: `${id}.jpg`,
  links: [],
  infos: [],
});
const MANIFEST = sampleDraftManifest({
  title: { en: 'Flat', de: 'Wohnung' },
  scenes: [scene('hall'), scene('kitchen')],
});

describe('scene edits', () => {
  it('gives a door an icon and takes it back to the usual arrow, leaving no empty field', () => {
    const door = { kind: 'door' as const, index: 0 };
    let m = addDoor(MANIFEST, 'hall', { target: 'kitchen', yaw: 10, pitch: 0 });
    m = setHotspotIcon(m, 'hall', door, 'stairs-up');
    expect(m.scenes[0]?.links[0]).toEqual({ target: 'kitchen', yaw: 10, pitch: 0, icon: 'stairs-up' });
    m = setHotspotIcon(m, 'hall', door, undefined);
    expect(m.scenes[0]?.links[0]).toEqual({ target: 'kitchen', yaw: 10, pitch: 0 });
    expect(m.scenes[1]).toBe(MANIFEST.scenes[1]);
  });

  it('attaches a photo to one info point and takes it off again, leaving no empty field', () => {
    let m = addInfo(MANIFEST, 'hall', { id: 'info-1', title: 'Boiler', text: 'New', yaw: 0, pitch: 0 });
    m = addInfo(m, 'hall', { id: 'info-2', title: 'Fuse box', text: 'Old', yaw: 90, pitch: 0 });
    m = setInfoImage(m, 'hall', 1, 'fuse-box.jpg');
    expect(m.scenes[0]?.infos.map((n) => n.image)).toEqual([undefined, 'fuse-box.jpg']);
    m = setInfoImage(m, 'hall', 1, undefined);
    expect(m.scenes[0]?.infos[1]).not.toHaveProperty('image');
    expect(m.scenes[0]?.infos[1]).toMatchObject({ id: 'info-2', title: 'Fuse box' });
  });

  it('adds, moves and removes hotspots of one scene, leaving the others as they were', () => {
    let m = addDoor(MANIFEST, 'hall', { target: 'kitchen', yaw: 190, pitch: -3.14159 });
    m = addInfo(m, 'hall', { id: 'info-1', title: 'Boiler', text: 'New in 2024', yaw: 10, pitch: 0 });
    expect(m.scenes[0]?.links).toEqual([{ target: 'kitchen', yaw: -170, pitch: -3.14 }]);
    expect(m.scenes[1]).toBe(MANIFEST.scenes[1]);
    m = moveHotspot(m, 'hall', { kind: 'info', index: 0 }, { yaw: 12.345, pitch: 95 });
    expect(m.scenes[0]?.infos[0]).toMatchObject({ yaw: 12.35, pitch: 90 });
    m = removeHotspot(m, 'hall', { kind: 'door', index: 0 });
    expect(m.scenes[0]?.links).toEqual([]);
    expect(MANIFEST.scenes[0]?.links).toEqual([]);
  });

  it('sets the start view and north from the camera, within the ranges the manifest accepts', () => {
    let m = setStartView(MANIFEST, 'kitchen', { yaw: 200.004, pitch: 12.5, fov: 140 });
    m = setNorth(m, 'kitchen', -190);
    expect(m.scenes[1]).toMatchObject({ initialView: { yaw: -160, pitch: 12.5, fov: 120 }, north: 170 });
  });

  it('keeps yaw in (-180, 180]', () => {
    expect(tidyDirection({ yaw: -180, pitch: 0 }).yaw).toBe(180);
    expect(tidyDirection({ yaw: 540.2, pitch: 0 }).yaw).toBe(180.2 - 360);
  });

  it('names new info points apart from the ones a scene has', () => {
    const m = addInfo(MANIFEST, 'hall', { id: 'info-2', title: 'a', text: 'b', yaw: 0, pitch: 0 });
    const hall = m.scenes[0];
    if (!hall) throw new Error('no hall');
    expect(newInfoId(hall)).toBe('info-3');
  });
});
