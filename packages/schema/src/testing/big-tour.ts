import type { Scene, Tour } from '../tour.js';

/** The three languages of {@link bigTrilingualTour}'s texts. */
const LANGUAGES = ['en', 'de', 'fr'] as const;

const trilingual = (en: string, de: string, fr: string) => ({ en, de, fr });

/** Links and info points per room: 30 hotspots, as a large listing's rooms have. */
const LINKS = 6;
const INFOS = 24;

function room(base: Scene, i: number, rooms: number): Scene {
  const id = (n: number) => `room-${n + 1}`;
  return {
    ...base,
    id: id(i),
    title: trilingual(`Room ${i + 1}`, `Zimmer ${i + 1}`, `Pièce ${i + 1}`),
    description: trilingual(
      'A bright room with two windows facing the garden.',
      'Ein heller Raum mit zwei Fenstern zum Garten.',
      'Une pièce lumineuse avec deux fenêtres sur le jardin.',
    ),
    links: Array.from({ length: LINKS }, (_, k) => ({
      target: id((i + k + 1) % rooms),
      yaw: -150 + k * 60,
      pitch: -10,
    })),
    infos: Array.from({ length: INFOS }, (_, k) => ({
      id: `info-${k + 1}`,
      yaw: -172 + k * 15,
      pitch: 5,
      title: trilingual(`Detail ${k + 1}`, `Detail ${k + 1}`, `Détail ${k + 1}`),
      text: trilingual(
        'Oak floor laid in 2021, underfloor heating throughout, triple glazing facing the garden.',
        'Eichenparkett von 2021, Fußbodenheizung überall, Dreifachverglasung zum Garten hin.',
        'Parquet en chêne posé en 2021, chauffage au sol partout, triple vitrage côté jardin.',
      ),
    })),
  };
}

/**
 * A tour the size of the largest listing: `rooms` rooms (200, the most a tour may have), each
 * with 30 hotspots (6 doors, 24 info points) and its texts in English, German and French.
 * The rooms take their panoramas, thumbnails and views from `base`'s scenes in turn, so a
 * tour imported with real tiles (the demo) becomes a big tour with the same images.
 */
export function bigTrilingualTour(base: Tour, code: string, rooms = 200): Tour {
  const scenes = Array.from({ length: rooms }, (_, i) => {
    const source = base.scenes[i % base.scenes.length] ?? base.scenes[0];
    if (!source) throw new Error('The base tour has no scene.');
    const { formerIds: _formerIds, ...scene } = source;
    return room(scene, i, rooms);
  });
  // The video's chapters name the base tour's rooms.
  const { video: _video, ...tour } = base;
  return {
    ...tour,
    code,
    title: trilingual('A large house', 'Ein großes Haus', 'Une grande maison'),
    defaultLanguage: LANGUAGES[0],
    startScene: scenes[0]?.id ?? base.startScene,
    scenes,
    floorPlans: [],
  };
}
