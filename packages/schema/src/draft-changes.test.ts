import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TWO_ROOMS_MANIFEST } from '../../../fixtures/manifests.js';
import { draftChanges } from './draft-changes.js';
import { draftLanguages } from './draft-languages.js';
import { draftManifestSchema, type DraftManifest } from './studio-api.js';

const DEMO = JSON.parse(
  readFileSync(new URL('../../../demo/tour/tour.json', import.meta.url), 'utf8'),
) as unknown;

const parse = (manifest: unknown) => draftManifestSchema.parse(manifest);
const twoRooms = () => parse(structuredClone(TWO_ROOMS_MANIFEST));
const demo = () => parse(structuredClone(DEMO));

/** The draft as an editor leaves it: the published manifest changed by `edit`. */
function edited(published: DraftManifest, edit: (draft: DraftManifest) => void): DraftManifest {
  const draft = structuredClone(published);
  edit(draft);
  return parse(draft);
}

/** The value a test's fixture surely has; fails the test loudly otherwise. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The fixture lacks what the test edits.');
  return value;
}

const scene = (m: DraftManifest, id: string) => must(m.scenes.find((s) => s.id === id));

describe('what a draft changes since the published version', () => {
  it('is nothing for the same manifest, and for a one-language text saved as a map', () => {
    expect(draftChanges(demo(), demo())).toEqual([]);
    const published = twoRooms();
    const draft = edited(published, (d) => {
      scene(d, 'kitchen').title = { en: 'Kitchen' };
    });
    expect(draftChanges(published, draft)).toEqual([]);
  });

  it('lists doors, info points, start view and north of the demo home by scene', () => {
    const published = demo();
    const draft = edited(published, (d) => {
      const kitchen = scene(d, 'kitchen');
      kitchen.links.push(
        { target: 'bedroom', yaw: 10, pitch: -10 },
        { target: 'bathroom', yaw: 40, pitch: -10 },
      );
      kitchen.initialView = { yaw: 120, pitch: 0, fov: 75 };
      const hall = scene(d, 'hallway');
      must(hall.links[0]).yaw += 5;
      hall.infos = [];
      hall.north = 33;
      must(scene(d, 'bedroom').infos[0]).text = 'Freshly painted.';
    });
    expect(draftChanges(published, draft)).toEqual([
      {
        scene: 'kitchen',
        title: 'Kitchen',
        changes: ['Start view changed', '2 doors added (to Bedroom and Bathroom)'],
      },
      {
        scene: 'hallway',
        title: 'Hallway',
        changes: ['North set', 'Door to Living room moved', 'Info point “Front door” removed'],
      },
      { scene: 'bedroom', title: 'Bedroom', changes: ['Info point “Built-in wardrobe” changed'] },
    ]);
  });

  it('names scenes added, removed, renamed and reordered, and the start scene', () => {
    const published = twoRooms();
    const draft = edited(published, (d) => {
      const [living, kitchen] = d.scenes;
      must(kitchen).title = 'Open kitchen';
      d.scenes = [
        must(kitchen),
        must(living),
        { id: 'study', title: 'Study', description: 'A study.', panorama: 'study.jpg', links: [], infos: [] },
      ];
      d.startScene = 'kitchen';
      must(d.floorPlans[0]).scenes.push({ scene: 'study', x: 10, y: 10, yawOffset: 0 });
    });
    const withoutLiving = edited(published, (d) => {
      d.scenes = d.scenes.filter((s) => s.id !== 'living');
      d.startScene = 'kitchen';
      scene(d, 'kitchen').links = [];
      must(d.floorPlans[0]).scenes = must(d.floorPlans[0]).scenes.filter((p) => p.scene !== 'living');
      must(d.video).chapters = [];
    });
    expect(draftChanges(published, draft)).toEqual([
      {
        scene: null,
        title: 'Tour',
        changes: ['Start scene changed from Living room to Open kitchen', 'Scenes reordered'],
      },
      { scene: 'kitchen', title: 'Open kitchen', changes: ['Renamed from “Kitchen” to “Open kitchen”'] },
      { scene: 'study', title: 'Study', changes: ['Scene added', 'Pinned on “Ground floor”'] },
    ]);
    expect(draftChanges(published, withoutLiving)).toEqual([
      {
        scene: null,
        title: 'Tour',
        changes: [
          'Start scene changed from Living room to Kitchen',
          '2 chapters removed (“Living room” and “Kitchen”)',
        ],
      },
      { scene: 'kitchen', title: 'Kitchen', changes: ['1 door removed (to Living room)'] },
      { scene: 'living', title: 'Living room', changes: ['Scene removed'] },
    ]);
  });

  it('names the tour’s own fields, floors, pins, video and new languages', () => {
    const published = twoRooms();
    const draft = edited(published, (d) => {
      d.title = { en: 'Two rooms', de: 'Zwei Zimmer' };
      d.property.price.amount = 360000;
      d.property.agent.phone = '+31 20 123 4567';
      const floor = must(d.floorPlans[0]);
      floor.label = 'Upstairs';
      floor.north = 90;
      must(floor.scenes[0]).x += 20;
      must(floor.scenes[1]).yawOffset = 45;
      d.floorPlans.push({ id: 'attic', label: 'Attic', image: 'plan.png', north: 0, scenes: [] });
      must(must(d.video).chapters[1]).start = 2;
    });
    expect(draftChanges(published, draft)).toEqual([
      {
        scene: null,
        title: 'Tour',
        changes: [
          'Title changed',
          'Languages added: de',
          'Price changed',
          'Agent phone changed',
          'Floor “Upstairs” renamed from “Ground floor”',
          'Floor “Upstairs”: north changed',
          'Floor “Attic” added',
          'Chapter “Kitchen” changed',
        ],
      },
      { scene: 'living', title: 'Living room', changes: ['Pin moved on “Upstairs”'] },
      { scene: 'kitchen', title: 'Kitchen', changes: ['Heading on “Upstairs” changed'] },
    ]);
  });

  it('names blur regions and the tripod cover', () => {
    const published = twoRooms();
    const region = { shape: 'rect' as const, yaw: 10, pitch: 0, width: 8, height: 8 };
    const blurred = edited(published, (d) => {
      d.tripodCover = { size: 15, colour: '#5a5a5a' };
      scene(d, 'kitchen').blur = [region, { ...region, yaw: 40 }];
    });
    expect(draftChanges(published, blurred)).toEqual([
      { scene: null, title: 'Tour', changes: ['Tripod cover changed'] },
      { scene: 'kitchen', title: 'Kitchen', changes: ['Blur changed (2 regions)'] },
    ]);
    expect(
      draftChanges(
        blurred,
        edited(blurred, (d) => delete scene(d, 'kitchen').blur),
      ),
    ).toEqual([{ scene: 'kitchen', title: 'Kitchen', changes: ['Blur removed'] }]);
  });
});

describe('a draft’s languages', () => {
  it('are its first language, then every other one its texts use, floors and chapters too', () => {
    const draft = edited(twoRooms(), (d) => {
      must(d.floorPlans[0]).label = { en: 'Ground floor', fr: 'Rez-de-chaussée' };
      must(must(d.video).chapters[0]).title = { en: 'Living room', nl: 'Woonkamer' };
    });
    expect(draftLanguages(draft)).toEqual(['en', 'fr', 'nl']);
    expect(draftLanguages(demo())).toEqual(['en', 'de']);
  });
});
