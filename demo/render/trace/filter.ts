import type { LightmapLayout } from './lightmap.js';

const TENT = [1, 2, 1];

/**
 * Smooths a baked lightmap face by face with a 3×3 tent over live texels (sampling noise),
 * and fills dead texels from live neighbours so bilinear lookups near corners never read black.
 */
export function filterLightmap(layout: LightmapLayout, live: Uint8Array, map: Float32Array): Float32Array {
  const out = new Float32Array(map.length);
  const known = Uint8Array.from(live);
  for (let f = 0; f < layout.nu.length; f++) smoothFace(layout, f, live, map, out);
  for (let round = 0; round < 4; round++) {
    for (let f = 0; f < layout.nu.length; f++) dilateFace(layout, f, known, out);
  }
  return out;
}

function smoothFace(
  layout: LightmapLayout,
  f: number,
  live: Uint8Array,
  map: Float32Array,
  out: Float32Array,
): void {
  const nu = layout.nu[f] ?? 0;
  const nv = layout.nv[f] ?? 0;
  const base = layout.offset[f] ?? 0;
  for (let v = 0; v < nv; v++) {
    for (let u = 0; u < nu; u++) {
      const texel = base + v * nu + u;
      if (!live[texel]) continue;
      let weight = 0;
      const sum = [0, 0, 0];
      for (let dv = -1; dv <= 1; dv++) {
        for (let du = -1; du <= 1; du++) {
          const uu = u + du;
          const vv = v + dv;
          if (uu < 0 || vv < 0 || uu >= nu || vv >= nv || !live[base + vv * nu + uu]) continue;
          const w = (TENT[du + 1] ?? 0) * (TENT[dv + 1] ?? 0);
          weight += w;
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + w * (map[(base + vv * nu + uu) * 3 + c] ?? 0);
        }
      }
      for (let c = 0; c < 3; c++) out[texel * 3 + c] = (sum[c] ?? 0) / weight;
    }
  }
}

function dilateFace(layout: LightmapLayout, f: number, known: Uint8Array, out: Float32Array): void {
  const nu = layout.nu[f] ?? 0;
  const nv = layout.nv[f] ?? 0;
  const base = layout.offset[f] ?? 0;
  const filled: number[] = [];
  for (let v = 0; v < nv; v++) {
    for (let u = 0; u < nu; u++) {
      const texel = base + v * nu + u;
      if (known[texel]) continue;
      let count = 0;
      const sum = [0, 0, 0];
      for (let dv = -1; dv <= 1; dv++) {
        for (let du = -1; du <= 1; du++) {
          const uu = u + du;
          const vv = v + dv;
          if (uu < 0 || vv < 0 || uu >= nu || vv >= nv || !known[base + vv * nu + uu]) continue;
          count++;
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (out[(base + vv * nu + uu) * 3 + c] ?? 0);
        }
      }
      if (count === 0) continue;
      for (let c = 0; c < 3; c++) out[texel * 3 + c] = (sum[c] ?? 0) / count;
      filled.push(texel);
    }
  }
  for (const texel of filled) known[texel] = 1;
}
