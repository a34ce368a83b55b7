import sharp from 'sharp';
import { apartmentBoxes } from '../model/scene-boxes.js';
import { wallPieces } from '../model/walls.js';
import type { Apartment, Box, Wall } from '../model/types.js';

/** Pixels per metre and margin of the floor-plan drawing. */
const SCALE = 90;
const MARGIN = 70;
const ORIGIN = { x: -0.15, z: -0.15 };

/** Where a model point lands on the floor-plan image, in pixels. */
export function planPixel(x: number, z: number): { x: number; y: number } {
  return { x: Math.round(MARGIN + (x - ORIGIN.x) * SCALE), y: Math.round(MARGIN + (z - ORIGIN.z) * SCALE) };
}

/** Image size of the floor plan. */
export function planSize(apartment: Apartment): { width: number; height: number } {
  const boxes = apartmentBoxes(apartment);
  const corner = planPixel(Math.max(...boxes.map((b) => b.max[0])), Math.max(...boxes.map((b) => b.max[2])));
  return { width: corner.x + MARGIN, height: corner.y + MARGIN };
}

const rect = (x0: number, z0: number, x1: number, z1: number, attrs: string) => {
  const a = planPixel(x0, z0);
  const b = planPixel(x1, z1);
  return `<rect x="${a.x}" y="${a.y}" width="${b.x - a.x}" height="${b.y - a.y}" ${attrs}/>`;
};

function wallShapes(wall: Wall, ceiling: number): string[] {
  const half = wall.thickness / 2;
  const span = (a0: number, a1: number, attrs: string) =>
    wall.run === 'x'
      ? rect(a0, wall.at - half, a1, wall.at + half, attrs)
      : rect(wall.at - half, a0, wall.at + half, a1, attrs);
  const solid = wallPieces(wall, ceiling).filter((p) => p.y0 === 0 && p.y1 === ceiling);
  const windows = wall.openings.filter((o) => o.kind === 'window');
  return [
    ...solid.map((p) => span(p.a0, p.a1, 'fill="#3a3a3c"')),
    ...windows.map((o) =>
      span(
        o.center - o.width / 2,
        o.center + o.width / 2,
        'fill="#dcecf5" stroke="#3a3a3c" stroke-width="2"',
      ),
    ),
  ];
}

/** Furniture below eye level, without legs, rugs and wall tiles, which would only clutter the drawing. */
const showsOnPlan = (b: Box) =>
  b.min[1] < 1 &&
  b.max[1] - b.min[1] > 0.02 &&
  Math.min(b.max[0] - b.min[0], b.max[2] - b.min[2]) >= 0.03 &&
  Math.max(b.max[0] - b.min[0], b.max[2] - b.min[2]) > 0.1;

const furnitureShape = (b: Box) =>
  rect(b.min[0], b.min[2], b.max[0], b.max[2], 'fill="none" stroke="#9a948c" stroke-width="1.5"');

function roomLabels(apartment: Apartment): string[] {
  return apartment.rooms.map((room) => {
    const { rect: r } = room;
    const at = room.labelAt ?? { x: (r.x0 + r.x1) / 2, z: (r.z0 + r.z1) / 2 };
    const p = planPixel(at.x, at.z);
    const area = ((r.x1 - r.x0) * (r.z1 - r.z0)).toFixed(1);
    return `<text x="${p.x}" y="${p.y - 26}" text-anchor="middle" font-family="DejaVu Sans" font-size="19" font-weight="bold" fill="#2b2b2d">${room.title}</text><text x="${p.x}" y="${p.y - 6}" text-anchor="middle" font-family="DejaVu Sans" font-size="15" fill="#55524d">${area} m²</text>`;
  });
}

function northArrow(apartment: Apartment, width: number): string {
  return `<g transform="translate(${width - 40} 38) rotate(${apartment.north})"><path d="M0 -22 L9 10 L0 4 L-9 10 Z" fill="#2b2b2d"/><text y="24" text-anchor="middle" font-family="DejaVu Sans" font-size="14" font-weight="bold" fill="#2b2b2d">N</text></g>`;
}

/** Draws the floor plan (walls, windows, door gaps, furniture, labels, north) as a PNG. */
export async function renderFloorPlan(apartment: Apartment): Promise<Buffer> {
  const { width, height } = planSize(apartment);
  const floors = apartment.rooms.map(({ rect: r, floor }) =>
    rect(r.x0, r.z0, r.x1, r.z1, `fill="${floor === 'oak' ? '#f3ebdf' : '#eceeef'}"`),
  );
  const furniture = apartment.furniture.filter(showsOnPlan).map(furnitureShape);
  const walls = apartment.walls.flatMap((wall) => wallShapes(wall, apartment.ceiling));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/>${[...floors, ...furniture, ...walls, ...roomLabels(apartment), northArrow(apartment, width)].join('')}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
