/**
 * Lightmaps: every face of every box gets a grid of texels that stores irradiance (RGB).
 * Indirect light is smooth, so baking it once on the surfaces and looking it up per pixel
 * gives noise-free global illumination at the cost of a single ray per panorama sample.
 */
export interface LightmapLayout {
  /** Per box face (box * 6 + face): first texel, texels along u, texels along v. */
  offset: Int32Array;
  nu: Int32Array;
  nv: Int32Array;
  /** Per texel: its box face. */
  texelFace: Int32Array;
  total: number;
}

/** Texel edge length in metres. */
export const TEXEL = 0.05;

/** The in-plane axes (u, v) of a face that looks along `axis`. */
export function planeAxes(axis: number): readonly [number, number] {
  return axis === 0 ? [2, 1] : axis === 1 ? [0, 2] : [0, 1];
}

/** Lays out texels for every face of every box. */
export function layoutLightmaps(boxes: Float64Array): LightmapLayout {
  const faces = boxes.length;
  const offset = new Int32Array(faces);
  const nu = new Int32Array(faces);
  const nv = new Int32Array(faces);
  let total = 0;
  for (let f = 0; f < faces; f++) {
    const b = Math.floor(f / 6) * 6;
    const [ua, va] = planeAxes((f % 6) >> 1);
    nu[f] = Math.max(1, Math.ceil(((boxes[b + 3 + ua] ?? 0) - (boxes[b + ua] ?? 0)) / TEXEL));
    nv[f] = Math.max(1, Math.ceil(((boxes[b + 3 + va] ?? 0) - (boxes[b + va] ?? 0)) / TEXEL));
    offset[f] = total;
    total += (nu[f] ?? 0) * (nv[f] ?? 0);
  }
  const texelFace = new Int32Array(total);
  for (let f = 0; f < faces; f++)
    texelFace.fill(f, offset[f] ?? 0, (offset[f] ?? 0) + (nu[f] ?? 0) * (nv[f] ?? 0));
  return { offset, nu, nv, texelFace, total };
}

/** World position of a texel centre, lifted `lift` metres off the surface along its normal. */
export function texelPosition(
  layout: LightmapLayout,
  boxes: Float64Array,
  texel: number,
  lift: number,
): number[] {
  const f = layout.texelFace[texel] ?? 0;
  const local = texel - (layout.offset[f] ?? 0);
  const nu = layout.nu[f] ?? 0;
  const b = Math.floor(f / 6) * 6;
  const axis = (f % 6) >> 1;
  const positive = f % 2 === 1;
  const [ua, va] = planeAxes(axis);
  const p = [0, 0, 0];
  p[axis] = positive ? (boxes[b + 3 + axis] ?? 0) + lift : (boxes[b + axis] ?? 0) - lift;
  p[ua] =
    (boxes[b + ua] ?? 0) + (((local % nu) + 0.5) / nu) * ((boxes[b + 3 + ua] ?? 0) - (boxes[b + ua] ?? 0));
  p[va] =
    (boxes[b + va] ?? 0) +
    ((Math.floor(local / nu) + 0.5) / (layout.nv[f] ?? 0)) *
      ((boxes[b + 3 + va] ?? 0) - (boxes[b + va] ?? 0));
  return p;
}

/** Continuous texel coordinates (u, v) of a point on a box face, clamped to texel centres. */
export function faceCoords(
  layout: LightmapLayout,
  boxes: Float64Array,
  f: number,
  p: readonly number[],
): [number, number] {
  const b = Math.floor(f / 6) * 6;
  const [ua, va] = planeAxes((f % 6) >> 1);
  const nu = layout.nu[f] ?? 0;
  const nv = layout.nv[f] ?? 0;
  const u =
    (((p[ua] ?? 0) - (boxes[b + ua] ?? 0)) / ((boxes[b + 3 + ua] ?? 0) - (boxes[b + ua] ?? 0))) * nu - 0.5;
  const v =
    (((p[va] ?? 0) - (boxes[b + va] ?? 0)) / ((boxes[b + 3 + va] ?? 0) - (boxes[b + va] ?? 0))) * nv - 0.5;
  return [Math.min(Math.max(u, 0), nu - 1), Math.min(Math.max(v, 0), nv - 1)];
}

/** Bilinear irradiance at a point on a box face, written into `out`. */
export function lookupIrradiance(
  layout: LightmapLayout,
  boxes: Float64Array,
  map: Float32Array,
  f: number,
  p: readonly number[],
  out: number[],
): void {
  const [u, v] = faceCoords(layout, boxes, f, p);
  const nu = layout.nu[f] ?? 0;
  const u0 = Math.floor(u);
  const v0 = Math.floor(v);
  const u1 = Math.min(u0 + 1, nu - 1);
  const v1 = Math.min(v0 + 1, (layout.nv[f] ?? 0) - 1);
  const fu = u - u0;
  const fv = v - v0;
  const base = layout.offset[f] ?? 0;
  for (let c = 0; c < 3; c++) {
    const a = map[(base + v0 * nu + u0) * 3 + c] ?? 0;
    const b = map[(base + v0 * nu + u1) * 3 + c] ?? 0;
    const d = map[(base + v1 * nu + u0) * 3 + c] ?? 0;
    const e = map[(base + v1 * nu + u1) * 3 + c] ?? 0;
    out[c] = (a * (1 - fu) + b * fu) * (1 - fv) + (d * (1 - fu) + e * fu) * fv;
  }
}
