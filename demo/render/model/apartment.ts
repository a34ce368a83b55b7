import { FURNITURE } from './furniture.js';
import { MATERIALS } from './materials.js';
import type { Apartment, Opening, Room, Wall } from './types.js';

const DOOR_TOP = 2.1;
const door = (center: number, link?: readonly [string, string], width = 0.9): Opening => ({
  kind: 'door',
  center,
  width,
  bottom: 0,
  top: DOOR_TOP,
  ...(link ? { link } : {}),
});
const window = (center: number, width: number, bottom: number, top = 2.35): Opening => ({
  kind: 'window',
  center,
  width,
  bottom,
  top,
});

const OUTER = 0.3;
const INNER = 0.12;

const walls: Wall[] = [
  {
    run: 'x',
    at: 0,
    from: -0.15,
    to: 10.15,
    thickness: OUTER,
    material: 'wall',
    openings: [window(1.8, 1.6, 0.45), window(4.2, 1.6, 0.45), window(8.0, 1.8, 1.05, 2.3)],
  },
  {
    run: 'x',
    at: 8,
    from: -0.15,
    to: 10.15,
    thickness: OUTER,
    material: 'wall',
    openings: [window(2.2, 1.6, 0.8, 2.3), door(5.5, undefined, 1.0)],
  },
  {
    run: 'z',
    at: 0,
    from: 0.15,
    to: 7.85,
    thickness: OUTER,
    material: 'wall',
    openings: [window(2.5, 1.8, 0.45), window(6.3, 1.4, 0.8, 2.3)],
  },
  {
    run: 'z',
    at: 10,
    from: 0.15,
    to: 7.85,
    thickness: OUTER,
    material: 'wall',
    openings: [window(2.5, 1.2, 1.05, 2.3), window(6.5, 0.8, 1.5, 2.2)],
  },
  {
    run: 'z',
    at: 6,
    from: 0.15,
    to: 4.44,
    thickness: INNER,
    material: 'wall',
    openings: [door(2.2, ['living-room', 'kitchen'], 1.2)],
  },
  {
    run: 'x',
    at: 4.5,
    from: 0.15,
    to: 9.85,
    thickness: INNER,
    material: 'wall',
    openings: [door(5.4, ['hallway', 'living-room'])],
  },
  {
    run: 'z',
    at: 4.5,
    from: 4.56,
    to: 7.85,
    thickness: INNER,
    material: 'wall',
    openings: [door(5.6, ['hallway', 'bedroom'])],
  },
  {
    run: 'z',
    at: 6.5,
    from: 4.56,
    to: 7.85,
    thickness: INNER,
    material: 'wall',
    openings: [door(5.6, ['hallway', 'bathroom'])],
  },
];

const rooms: Room[] = [
  {
    id: 'living-room',
    title: 'Living room',
    titleDe: 'Wohnzimmer',
    description:
      'Bright living room with oak floor, a grey sofa, a dining table for four and windows on two sides.',
    descriptionDe:
      'Helles Wohnzimmer mit Eichenparkett, einem grauen Sofa, einem Esstisch für vier Personen und Fenstern zu zwei Seiten.',
    captionEn: 'The living room: windows on two sides, an oak floor and room for a dining table for four.',
    captionDe:
      'Das Wohnzimmer: Fenster auf zwei Seiten, Eichenparkett und Platz für einen Esstisch für vier.',
    rect: { x0: 0, z0: 0, x1: 6, z1: 4.5 },
    floor: 'oak',
    camera: { x: 3.1, z: 2.2, heading: 20 },
    lookAt: -35,
  },
  {
    id: 'kitchen',
    title: 'Kitchen',
    titleDe: 'Küche',
    description:
      'Kitchen with an L-shaped counter under two windows, a central island with stools and a stone floor.',
    descriptionDe:
      'Küche mit einer L-förmigen Arbeitsfläche unter zwei Fenstern, einer Kochinsel mit Hockern und Steinboden.',
    captionEn: 'The kitchen: an L-shaped counter under two windows and an island with two stools.',
    captionDe:
      'Die Küche: eine L-förmige Arbeitsfläche unter zwei Fenstern und eine Kochinsel mit zwei Hockern.',
    rect: { x0: 6, z0: 0, x1: 10, z1: 4.5 },
    labelAt: { x: 8, z: 1.45 },
    floor: 'stone',
    camera: { x: 7.6, z: 3.75, heading: -60 },
    lookAt: 15,
  },
  {
    id: 'hallway',
    title: 'Hallway',
    titleDe: 'Flur',
    description: 'Entrance hallway with a bench, a shoe cabinet and doors to every room.',
    descriptionDe: 'Eingangsflur mit Sitzbank, Schuhschrank und Türen zu allen Räumen.',
    captionEn: 'The hallway: the front door, a bench and a shoe cabinet, with doors to every room.',
    captionDe: 'Der Flur: die Wohnungstür, eine Bank und ein Schuhschrank, mit Türen zu allen Räumen.',
    rect: { x0: 4.5, z0: 4.5, x1: 6.5, z1: 8 },
    floor: 'oak',
    camera: { x: 5.5, z: 6.7, heading: 180 },
    lookAt: 0,
  },
  {
    id: 'bedroom',
    title: 'Bedroom',
    titleDe: 'Schlafzimmer',
    description:
      'Quiet bedroom with a double bed, two bedside tables, a built-in wardrobe and windows to the west and south.',
    descriptionDe:
      'Ruhiges Schlafzimmer mit Doppelbett, zwei Nachttischen, Einbauschrank und Fenstern nach Westen und Süden.',
    captionEn: 'The bedroom: a double bed, a built-in wardrobe and evening sun from the west.',
    captionDe: 'Das Schlafzimmer: ein Doppelbett, ein Einbauschrank und Abendsonne von Westen.',
    rect: { x0: 0, z0: 4.5, x1: 4.5, z1: 8 },
    labelAt: { x: 2.25, z: 7.55 },
    floor: 'oak',
    camera: { x: 2.3, z: 7.2, heading: 90 },
    lookAt: -10,
  },
  {
    id: 'bathroom',
    title: 'Bathroom',
    titleDe: 'Badezimmer',
    description: 'Tiled bathroom with a bathtub, a vanity with mirror, a toilet and a window.',
    descriptionDe: 'Gefliestes Badezimmer mit Badewanne, Waschtisch mit Spiegel, WC und Fenster.',
    captionEn: 'The bathroom: a full-size bathtub, a vanity with mirror and a window for daylight.',
    captionDe:
      'Das Badezimmer: eine große Badewanne, ein Waschtisch mit Spiegel und ein Fenster für Tageslicht.',
    rect: { x0: 6.5, z0: 4.5, x1: 10, z1: 8 },
    floor: 'stone',
    camera: { x: 8.2, z: 6.1, heading: 0 },
    lookAt: 150,
  },
];

