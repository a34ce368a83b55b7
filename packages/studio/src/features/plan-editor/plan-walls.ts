import { MinHeap } from './min-heap.js';
import type { PlanPoint } from './plan-edits.js';

/** Most cells a side of the grid a plan is read at: fine enough for a doorway, quick to search. */
export const WALL_GRID_SIDE = 400;

/** Pixels darker than this (0–255 luminance) are walls: plans draw walls dark on a light ground. */
const WALL_LUMINANCE = 110;

/** A floor plan read as walls and open floor, cell by cell, with each cell's distance to a wall. */
export interface WallGrid {
  width: number;
  height: number;
  /** Source pixels per cell. */
  scale: number;
  /** Distance from each cell to the nearest wall cell, in cells (0 on a wall). */
  clearance: Float32Array;
}

/**
 * Reads a plan image as walls (dark pixels) and floor, on a grid of at most
 * {@link WALL_GRID_SIDE} cells a side: a cell is a wall when any of its pixels is, so a window's
 * thin outline stays closed. `pixels` holds `channels` bytes per pixel, RGB first;
 * `sourceWidth` is the plan file's width, whose pixels pins are given in.
 */
export function wallGridOf(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  sourceWidth: number,
): WallGrid {
  const block = Math.max(1, Math.ceil(Math.max(width, height) / WALL_GRID_SIDE));
  const [gw, gh] = [Math.ceil(width / block), Math.ceil(height / block)];
  const clearance = new Float32Array(gw * gh).fill(Infinity);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels;
      const luminance =
        0.2126 * (pixels[o] ?? 255) + 0.7152 * (pixels[o + 1] ?? 255) + 0.0722 * (pixels[o + 2] ?? 255);
      if (luminance < WALL_LUMINANCE) clearance[Math.floor(y / block) * gw + Math.floor(x / block)] = 0;
    }
  dropSmallMarks(clearance, gw, gh);
  chamfer(clearance, gw, gh);
  closeOutside(clearance, gw, gh);
  chamfer(clearance, gw, gh);
  return { width: gw, height: gh, scale: (block * sourceWidth) / width, clearance };
}

/** Dark marks smaller than this share of the plan's long side are writing, not walls. */
const SMALL_MARK = 1 / 6;

/**
 * Clears dark marks that are not walls: room names, areas, a north arrow. Walls join into one
 * long outline; a word or a symbol stays small.
 */
function dropSmallMarks(d: Float32Array, width: number, height: number): void {
  const small = Math.max(width, height) * SMALL_MARK;
  const seen = new Uint8Array(width * height);
  for (let start = 0; start < d.length; start++) {
    if (d[start] !== 0 || seen[start]) continue;
    const mark: number[] = [];
    const stack = [start];
    seen[start] = 1;
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    for (let cell = stack.pop(); cell !== undefined; cell = stack.pop()) {
      mark.push(cell);
      const x = cell % width;
      const y = (cell - x) / width;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const next = ny * width + nx;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height || seen[next] || d[next] !== 0) continue;
          seen[next] = 1;
          stack.push(next);
        }
    }
    if (Math.max(x1 - x0, y1 - y0) < small) for (const cell of mark) d[cell] = Infinity;
  }
}

/** Doorways to the outside are narrower than this share of the plan's long side. */
const OUTSIDE_DOOR = 1 / 20;

/**
 * Makes the ground around the home a wall: a window or the front door would otherwise join the
 * rooms around the outside. The outside is what the plan's edge reaches through gaps wider than
 * a door, grown back to the walls; `d` is turned into walls (0) and unknown (Infinity).
 */
function closeOutside(d: Float32Array, width: number, height: number): void {
  const wide = Math.max(width, height) * OUTSIDE_DOOR;
  const outside = new Float32Array(width * height).fill(Infinity);
  const stack: number[] = [];
  for (let x = 0; x < width; x++) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) stack.push(y * width, y * width + width - 1);
  for (let cell = stack.pop(); cell !== undefined; cell = stack.pop()) {
    if (outside[cell] === 0 || (d[cell] ?? 0) <= wide) continue;
    outside[cell] = 0;
    const x = cell % width;
    if (x > 0) stack.push(cell - 1);
    if (x < width - 1) stack.push(cell + 1);
    if (cell >= width) stack.push(cell - width);
    if (cell < width * (height - 1)) stack.push(cell + width);
  }
  chamfer(outside, width, height);
  for (let i = 0; i < d.length; i++) d[i] = d[i] === 0 || (outside[i] ?? 0) <= wide ? 0 : Infinity;
}

/** Two passes of a 3×3 chamfer (1, √2): each cell's distance to the nearest zero, near enough to Euclidean. */
function chamfer(d: Float32Array, width: number, height: number): void {
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? Infinity : (d[y * width + x] ?? Infinity);
  const pass = (x: number, y: number, steps: readonly (readonly [number, number, number])[]) => {
    const i = y * width + x;
    let best = d[i] ?? Infinity;
    for (const [dx, dy, cost] of steps) best = Math.min(best, at(x + dx, y + dy) + cost);
    d[i] = best;
  };
  const forward = [
    [-1, 0, 1],
    [-1, -1, Math.SQRT2],
    [0, -1, 1],
    [1, -1, Math.SQRT2],
  ] as const;
  const backward = forward.map(([dx, dy, c]) => [-dx, -dy, c] as const);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pass(x, y, forward);
  for (let y = height - 1; y >= 0; y--) for (let x = width - 1; x >= 0; x--) pass(x, y, backward);
}

