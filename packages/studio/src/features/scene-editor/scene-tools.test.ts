import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import { labelledHotspots } from './hotspot-refs.js';
import type { DraftScene } from './scene-edits.js';
import { initialSceneTools, sceneTools, type SceneToolsAction, type SceneToolsState } from './scene-tools.js';

const run = (state: SceneToolsState, ...actions: SceneToolsAction[]) => actions.reduce(sceneTools, state);
const fresh = initialSceneTools(undefined, 0);

describe('the scene editor tools', () => {
  it('select the door the editor was opened at, and only a door that exists', () => {
    expect(initialSceneTools(1, 2).selected).toEqual({ kind: 'door', index: 1 });
    expect(initialSceneTools(2, 2).selected).toBeNull();
    expect(initialSceneTools(undefined, 2).selected).toBeNull();
  });

  it('propose a hotspot of the chosen kind where the panorama was clicked, and none without a tool', () => {
    expect(run(fresh, { type: 'picked', at: { yaw: 10, pitch: 0 } }).pending).toBeNull();
    const picked = run(
      fresh,
      { type: 'toggle', mode: 'info' },
      { type: 'picked', at: { yaw: 10, pitch: 2 } },
    );
    expect(picked.pending).toEqual({ kind: 'info', at: { yaw: 10, pitch: 2 } });
  });

  it('switch a tool off when chosen again, and to the other tool when that is chosen', () => {
    expect(run(fresh, { type: 'toggle', mode: 'door' }, { type: 'toggle', mode: 'door' }).mode).toBeNull();
    expect(run(fresh, { type: 'toggle', mode: 'door' }, { type: 'toggle', mode: 'info' }).mode).toBe('info');
  });

  it('select what was added and put the tool down', () => {
    const added = run(
      fresh,
      { type: 'toggle', mode: 'door' },
      { type: 'picked', at: { yaw: 1, pitch: 0 } },
      { type: 'added', ref: { kind: 'door', index: 3 } },
    );
    expect(added).toMatchObject({ mode: null, pending: null, selected: { kind: 'door', index: 3 } });
  });

  it('keep the tool when a proposal is cancelled, so the next click proposes again', () => {
    const cancelled = run(
      fresh,
      { type: 'toggle', mode: 'door' },
      { type: 'picked', at: { yaw: 1, pitch: 0 } },
      { type: 'cancel' },
    );
    expect(cancelled).toMatchObject({ mode: 'door', pending: null });
  });

  it('propose a door to the suggested room, retarget it and pick its icon before it is confirmed', () => {
    const proposed = run(
      fresh,
      { type: 'toggle', mode: 'door' },
      { type: 'picked', at: { yaw: 1, pitch: 0 }, target: 'kitchen' },
      { type: 'target', target: 'bath' },
      { type: 'icon', icon: 'stairs-up' },
    );
    expect(proposed.pending).toEqual({
      kind: 'door',
      at: { yaw: 1, pitch: 0 },
      target: 'bath',
      icon: 'stairs-up',
    });
    expect(run(proposed, { type: 'icon', icon: undefined }).pending).toEqual({
      kind: 'door',
      at: { yaw: 1, pitch: 0 },
      target: 'bath',
    });
  });

  it('offer the door back once a door is added, and close the offer with a word', () => {
    const offer = { from: 'hall', to: 'kitchen', door: { yaw: 1, pitch: 0 } };
    const added = run(fresh, { type: 'added', ref: { kind: 'door', index: 0 }, offer });
    expect(added.offer).toEqual(offer);
    expect(run(added, { type: 'offer-closed', text: 'Added.' })).toMatchObject({
      offer: null,
      said: 'Added.',
    });
  });

  it('drop the selection of a deleted hotspot and say how to get it back', () => {
    const removed = run(initialSceneTools(0, 1), { type: 'removed' });
    expect(removed.selected).toBeNull();
    expect(removed.said).toMatch(/Undo/);
  });
});

describe('labelledHotspots', () => {
  const scene = (id: string, title: unknown, links: DraftScene['links'] = []) =>
    ({ id, title, panorama: `${id}.jpg`, links, infos: [] }) as unknown as DraftScene;

  it('names doors by the room they lead to in the first language, with keys unique per kind', () => {
    const hall = {
      ...scene('hall', 'Hall', [{ target: 'kitchen', yaw: 30, pitch: -2 }]),
      infos: [{ id: 'info-1', title: { en: 'Boiler', de: 'Kessel' }, text: '', yaw: 5, pitch: 1 }],
    } as unknown as DraftScene;
    const manifest = sampleDraftManifest({
      scenes: [hall, scene('kitchen', { en: 'Kitchen', de: 'Küche' })],
    });
    expect(labelledHotspots(manifest, hall, ['de', 'en'])).toEqual([
      {
        kind: 'door',
        index: 0,
        key: 'door 0',
        label: 'Door to Küche',
        text: 'Küche',
        icon: undefined,
        yaw: 30,
        pitch: -2,
      },
      {
        kind: 'info',
        index: 0,
        key: 'info 0',
        label: 'Info point: Kessel',
        text: 'Kessel',
        icon: undefined,
        yaw: 5,
        pitch: 1,
      },
    ]);
  });

  it('names a door to a room that is gone by its id', () => {
    const hall = scene('hall', 'Hall', [{ target: 'attic', yaw: 0, pitch: 0 }]);
    expect(labelledHotspots(sampleDraftManifest({ scenes: [hall] }), hall, ['en'])[0]?.label).toBe(
      'Door to attic',
    );
  });
});