/** The demo apartment: five rooms on about 10 m × 8 m. */
export const APARTMENT: Apartment = {
  ceiling: 2.7,
  eyeHeight: 1.6,
  north: -20,
  materials: MATERIALS,
  rooms,
  walls,
  furniture: FURNITURE,
  features: [
    {
      id: 'windows',
      room: 'living-room',
      at: [1.8, 1.4, 0.15],
      title: 'Two-sided daylight',
      titleDe: 'Licht von zwei Seiten',
      text: 'Large windows face north and west, so the room is bright all day and catches the evening sun.',
      textDe:
        'Große Fenster nach Norden und Westen: Der Raum ist den ganzen Tag hell und bekommt die Abendsonne.',
    },
    {
      id: 'oak-floor',
      room: 'living-room',
      at: [2.0, 0.01, 1.5],
      title: 'Oak floor',
      titleDe: 'Eichenparkett',
      text: 'Solid oak planks, oiled, laid in 2023 throughout the living room, hallway and bedroom.',
      textDe: 'Massive, geölte Eichendielen, 2023 in Wohnzimmer, Flur und Schlafzimmer verlegt.',
    },
    {
      id: 'island',
      room: 'kitchen',
      at: [8.0, 0.92, 2.5],
      title: 'Kitchen island',
      titleDe: 'Kochinsel',
      text: 'A 1.6 m island with a stone worktop and storage on both sides; seats two.',
      textDe:
        'Eine 1,6 m lange Kochinsel mit Steinarbeitsplatte und Stauraum auf beiden Seiten; Platz für zwei.',
    },
    {
      id: 'wardrobe',
      room: 'bedroom',
      at: [3.85, 1.3, 7.1],
      title: 'Built-in wardrobe',
      titleDe: 'Einbauschrank',
      text: 'Floor-to-ceiling wardrobe with 1.5 m of hanging space and drawers.',
      textDe: 'Raumhoher Kleiderschrank mit 1,5 m Kleiderstange und Schubladen.',
    },
    {
      id: 'bathtub',
      room: 'bathroom',
      at: [8.6, 0.56, 7.45],
      title: 'Full-size bathtub',
      titleDe: 'Große Badewanne',
      text: 'A 170 cm bathtub with a hand shower; the walls are tiled to 1.25 m.',
      textDe: 'Eine 170 cm lange Badewanne mit Handbrause; die Wände sind bis 1,25 m Höhe gefliest.',
    },
    {
      id: 'front-door',
      room: 'hallway',
      at: [5.5, 1.2, 7.9],
      title: 'Front door',
      titleDe: 'Wohnungstür',
      text: 'Security front door with a three-point lock; the building has a lift and an intercom.',
      textDe:
        'Sicherheitstür mit Dreifachverriegelung; das Haus hat einen Aufzug und eine Gegensprechanlage.',
    },
  ],
};