const STEPS = [
  [1, 0, 1],
  [-1, 0, 1],
  [0, 1, 1],
  [0, -1, 1],
  [1, 1, Math.SQRT2],
  [1, -1, Math.SQRT2],
  [-1, 1, Math.SQRT2],
  [-1, -1, Math.SQRT2],
] as const;

function cellOf(grid: WallGrid, p: PlanPoint): number {
  const x = Math.min(grid.width - 1, Math.max(0, Math.floor(p.x / grid.scale)));
  const y = Math.min(grid.height - 1, Math.max(0, Math.floor(p.y / grid.scale)));
  return y * grid.width + x;
}

function neighbours(grid: WallGrid, cell: number, visit: (next: number, length: number) => void): void {
  const x = cell % grid.width;
  const y = (cell - x) / grid.width;
  for (const [dx, dy, length] of STEPS) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < grid.width && ny < grid.height) visit(ny * grid.width + nx, length);
  }
}

/** The widest way from `from` to `to`: the largest clearance a walk between them can keep. */
function widest(grid: WallGrid, from: number, to: number): number {
  const best = new Float32Array(grid.width * grid.height);
  const queue = new MinHeap();
  best[from] = grid.clearance[from] ?? 0;
  queue.push(from, -(best[from] ?? 0));
  for (let top = queue.pop(); top; top = queue.pop()) {
    const [cell, key] = top;
    if (cell === to) return -key;
    if (-key < (best[cell] ?? 0)) continue;
    neighbours(grid, cell, (next) => {
      const width = Math.min(-key, grid.clearance[next] ?? 0);
      if (width > (best[next] ?? 0)) {
        best[next] = width;
        queue.push(next, -width);
      }
    });
  }
  return 0;
}

/**
 * The shortest walk from `from` to `to` keeping at least `width` from walls, each step costing
 * more the nearer it passes one, so the walk keeps to the middle of doorways and halls.
 */
function centredWalk(grid: WallGrid, from: number, to: number, width: number): number[] {
  const cost = new Float64Array(grid.width * grid.height).fill(Infinity);
  const parent = new Int32Array(grid.width * grid.height).fill(-1);
  const queue = new MinHeap();
  cost[from] = 0;
  queue.push(from, 0);
  for (let top = queue.pop(); top; top = queue.pop()) {
    const [cell, key] = top;
    if (cell === to) break;
    if (key > (cost[cell] ?? Infinity)) continue;
    neighbours(grid, cell, (next, length) => {
      const clear = grid.clearance[next] ?? 0;
      if (clear < width) return;
      const c = key + length * (1 + (width / clear) ** 2 * 8);
      if (c < (cost[next] ?? Infinity)) {
        cost[next] = c;
        parent[next] = cell;
        queue.push(next, c);
      }
    });
  }
  const walk = [to];
  for (let cell = parent[to] ?? -1; cell >= 0; cell = parent[cell] ?? -1) walk.push(cell);
  return walk.reverse();
}

/** What lies between two pins on a plan. */
export type Passage =
  /** Nothing narrower than the pins' own spots: one open space, seen directly. */
  | { kind: 'open' }
  /** One doorway, its middle in source pixels. */
  | { kind: 'door'; at: PlanPoint }
  /** Walls only, or more than one doorway: another room lies between. */
  | { kind: 'none' };

/** A narrow place is narrower than this many times the narrowest one of the walk. */
const NARROW = 1.5;

/**
 * What lies between two pins: the widest walk from one to the other, kept to the middle, and
 * the narrow places along it outside each pin's own wall-free circle. One narrow place is the
 * doorway between neighbouring rooms; its middle is where the walk's clearance is smallest.
 */
export function passageBetween(grid: WallGrid, a: PlanPoint, b: PlanPoint): Passage {
  const from = cellOf(grid, a);
  const to = cellOf(grid, b);
  const width = widest(grid, from, to);
  if (width <= 0) return { kind: 'none' };
  const walk = centredWalk(grid, from, to, width);
  const xy = (cell: number) => ({ x: cell % grid.width, y: Math.floor(cell / grid.width) });
  const [ax, ay, bx, by] = [xy(from).x, xy(from).y, xy(to).x, xy(to).y];
  const [ra, rb] = [grid.clearance[from] ?? 0, grid.clearance[to] ?? 0];
  const runs: number[][] = [];
  let run: number[] | null = null;
  for (const cell of walk) {
    const { x, y } = xy(cell);
    const own = Math.hypot(x - ax, y - ay) < ra || Math.hypot(x - bx, y - by) < rb;
    const narrow = !own && (grid.clearance[cell] ?? 0) < width * NARROW;
    if (narrow) (run ??= []).push(cell);
    else if (run) {
      runs.push(run);
      run = null;
    }
  }
  if (run) runs.push(run);
  const [only] = runs;
  if (runs.length === 0) return { kind: 'open' };
  if (runs.length > 1 || !only) return { kind: 'none' };
  const least = Math.min(...only.map((c) => grid.clearance[c] ?? 0));
  const middle = only.filter((c) => (grid.clearance[c] ?? 0) <= least + 0.5).map(xy);
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  return {
    kind: 'door',
    at: {
      x: (mean(middle.map((p) => p.x)) + 0.5) * grid.scale,
      y: (mean(middle.map((p) => p.y)) + 0.5) * grid.scale,
    },
  };
}
