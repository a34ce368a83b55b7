/** A decoded equirectangular panorama (RGB bytes, yaw -180..180 left to right). */
export interface Equirect {
  data: Buffer;
  width: number;
  height: number;
  /** World yaw (radians) of the image centre column. */
  heading: number;
}

/** A perspective view to cut out of a panorama: world yaw/pitch and vertical field of view, degrees. */
export interface PerspectiveView {
  yaw: number;
  pitch: number;
  fov: number;
  width: number;
  height: number;
}

/** Adds `weight` × the bilinear sample at (px, py) into frame[at..at+2]; x wraps around. */
function addBilinear(
  pano: Equirect,
  px: number,
  py: number,
  frame: Float32Array,
  at: number,
  weight: number,
): void {
  const { width, height, data } = pano;
  let x0 = Math.floor(px);
  const fx = px - x0;
  x0 = x0 < 0 ? x0 + width : x0 >= width ? x0 - width : x0;
  const x1 = x0 + 1 === width ? 0 : x0 + 1;
  const yClamped = py < 0 ? 0 : py > height - 1 ? height - 1 : py;
  const y0 = Math.floor(yClamped);
  const fy = yClamped - y0;
  const y1 = y0 + 1 < height ? y0 + 1 : y0;
  const a = (y0 * width + x0) * 3;
  const b = (y0 * width + x1) * 3;
  const c = (y1 * width + x0) * 3;
  const d = (y1 * width + x1) * 3;
  const wa = (1 - fx) * (1 - fy) * weight;
  const wb = fx * (1 - fy) * weight;
  const wc = (1 - fx) * fy * weight;
  const wd = fx * fy * weight;
  for (let k = 0; k < 3; k++) {
    const sample =
      (data[a + k] ?? 0) * wa + (data[b + k] ?? 0) * wb + (data[c + k] ?? 0) * wc + (data[d + k] ?? 0) * wd;
    frame[at + k] = (frame[at + k] ?? 0) + sample;
  }
}

/**
 * Longitude and latitude (radians) of every pixel of a view looking at yaw 0. Turning the
 * camera about the vertical axis only shifts longitudes, so a pan reuses one table.
 */
function directionTable(view: PerspectiveView): Float64Array {
  const pitch = (view.pitch * Math.PI) / 180;
  const tanV = Math.tan((view.fov * Math.PI) / 360);
  const tanH = (tanV * view.width) / view.height;
  const [sin, cos] = [Math.sin(pitch), Math.cos(pitch)];
  const table = new Float64Array(view.width * view.height * 2);
  for (let j = 0; j < view.height; j++) {
    const y = (1 - (2 * (j + 0.5)) / view.height) * tanV;
    for (let i = 0; i < view.width; i++) {
      const x = ((2 * (i + 0.5)) / view.width - 1) * tanH;
      // Camera axes at yaw 0: forward (0, sin, -cos), right (1, 0, 0), up (0, cos, sin).
      const dy = sin + y * cos;
      const dz = -cos + y * sin;
      table[(j * view.width + i) * 2] = Math.atan2(x, -dz);
      table[(j * view.width + i) * 2 + 1] = Math.atan2(dy, Math.sqrt(x * x + dz * dz));
    }
  }
  return table;
}

const tables = new Map<string, Float64Array>();

function cachedTable(view: PerspectiveView): Float64Array {
  const key = `${view.pitch.toFixed(3)} ${view.fov.toFixed(3)} ${view.width} ${view.height}`;
  let table = tables.get(key);
  if (!table) {
    if (tables.size > 8) tables.clear();
    table = directionTable(view);
    tables.set(key, table);
  }
  return table;
}

/** Adds `weight` × the perspective view of a panorama into an RGB float frame (for cross-fades). */
export function addPerspective(
  pano: Equirect,
  view: PerspectiveView,
  weight: number,
  frame: Float32Array,
): void {
  const table = cachedTable(view);
  const shift = (view.yaw * Math.PI) / 180 - pano.heading + Math.PI;
  const xScale = pano.width / (2 * Math.PI);
  const yScale = pano.height / Math.PI;
  for (let p = 0; p < view.width * view.height; p++) {
    const px = ((table[p * 2] ?? 0) + shift) * xScale - 0.5;
    const py = (Math.PI / 2 - (table[p * 2 + 1] ?? 0)) * yScale - 0.5;
    addBilinear(pano, px - Math.floor(px / pano.width) * pano.width, py, frame, p * 3, weight);
  }
}
