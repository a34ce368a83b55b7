import type { Scene, Tour } from './tour.js';

// What a tour page carries of its tour. No zod here, as in page-contract.ts: the tour page's
// boot entry imports this module.

/** The id of the JSON element holding a big tour's first room, inlined instead of the tour. */
export const FIRST_ROOM_ELEMENT_ID = 'tourview-first-room';

/**
 * The largest tour, in bytes of its page JSON, that a tour page carries whole. A bigger one's
 * page carries its first room only ({@link FirstRoom}) and the app asks the API for the rest
 * after the first pixels: a 200-room tour is about 0.5 MB of JSON, seconds on a mobile network
 * before the page could even start the engine. The demo's five rooms are about 9 kB.
 */
export const WHOLE_TOUR_PAGE_MAX_BYTES = 24 * 1024;

/** What the first frame of a room needs: enough for the page's first script to show it. */
export type FirstRoomScene = Pick<Scene, 'id' | 'title' | 'panorama' | 'initialView' | 'formerIds'>;

/** A big tour's page data: the tour's code, its default language and the room it opens on. */
export interface FirstRoom {
  code: string;
  defaultLanguage?: string;
  scene: FirstRoomScene;
}

/** What a tour page inlines: the whole tour, or a big tour's first room. */
export type PageTour<T = Tour> = { tour: T } | { firstRoom: FirstRoom };

/**
 * The tour as a page that opens on `sceneId` carries it: whole when its JSON is at most
 * {@link WHOLE_TOUR_PAGE_MAX_BYTES} (only the opening scene keeps its inline preview, which
 * no other scene needs before the app prefetches the next rooms' previews), else the
 * opening room alone.
 */
export function pageTourOf<T extends Pick<Tour, 'code' | 'defaultLanguage' | 'scenes'>>(
  tour: T,
  sceneId: string,
): PageTour<T> {
  const scenes = tour.scenes.map((s) => (s.id === sceneId ? s : withoutInlinePreview(s)));
  const whole = { ...tour, scenes };
  if (JSON.stringify(whole).length <= WHOLE_TOUR_PAGE_MAX_BYTES) return { tour: whole };
  const scene = tour.scenes.find((s) => s.id === sceneId) ?? tour.scenes[0];
  if (!scene) return { tour: whole };
  const { id, title, panorama, initialView, formerIds } = scene;
  return {
    firstRoom: {
      code: tour.code,
      ...(tour.defaultLanguage === undefined ? {} : { defaultLanguage: tour.defaultLanguage }),
      scene: { id, title, panorama, initialView, ...(formerIds ? { formerIds } : {}) },
    },
  };
}

/** A scene without its panorama's inline preview. */
export function withoutInlinePreview<S extends Pick<Scene, 'panorama'>>(scene: S): S {
  const { inline, ...preview } = scene.panorama.preview;
  return inline ? { ...scene, panorama: { ...scene.panorama, preview } } : scene;
}

/**
 * The tour as the public API answers it: without inline previews, which only a page's first
 * frame uses (about 1 kB a room, 0.2 MB in a 200-room tour).
 */
export function withoutInlinePreviews(tour: Tour): Tour {
  return { ...tour, scenes: tour.scenes.map(withoutInlinePreview) };
}
