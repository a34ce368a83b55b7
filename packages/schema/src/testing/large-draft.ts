import type { DraftManifest } from '../studio-api.js';
import { sampleDraftManifest } from './sample-draft.js';

const both = (en: string, de: string) => ({ en, de });

/**
 * A draft the size of a large real listing: `rooms` rooms in English and German, each with
 * doors to its neighbours and five info points with a paragraph each (about 67 kB of JSON for
 * 40 rooms).
 */
export function largeBilingualDraft(rooms = 40): DraftManifest {
  const id = (i: number) => `room-${i + 1}`;
  const scenes = Array.from({ length: rooms }, (_, i) => ({
    id: id(i),
    title: both(`Room ${i + 1}`, `Zimmer ${i + 1}`),
    description: both('A bright room with two windows.', 'Ein heller Raum mit zwei Fenstern.'),
    panorama: `${id(i)}.jpg`,
    links: [i - 1, i + 1]
      .filter((n) => n >= 0 && n < rooms)
      .map((n) => ({ target: id(n), yaw: n < i ? -90 : 90, pitch: -10 })),
    infos: Array.from({ length: 5 }, (_, k) => ({
      id: `info-${k + 1}`,
      yaw: k * 72,
      pitch: 0,
      title: both(`Detail ${k + 1}`, `Detail ${k + 1}`),
      text: both(
        'Oak floor laid in 2021, underfloor heating throughout, triple glazing facing the garden.',
        'Eichenparkett von 2021, Fußbodenheizung überall, Dreifachverglasung zum Garten hin.',
      ),
    })),
  }));
  return sampleDraftManifest({ title: both('Flat', 'Wohnung'), defaultLanguage: 'en', scenes });
}
