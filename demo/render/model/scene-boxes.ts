import { wallBoxes } from './walls.js';
import type { Apartment, Box } from './types.js';

const SLAB = 0.2;

/** Every box of the apartment: walls, a floor per room, the ceiling slab and the furniture. */
export function apartmentBoxes(apartment: Apartment): Box[] {
  const floors = apartment.rooms.map(({ rect, floor }) => ({
    min: [rect.x0, -SLAB, rect.z0] as const,
    max: [rect.x1, 0, rect.z1] as const,
    material: floor,
  }));
  const xs = apartment.rooms.flatMap(({ rect }) => [rect.x0, rect.x1]);
  const zs = apartment.rooms.flatMap(({ rect }) => [rect.z0, rect.z1]);
  const ceiling: Box = {
    min: [Math.min(...xs) - 0.2, apartment.ceiling, Math.min(...zs) - 0.2],
    max: [Math.max(...xs) + 0.2, apartment.ceiling + SLAB, Math.max(...zs) + 0.2],
    material: 'ceiling',
  };
  return [
    ...floors,
    ceiling,
    ...apartment.walls.flatMap((wall) => wallBoxes(wall, apartment.ceiling)),
    ...apartment.furniture,
  ];
}
