import { LOOK_STEP_DEGREES, yawPitchOf, type Vec3 } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { RAD } from '../view/angles.js';
import { cameraOf, clipMatrix, projectYawPitch } from '../view/projection.js';
import { HEAT_CELL_DEGREES, heatColour, heatGrid, heatUv, type HeatGrid } from './heat-grid.js';

const WINDOW = { yaw: 150, pitch: 0 };

/** The RGBA texel a texture coordinate falls in. */
function texelAt(grid: HeatGrid, u: number, v: number): number[] {
  const at = (Math.floor(v * grid.height) * grid.width + Math.floor(u * grid.width)) * 4;
  return [...grid.texels.slice(at, at + 4)];
}

const centre = (corners: Vec3[]): Vec3 => {
  const sum = corners.reduce<Vec3>((s, c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2]], [0, 0, 0]);
  return [sum[0] / 4, sum[1] / 4, sum[2] / 4];
};

/** Where the shader puts a point: the clip matrix (single precision, as the GPU has it), divided by w, in CSS pixels. */
function shaderPixel(matrix: Float32Array, [x, y, z]: Vec3, width: number, height: number) {
  const row = (r: number) => (matrix[r] ?? 0) * x + (matrix[4 + r] ?? 0) * y + (matrix[8 + r] ?? 0) * z;
  const w = row(3);
  return { x: ((row(0) / w + 1) / 2) * width, y: ((1 - row(1) / w) / 2) * height };
}

describe('heat overlay geometry', () => {
  it('draws on the analytics contract’s look grid', () => {
    expect(HEAT_CELL_DEGREES).toBe(LOOK_STEP_DEGREES);
  });

  it('puts a cell’s quad on the sphere around its direction, sampling the cell’s own texel', () => {
    const grid = heatGrid([{ ...WINDOW, weight: 3 }]);
    expect(grid?.quads).toHaveLength(9);
    const quad = grid?.quads[4];
    for (const corner of quad?.quad ?? []) expect(Math.hypot(...corner)).toBeCloseTo(1, 9);
    const middle = yawPitchOf(centre(quad?.quad ?? []));
    expect(middle.yaw / RAD).toBeCloseTo(WINDOW.yaw, 6);
    expect(middle.pitch / RAD).toBeCloseTo(WINDOW.pitch, 6);
    const uv = quad?.uv ?? { u0: 0, v0: 0, u1: 0, v1: 0 };
    const mid = { u: (uv.u0 + uv.u1) / 2, v: (uv.v0 + uv.v1) / 2 };
    expect(mid).toEqual(heatUv(WINDOW.yaw, WINDOW.pitch));
    expect(texelAt(grid as HeatGrid, mid.u, mid.v)).toEqual(heatColour(1));
    expect(heatColour(1).slice(0, 3)).toEqual([230, 20, 20]);
  });

  it('lands where the engine projects the direction, in any view, as the panorama does', () => {
    const quad = heatGrid([{ ...WINDOW, weight: 1 }])?.quads[4]?.quad ?? [];
    for (const view of [
      { yaw: 150, pitch: 0, fov: 70 },
      { yaw: 170, pitch: 10, fov: 70 },
      { yaw: 120, pitch: -20, fov: 40 },
    ]) {
      const cam = cameraOf(view, 900, 600, { top: 0, right: 200, bottom: 0, left: 0 });
      for (const corner of quad) {
        const { yaw, pitch } = yawPitchOf(corner);
        const expected = projectYawPitch(cam, yaw / RAD, pitch / RAD);
        const drawn = shaderPixel(clipMatrix(cam), corner, 900, 600);
        expect(drawn.x).toBeCloseTo(expected?.x ?? NaN, 3);
        expect(drawn.y).toBeCloseTo(expected?.y ?? NaN, 3);
      }
    }
  });

  it('colours cells by their share of the heaviest and leaves empty cells transparent in the cold hue', () => {
    const grid = heatGrid([
      { yaw: 151, pitch: 1, weight: 2 },
      { yaw: 149, pitch: -1, weight: 2 },
      { yaw: 0, pitch: -30, weight: 1 },
      { yaw: -30, pitch: 0, weight: 0 },
    ]) as HeatGrid;
    const at = (yaw: number, pitch: number) => {
      const { u, v } = heatUv(yaw, pitch);
      return texelAt(grid, u, v);
    };
    expect(at(150, 0)).toEqual(heatColour(1));
    expect(at(0, -30)).toEqual(heatColour(0.25));
    expect(at(-30, 0)).toEqual([...heatColour(0).slice(0, 3), 0]);
    expect(grid.quads).toHaveLength(18);
    expect(heatGrid([{ yaw: 10, pitch: 0, weight: 0 }])).toBeNull();
    expect(heatGrid([])).toBeNull();
  });

  it('wraps across the back seam, where yaw 180° meets −180°', () => {
    const grid = heatGrid([{ yaw: 180, pitch: 0, weight: 1 }]) as HeatGrid;
    const { u: left, v } = heatUv(-180, 0);
    const { u: right } = heatUv(180, 0);
    expect(texelAt(grid, left, v)).toEqual(heatColour(1));
    expect(texelAt(grid, right, v)).toEqual(heatColour(1));
    // Degrees east of north, 0–360, so float noise at the seam cannot flip 180° to −180°.
    const yaws = grid.quads.map((q) => (Math.round(yawPitchOf(centre(q.quad)).yaw / RAD) + 360) % 360);
    expect(new Set(yaws)).toEqual(new Set([175, 180, 185]));
  });

  it('ramps from blue through yellow to red, more opaque as it heats', () => {
    expect(heatColour(0)).toEqual([40, 90, 255, 77]);
    expect(heatColour(0.5)).toEqual([255, 220, 0, 134]);
    expect(heatColour(1)).toEqual([230, 20, 20, 191]);
    expect(heatColour(2)).toEqual(heatColour(1));
  });
});
