/** A vertex for the shader: a point on the unit cube, then its texture coordinates. */
export type Vertex = [x: number, y: number, z: number, u: number, v: number];

/**
 * The nearest w (distance along the view axis) a drawn vertex may have. Left to the GPU,
 * a tile edge lying exactly in the plane through the eye (w = 0: at yaw 0 the side faces'
 * middle lines) made SwiftShader drop the tile or smear one texel over it, so a desktop view
 * at yaw 0 showed black side walls. Nothing this near 90° off the view axis is on screen.
 */
export const NEAR_W = 1e-3;

/** w of a point under a column-major clip matrix. */
function wOf(matrix: Float32Array, [x, y, z]: Vertex): number {
  return (matrix[3] ?? 0) * x + (matrix[7] ?? 0) * y + (matrix[11] ?? 0) * z + (matrix[15] ?? 0);
}

/**
 * Cuts a convex polygon (in fan order) to the part with w ≥ {@link NEAR_W}. Positions and
 * texture coordinates are interpolated together along each cut edge, which is exact on the
 * flat quads the engine draws.
 */
export function clipToNear(polygon: readonly Vertex[], matrix: Float32Array): Vertex[] {
  const out: Vertex[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] ?? a;
    const da = wOf(matrix, a) - NEAR_W;
    const db = wOf(matrix, b) - NEAR_W;
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push(a.map((value, k) => value + ((b[k] ?? value) - value) * t) as Vertex);
    }
  });
  return out;
}
