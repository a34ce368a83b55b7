import { directionOf } from '@tourview/schema';
import type { Quad } from '../geometry/tile-quad.js';
import type { UvRect } from '../render/gl-stage.js';
import { RAD } from '../view/angles.js';

/** A weight at a direction in degrees: how often visitors looked there, say. */
export interface HeatCell {
  yaw: number;
  pitch: number;
  /** Any scale; the heaviest cell is drawn hottest. Zero or less draws nothing. */
  weight: number;
}

/**
 * Degrees a cell spans: the analytics contract's look grid (`LOOK_STEP_DEGREES`; a test holds the
 * two equal). Not imported: importing the analytics constants moved the whole engine into the
 * script the home screen shares with the tour page's boot (the build's `page-basics` group),
 * 10 kB gzip more on home.
 */
export const HEAT_CELL_DEGREES = 5;
const STEP = HEAT_CELL_DEGREES;
/** Cells around the sphere, yaw -180° to 175°. */
const COLUMNS = 360 / STEP;
/** Cells from pole to pole, pitch +90° down to -90°. */
const ROWS = 180 / STEP + 1;
/**
 * The texture's columns: the cells plus one copy on each side (yaw -185° = 175°, yaw 180° =
 * -180°), so filtering wraps across the back seam although WebGL 1 clamps such a texture.
 */
const WIDTH = COLUMNS + 2;

/**
 * The colour ramp from the coldest cell drawn (0) to the hottest (1), RGB 0–255: blue, yellow,
 * red. Exported so a legend can show the same colours.
 */
export const HEAT_STOPS: readonly { at: number; rgb: readonly [number, number, number] }[] = [
  { at: 0, rgb: [40, 90, 255] },
  { at: 0.5, rgb: [255, 220, 0] },
  { at: 1, rgb: [230, 20, 20] },
];

/** Opacity of the coldest and hottest cells: the panorama stays readable under the heat. */
const ALPHA = { cold: 0.3, hot: 0.75 };

/** A heat value (0–1) as RGBA 0–255. */
export function heatColour(heat: number): [number, number, number, number] {
  const h = Math.max(0, Math.min(1, heat));
  const upper = HEAT_STOPS.findIndex((s) => s.at >= h);
  const b = HEAT_STOPS[Math.max(1, upper)] ?? HEAT_STOPS[1];
  const a = HEAT_STOPS[Math.max(0, upper - 1)] ?? HEAT_STOPS[0];
  if (!a || !b) return [0, 0, 0, 0];
  const t = b.at === a.at ? 1 : (h - a.at) / (b.at - a.at);
  const mix = (i: 0 | 1 | 2) => Math.round(a.rgb[i] + (b.rgb[i] - a.rgb[i]) * t);
  return [mix(0), mix(1), mix(2), Math.round(255 * (ALPHA.cold + (ALPHA.hot - ALPHA.cold) * h))];
}

/** One flat piece of the overlay: a cell's corners on the unit sphere and where they sample the texture. */
export interface HeatQuad {
  quad: Quad;
  uv: UvRect;
}

/** What the engine draws for a set of cells: an RGBA texture, one texel a cell, and the quads it covers. */
export interface HeatGrid {
  width: number;
  height: number;
  texels: Uint8Array;
  quads: HeatQuad[];
}

/** Texture coordinates of a direction in degrees (yaw -182.5° to 182.5°). */
export function heatUv(yaw: number, pitch: number): { u: number; v: number } {
  return { u: ((yaw + 180) / STEP + 1.5) / WIDTH, v: ((90 - pitch) / STEP + 0.5) / ROWS };
}

const columnOf = (yaw: number) => (Math.round((yaw + 180) / STEP) + COLUMNS) % COLUMNS;
const rowOf = (pitch: number) => Math.round((90 - pitch) / STEP);

/** Each cell's weight on the look grid, summed where cells share a grid cell. */
function weights(cells: readonly HeatCell[]): Float64Array {
  const grid = new Float64Array(COLUMNS * ROWS);
  for (const cell of cells) {
    if (!(cell.weight > 0)) continue;
    const row = Math.max(0, Math.min(ROWS - 1, rowOf(cell.pitch)));
    const at = row * COLUMNS + columnOf(cell.yaw);
    grid[at] = (grid[at] ?? 0) + cell.weight;
  }
  return grid;
}

/** The texels: each cell coloured by its share of the heaviest; empty cells are transparent. */
function texelsOf(grid: Float64Array): Uint8Array {
  const heaviest = Math.max(...grid);
  const texels = new Uint8Array(WIDTH * ROWS * 4);
  // Empty texels carry the cold colour, so filtering fades a cell's edge out in its own hue
  // rather than towards black.
  const [r, g, b] = heatColour(0);
  for (let row = 0; row < ROWS; row++)
    for (let x = 0; x < WIDTH; x++) {
      const weight = grid[row * COLUMNS + ((x - 1 + COLUMNS) % COLUMNS)] ?? 0;
      texels.set(weight > 0 ? heatColour(weight / heaviest) : [r, g, b, 0], (row * WIDTH + x) * 4);
    }
  return texels;
}

/** Whether a cell or one of its eight neighbours has weight: filtering reaches that far. */
function warm(grid: Float64Array, column: number, row: number): boolean {
  for (let dr = -1; dr <= 1; dr++)
    for (let dc = -1; dc <= 1; dc++) {
      const r = row + dr;
      if (r >= 0 && r < ROWS && (grid[r * COLUMNS + ((column + dc + COLUMNS) % COLUMNS)] ?? 0) > 0)
        return true;
    }
  return false;
}

/** A cell's quad: its corners 2.5° either side of its centre (clamped at the poles). */
function quadOf(column: number, row: number): HeatQuad {
  const yaw = column * STEP - 180;
  const pitch = 90 - row * STEP;
  const [left, right] = [yaw - STEP / 2, yaw + STEP / 2];
  const [top, bottom] = [Math.min(90, pitch + STEP / 2), Math.max(-90, pitch - STEP / 2)];
  const at = (y: number, p: number) => directionOf(y * RAD, p * RAD);
  const tl = heatUv(left, top);
  const br = heatUv(right, bottom);
  return {
    quad: [at(left, top), at(right, top), at(left, bottom), at(right, bottom)],
    uv: { u0: tl.u, v0: tl.v, u1: br.u, v1: br.v },
  };
}

/**
 * The overlay for a set of cells, or `null` when none has weight. Only cells with weight and
 * their neighbours get a quad: attention gathers in a few places, so a frame draws tens of small
 * quads, not the whole sphere. Each quad is flat between four points on the sphere, drawn with
 * the panorama's own clip matrix: it turns, zooms and shifts with the picture in the same frame.
 */
export function heatGrid(cells: readonly HeatCell[]): HeatGrid | null {
  const grid = weights(cells);
  if (!grid.some((w) => w > 0)) return null;
  const quads: HeatQuad[] = [];
  for (let row = 0; row < ROWS; row++)
    for (let column = 0; column < COLUMNS; column++)
      if (warm(grid, column, row)) quads.push(quadOf(column, row));
  return { width: WIDTH, height: ROWS, texels: texelsOf(grid), quads };
}
