import { apartmentBoxes } from '../model/scene-boxes.js';
import type { Apartment, Pattern, Vec3 } from '../model/types.js';
import { buildBvh, type Bvh } from './bvh.js';
import { layoutLightmaps, type LightmapLayout } from './lightmap.js';
import { windowPortals } from './portals.js';
import { sunDirection } from './sky.js';

/** Pattern ids as stored per box. */
export const PATTERNS: readonly Pattern[] = ['plain', 'planks', 'tiles', 'small-tiles', 'fabric'];

/** The plain-data part of a scene: what is sent to workers. */
export interface SceneData {
  boxes: Float64Array;
  albedo: Float32Array;
  pattern: Uint8Array;
  sun: Vec3;
  /** Bounds of the building shell: texels outside it are never seen and never baked. */
  shell: readonly number[];
  /** Window openings, see {@link windowPortals}. */
  portals: Float64Array;
}

/** Everything the tracer needs, derived from scene data. */
export interface TraceScene extends SceneData {
  bvh: Bvh;
  layout: LightmapLayout;
}

/** Flattens the apartment model into typed arrays. */
export function sceneData(apartment: Apartment): SceneData {
  const list = apartmentBoxes(apartment);
  const boxes = new Float64Array(list.length * 6);
  const albedo = new Float32Array(list.length * 3);
  const pattern = new Uint8Array(list.length);
  list.forEach((b, i) => {
    const material = apartment.materials[b.material];
    if (!material) throw new Error(`Unknown material "${b.material}".`);
    boxes.set([...b.min, ...b.max], i * 6);
    albedo.set(material.albedo, i * 3);
    pattern[i] = PATTERNS.indexOf(material.pattern);
  });
  const shell = [0, 1, 2].flatMap((a) => {
    const lows = list.map((b) => b.min[a] ?? 0);
    return [Math.min(...lows)];
  });
  const highs = [0, 1, 2].map((a) => Math.max(...list.map((b) => b.max[a] ?? 0)));
  return {
    boxes,
    albedo,
    pattern,
    sun: sunDirection(apartment.north),
    shell: [...shell, ...highs],
    portals: windowPortals(apartment),
  };
}

/** Builds the acceleration structure and lightmap layout for scene data. */
export function traceScene(data: SceneData): TraceScene {
  return { ...data, bvh: buildBvh(data.boxes), layout: layoutLightmaps(data.boxes) };
}
