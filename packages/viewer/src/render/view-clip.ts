/** A vertex for the shader: a point on the unit cube, then its texture coordinates. */
export type Vertex = [x: number, y: number, z: number, u: number, v: number];

/**
 * The nearest w (distance along the view axis) a drawn vertex may have. Left to the GPU,
 * a tile edge lying exactly in the plane through the eye (w = 0: at yaw 0 the side faces'
 * middle lines) made SwiftShader drop the tile or smear one texel over it, so a desktop view
 * at yaw 0 showed black side walls. Nothing this near 90° off the view axis is on screen.
 */
export const NEAR_W = 1e-3;

/**
 * How far past the screen's edges, in half-screens, a drawn polygon reaches. A whole cube
 * face cut only at the near plane keeps corners some thousand screens away; the GPU then set
 * up its texture coordinates imprecisely enough to draw a face's content a few pixels off at
 * its seam with the next (the editing cube, one tile per face, stepped there at fov 90).
 * Cut just past the screen, every vertex stays near it; the margin keeps the cut edges'
 * rounding off screen.
 */
export const SCREEN_MARGIN = 1.25;

/** Component `row` (0 x, 1 y, 3 w) of a point under a column-major clip matrix. */
function clipComponent(matrix: Float32Array, row: number, [x, y, z]: Vertex): number {
  return (
    (matrix[row] ?? 0) * x + (matrix[4 + row] ?? 0) * y + (matrix[8 + row] ?? 0) * z + (matrix[12 + row] ?? 0)
  );
}

/**
 * Cuts a convex polygon (in fan order) to the part where `distance` ≥ 0. Positions and
 * texture coordinates are interpolated together along each cut edge, which is exact on the
 * flat quads the engine draws: a face's texture coordinates are affine in the point on it.
 */
function clipToPlane(polygon: readonly Vertex[], distance: (vertex: Vertex) => number): Vertex[] {
  const out: Vertex[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] ?? a;
    const da = distance(a);
    const db = distance(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push(a.map((value, k) => value + ((b[k] ?? value) - value) * t) as Vertex);
    }
  });
  return out;
}

/** Cuts a convex polygon (in fan order) to the part with w ≥ {@link NEAR_W}. */
export function clipToNear(polygon: readonly Vertex[], matrix: Float32Array): Vertex[] {
  return clipToPlane(polygon, (v) => clipComponent(matrix, 3, v) - NEAR_W);
}

/**
 * Cuts a convex polygon (in fan order) to what lies in front of the eye ({@link clipToNear})
 * and within {@link SCREEN_MARGIN} of the screen on every side.
 */
export function clipToView(polygon: readonly Vertex[], matrix: Float32Array): Vertex[] {
  let out = clipToNear(polygon, matrix);
  for (const [row, sign] of [
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
  ] as const) {
    if (out.length < 3) return [];
    out = clipToPlane(
      out,
      (v) => SCREEN_MARGIN * clipComponent(matrix, 3, v) - sign * clipComponent(matrix, row, v),
    );
  }
  return out.length < 3 ? [] : out;
}
