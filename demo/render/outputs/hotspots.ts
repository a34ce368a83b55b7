import { openingCenter } from '../model/walls.js';
import type { Apartment, Room, Vec3 } from '../model/types.js';
import { panoramaAngles } from './view-angles.js';

/** A door from one room to another, with its centre in world space. */
export interface Doorway {
  from: string;
  to: string;
  center: Vec3;
}

/** Every linking door, once per direction. */
export function doorways(apartment: Apartment): Doorway[] {
  return apartment.walls.flatMap((wall) =>
    wall.openings.flatMap((opening) => {
      if (!opening.link) return [];
      const [a, b] = opening.link;
      const center = openingCenter(wall, opening);
      return [
        { from: a, to: b, center },
        { from: b, to: a, center },
      ];
    }),
  );
}

/** Link hotspots of a room: one at the centre of each door, computed from the geometry. */
export function linkHotspots(apartment: Apartment, room: Room) {
  return doorways(apartment)
    .filter((door) => door.from === room.id)
    .map((door) => ({ target: door.to, ...panoramaAngles(room, apartment.eyeHeight, door.center) }));
}

/** Info hotspots of a room, one per feature. */
export function infoHotspots(apartment: Apartment, room: Room) {
  return apartment.features
    .filter((feature) => feature.room === room.id)
    .map(({ id, title, titleDe, text, textDe, at }) => ({
      id,
      title: { en: title, de: titleDe },
      text: { en: text, de: textDe },
      ...panoramaAngles(room, apartment.eyeHeight, at),
    }));
}
